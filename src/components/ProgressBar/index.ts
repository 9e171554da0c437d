/**
 * The route-change progress bar: a tiny hand-written replacement for nprogress (about 1 KB).
 *
 * `schedule()` shows the bar only if `done()` has not been called within `delay` (200 ms), so
 * fast navigations show nothing. While shown it creeps forward ("trickles") without ever
 * reaching the end; `done()` fills it, fades it out and removes it. With
 * `prefers-reduced-motion: reduce` it does not move at all: it appears full width and
 * disappears.
 */
import * as styles from './styles.module.css';

export const PROGRESS_BAR_ID = 'lp-progress-bar';
export const PROGRESS_BAR_DELAY_MS = 200;

export interface ProgressBarOptions {
  /** Milliseconds before the bar appears. */
  readonly delay?: number;
  /** Milliseconds between two trickle steps. */
  readonly trickleEvery?: number;
  /** Milliseconds of the fill and of the fade-out at the end. */
  readonly speed?: number;
  readonly reducedMotion?: () => boolean;
}

export interface ProgressBar {
  /** A navigation started: show the bar if it is still running after the delay. */
  schedule(): void;
  /** The new page is rendered (or the navigation stopped): finish and hide. */
  done(): void;
  /** Current fill, 0 when hidden. */
  readonly value: number;
}

const START = 0.08;
const MAX = 0.994;

/** Next fill level: big steps at first, smaller ones as it approaches the end. */
export function trickle(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0;
  return Math.min(MAX, value + step);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function createProgressBar({
  delay = PROGRESS_BAR_DELAY_MS,
  trickleEvery = 800,
  speed = 200,
  reducedMotion = prefersReducedMotion,
}: ProgressBarOptions = {}): ProgressBar {
  let element: HTMLElement | null = null;
  let value = 0;
  let showTimer: number | undefined;
  let trickleTimer: number | undefined;
  const endTimers: number[] = [];

  const clearEndTimers = () => {
    while (endTimers.length > 0) window.clearTimeout(endTimers.pop());
  };
  const render = () => {
    if (element) element.style.transform = `scaleX(${value})`;
  };
  const remove = () => {
    element?.remove();
    element = null;
    value = 0;
  };

  const show = () => {
    showTimer = undefined;
    clearEndTimers();
    const still = reducedMotion();
    if (!element) {
      element = document.createElement('div');
      element.id = PROGRESS_BAR_ID;
      element.className = styles.bar;
      element.setAttribute('aria-hidden', 'true');
      document.body.appendChild(element);
    }
    element.style.opacity = '1';
    value = still ? 1 : START;
    render();
    if (!still) {
      window.clearInterval(trickleTimer);
      trickleTimer = window.setInterval(() => {
        value = trickle(value);
        render();
      }, trickleEvery);
    }
  };

  return {
    schedule() {
      if (showTimer !== undefined || (element && endTimers.length === 0)) return;
      showTimer = window.setTimeout(show, delay);
    },
    done() {
      window.clearTimeout(showTimer);
      showTimer = undefined;
      window.clearInterval(trickleTimer);
      trickleTimer = undefined;
      if (!element || endTimers.length > 0) return;
      if (reducedMotion()) {
        remove();
        return;
      }
      value = 1;
      render();
      const bar = element;
      endTimers.push(
        window.setTimeout(() => {
          bar.style.opacity = '0';
          endTimers.push(
            window.setTimeout(() => {
              endTimers.length = 0;
              remove();
            }, speed),
          );
        }, speed),
      );
    },
    get value() {
      return value;
    },
  };
}
