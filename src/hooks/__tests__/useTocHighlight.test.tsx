import React, { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { useTocHighlight } from '../useTocHighlight';

const IDS = ['one', 'two', 'three'];
const noOffset = () => 0;

function Toc() {
  const ref = useRef<HTMLElement>(null);
  useTocHighlight(ref, IDS, 'active', noOffset);
  return (
    <nav ref={ref} aria-label="On this page">
      {IDS.map((id) => (
        <a key={id} href={`#${id}`}>
          {id}
        </a>
      ))}
    </nav>
  );
}

/** Places each element's box: top and height in px (jsdom has no layout). */
function place(boxes: Record<string, { top: number; height: number }>) {
  for (const [id, { top, height }] of Object.entries(boxes)) {
    const element = document.getElementById(id)!;
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, height, bottom: top + height } as DOMRect);
  }
}

/** The window resized: the highlight is updated in the next frame. */
function nextFrameAfterResize(): Promise<void> {
  window.dispatchEvent(new Event('resize'));
  return new Promise((done) => requestAnimationFrame(() => done()));
}

const current = () => screen.getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'location')?.textContent;

describe('useTocHighlight', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    document.body.innerHTML = '';
  });

  function renderWithHeadings(inBox: boolean) {
    return render(
      <>
        <h2 id="one">one</h2>
        {inBox ? (
          <div id="box">
            <h2 id="two">two</h2>
          </div>
        ) : (
          <h2 id="two">two</h2>
        )}
        <h2 id="three">three</h2>
        <Toc />
      </>,
    );
  }

  it('marks the first heading below the offset when it is in the top half of the window, else the one before', () => {
    renderWithHeadings(false);
    place({ one: { top: -500, height: 30 }, two: { top: 100, height: 30 }, three: { top: 900, height: 30 } });
    return nextFrameAfterResize().then(() => {
      expect(current()).toBe('two');
      place({ one: { top: -500, height: 30 }, two: { top: 500, height: 30 }, three: { top: 900, height: 30 } });
      return nextFrameAfterResize().then(() => expect(current()).toBe('one'));
    });
  });

  it("measures a heading without a box of its own by its nearest ancestor's box", () => {
    renderWithHeadings(true);
    // "two" sits in a box that hides it (no height of its own); the box is at 100, in the top half.
    place({ one: { top: -500, height: 30 }, two: { top: 0, height: 0 }, box: { top: 100, height: 40 }, three: { top: 900, height: 30 } });
    // Measured by its own box (top 0: not below the top half's start) it would not be the one read.
    return nextFrameAfterResize().then(() => expect(current()).toBe('two'));
  });
});
