import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tabs, { TabItem } from '..';

function Languages({ groupId = 'language', id }: { groupId?: string; id: string }) {
  return (
    <section aria-label={id}>
      <Tabs groupId={groupId}>
        <TabItem value="curl" label="curl">
          <p>{`${id} curl sample`}</p>
        </TabItem>
        <TabItem value="python" label="Python">
          <p>{`${id} python sample`}</p>
        </TabItem>
        <TabItem value="node" label="Node.js">
          <p>{`${id} node sample`}</p>
        </TabItem>
      </Tabs>
    </section>
  );
}

const group = (name: string) => within(screen.getByRole('region', { name }));
const selectedTab = (name: string) => group(name).getByRole('tab', { selected: true });

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Tabs', () => {
  it('follows the ARIA tabs pattern: tablist, tabs, linked panels, one tab stop', () => {
    render(<Languages id="a" />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(tabs.map((t) => t.textContent)).toEqual(['curl', 'Python', 'Node.js']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tabs[0].id);
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('a curl sample');
  });

  it('moves and selects with Left, Right (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Languages id="a" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('a python sample');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Node.js' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Node.js' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    // Tab leaves the tablist for the panel content instead of visiting the other tabs.
    await user.tab();
    expect(screen.getByRole('tab', { name: 'curl' })).not.toHaveFocus();
  });

  it('keeps every group with the same groupId in sync and stores the choice', () => {
    render(
      <>
        <Languages id="first" />
        <Languages id="second" />
        <Languages id="other" groupId="other-group" />
      </>,
    );
    fireEvent.click(group('second').getByRole('tab', { name: 'Python' }));
    expect(selectedTab('first')).toHaveTextContent('Python');
    expect(selectedTab('second')).toHaveTextContent('Python');
    expect(selectedTab('other')).toHaveTextContent('curl');
    expect(localStorage.getItem('docusaurus.tab.language')).toBe('python');
    expect(localStorage.getItem('docusaurus.tab.other-group')).toBeNull();
  });

  it('starts from the stored choice (e.g. set on an earlier page)', () => {
    localStorage.setItem('docusaurus.tab.language', 'node');
    render(<Languages id="a" />);
    expect(selectedTab('a')).toHaveTextContent('Node.js');
  });

  it('ignores a stored value this group does not have', () => {
    localStorage.setItem('docusaurus.tab.language', 'go');
    render(<Languages id="a" />);
    expect(selectedTab('a')).toHaveTextContent('curl');
  });

  it('follows ?lang= over the stored choice and stores it', () => {
    localStorage.setItem('docusaurus.tab.language', 'node');
    window.history.replaceState(null, '', '/docs?lang=python');
    render(
      <>
        <Languages id="a" />
        <Languages id="b" />
      </>,
    );
    expect(selectedTab('a')).toHaveTextContent('Python');
    expect(selectedTab('b')).toHaveTextContent('Python');
    expect(localStorage.getItem('docusaurus.tab.language')).toBe('python');
  });

  it('follows changes made in another browser tab', () => {
    render(<Languages id="a" />);
    act(() => {
      localStorage.setItem('docusaurus.tab.language', 'node');
      window.dispatchEvent(new StorageEvent('storage', { key: 'docusaurus.tab.language', newValue: 'node', storageArea: localStorage }));
    });
    expect(selectedTab('a')).toHaveTextContent('Node.js');
  });

  it('without groupId keeps its choice to itself', () => {
    render(
      <>
        <section aria-label="x">
          <Tabs>
            <TabItem value="a">A</TabItem>
            <TabItem value="b" default>
              B
            </TabItem>
          </Tabs>
        </section>
      </>,
    );
    expect(selectedTab('x')).toHaveTextContent('b');
    fireEvent.click(screen.getByRole('tab', { name: 'a' }));
    expect(selectedTab('x')).toHaveTextContent('a');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the clicked tab where it was on screen when content above changes height', () => {
    const scrollBy = jest.fn();
    window.scrollBy = scrollBy as unknown as typeof window.scrollBy;
    render(<Languages id="a" />);
    const tab = screen.getByRole('tab', { name: 'Python' });
    // 300px from the top when clicked; 420px once the switch made content above 120px taller.
    jest
      .spyOn(tab, 'getBoundingClientRect')
      .mockReturnValueOnce({ top: 300 } as DOMRect)
      .mockReturnValue({ top: 420 } as DOMRect);
    fireEvent.click(tab);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith(0, 120);
  });
});
