import React from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useHideableNavbar } from '../useHideableNavbar';
import { LocationProvider } from '../../../contexts/Location';
import Tabs, { TabItem } from '../../mdx/Tabs';

function Probe() {
  const { navbarRef, isNavbarVisible } = useHideableNavbar(true);
  return (
    <nav ref={navbarRef} aria-label="Main" data-visible={String(isNavbarVisible)}>
      navbar
    </nav>
  );
}

function Page() {
  return (
    <LocationProvider value={{ pathname: '/docs', search: '', hash: '', key: 'k' }}>
      <Probe />
      <Tabs>
        <TabItem value="curl" label="curl">
          <p>curl sample</p>
        </TabItem>
        <TabItem value="python" label="Python">
          <p>python sample</p>
        </TabItem>
      </Tabs>
    </LocationProvider>
  );
}

const visible = () => screen.getByRole('navigation', { name: 'Main' }).dataset.visible;

/** Sets the window's scroll position as the browser would and dispatches its scroll event. */
function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useHideableNavbar', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 0, height: 60 } as DOMRect);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    scrollTo(0);
  });

  it('hides the navbar scrolling down and shows it scrolling up', () => {
    render(<Page />);
    scrollTo(300);
    scrollTo(600);
    expect(visible()).toBe('false');
    scrollTo(500);
    expect(visible()).toBe('true');
  });

  it("does not take the scroll that keeps a clicked tab in place for the reader's", () => {
    render(<Page />);
    scrollTo(300);
    scrollTo(200);
    expect(visible()).toBe('true');
    // The switch makes content above the tab taller: Tabs scrolls the window down to keep it in place.
    const tab = screen.getByRole('tab', { name: 'Python' });
    jest
      .spyOn(tab, 'getBoundingClientRect')
      .mockReturnValueOnce({ top: 300 } as DOMRect)
      .mockReturnValue({ top: 700 } as DOMRect);
    window.scrollBy = jest.fn() as unknown as typeof window.scrollBy;
    fireEvent.click(tab);
    expect(window.scrollBy).toHaveBeenCalledWith(0, 400);
    // Its scroll event comes in the next frame, before that frame's callbacks.
    scrollTo(600);
    expect(visible()).toBe('true');
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    // The reader's own scrolling counts again, from the position before the tab's scroll.
    scrollTo(650);
    expect(visible()).toBe('false');
  });
});
