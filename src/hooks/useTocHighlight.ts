import { useEffect } from 'react';

/** The heading's box, or its nearest ancestor's with a height when it has none (a heading inside a closed box, say). */
function headingRect(heading: HTMLElement): DOMRect {
  let element: HTMLElement | null = heading;
  let rect = heading.getBoundingClientRect();
  while (rect.height === 0 && (element = element.parentElement)) rect = element.getBoundingClientRect();
  return rect;
}

/**
 * Scroll-spy: marks the TOC link of the section being read. The active heading is the first one
 * below the top offset if it sits in the top half of the viewport, else the one before it; past
 * the last heading, the last one.
 */
export function useTocHighlight(container: React.RefObject<HTMLElement>, ids: readonly string[], activeClassName: string, topOffset: () => number): void {
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
      const offset = topOffset();
      const index = headings.findIndex((h) => headingRect(h).top >= offset);
      let active: HTMLElement | undefined;
      if (index === -1) active = headings[headings.length - 1];
      else {
        const rect = headingRect(headings[index]);
        if (rect.top > 0 && rect.bottom < window.innerHeight / 2) active = headings[index];
        else active = index > 0 ? headings[index - 1] : undefined;
      }
      container.current?.querySelectorAll('a[href^="#"]').forEach((link) => {
        const isActive = active !== undefined && decodeURIComponent(link.getAttribute('href')!.slice(1)) === active.id;
        link.classList.toggle(activeClassName, isActive);
        if (isActive) link.setAttribute('aria-current', 'location');
        else link.removeAttribute('aria-current');
      });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    document.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      document.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container, ids, activeClassName, topOffset]);
}
