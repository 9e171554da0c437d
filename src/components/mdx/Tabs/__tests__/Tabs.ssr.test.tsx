/** @jest-environment node */
import React from 'react';
import { renderToString } from 'react-dom/server';
import Tabs, { TabItem } from '..';

describe('Tabs on the server', () => {
  it('renders every panel: the default one visible, the others hidden, without warnings', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <Tabs groupId="language">
        <TabItem value="curl" label="curl">
          <p>curl sample</p>
        </TabItem>
        <TabItem value="python" label="Python" default>
          <p>python sample</p>
        </TabItem>
      </Tabs>,
    );
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    const panels = [...html.matchAll(/<div role="tabpanel"([^>]*)>(.*?)<\/div>/g)];
    expect(panels).toHaveLength(2);
    expect(panels[0][1]).toContain('hidden');
    expect(panels[0][2]).toContain('curl sample');
    expect(panels[1][1]).not.toContain('hidden');
    expect(panels[1][2]).toContain('python sample');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Python</);
  });
});
