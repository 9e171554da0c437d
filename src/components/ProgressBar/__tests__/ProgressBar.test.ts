import { createProgressBar, PROGRESS_BAR_ID, trickle } from '..';

const bar = () => document.getElementById(PROGRESS_BAR_ID);

describe('progress bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows nothing when the page renders within 200 ms', () => {
    const progress = createProgressBar({ reducedMotion: () => false });
    progress.schedule();
    jest.advanceTimersByTime(199);
    progress.done();
    jest.advanceTimersByTime(2000);
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms, trickles, then fills, fades and goes away', () => {
    const progress = createProgressBar({ reducedMotion: () => false });
    progress.schedule();
    jest.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    const first = progress.value;
    jest.advanceTimersByTime(800 * 3);
    expect(progress.value).toBeGreaterThan(first);
    expect(progress.value).toBeLessThan(1);

    progress.done();
    expect(bar()?.style.transform).toBe('scaleX(1)');
    jest.advanceTimersByTime(200);
    expect(bar()?.style.opacity).toBe('0');
    jest.advanceTimersByTime(200);
    expect(bar()).toBeNull();
  });

  it('does not start a second bar for overlapping navigations', () => {
    const progress = createProgressBar({ reducedMotion: () => false });
    progress.schedule();
    jest.advanceTimersByTime(300);
    progress.schedule();
    jest.advanceTimersByTime(300);
    expect(document.querySelectorAll(`#${PROGRESS_BAR_ID}`)).toHaveLength(1);
  });

  it('with reduced motion it neither trickles nor fades', () => {
    const progress = createProgressBar({ reducedMotion: () => true });
    progress.schedule();
    jest.advanceTimersByTime(200);
    expect(progress.value).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(progress.value).toBe(1);
    progress.done();
    expect(bar()).toBeNull();
  });

  it('trickles ever more slowly and never reaches the end', () => {
    let value = 0.08;
    for (let i = 0; i < 1000; i += 1) value = trickle(value);
    expect(value).toBeLessThan(1);
    expect(trickle(0.1) - 0.1).toBeGreaterThan(trickle(0.9) - 0.9);
  });
});
