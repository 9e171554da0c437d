import { act, renderHook } from '@testing-library/react';
import { COPY_FEEDBACK_MS, useCopyStatus } from '../useCopyStatus';

describe('useCopyStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows copying, then copied, then idle again after the feedback time', async () => {
    const { result } = renderHook(() => useCopyStatus());
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current[1](() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current[0]).toBe('copying');
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current[0]).toBe('copied');
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(result.current[0]).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('idle');
  });

  it('reports a write that throws or answers false as failed', async () => {
    const { result } = renderHook(() => useCopyStatus());
    await act(() => result.current[1](() => Promise.reject(new Error('denied'))));
    expect(result.current[0]).toBe('failed');
    await act(() => result.current[1](async () => false));
    expect(result.current[0]).toBe('failed');
    await act(() => result.current[1](async () => true));
    expect(result.current[0]).toBe('copied');
  });

  it('restarts the feedback time on a second copy', async () => {
    const { result } = renderHook(() => useCopyStatus());
    await act(() => result.current[1](async () => undefined));
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 500));
    await act(() => result.current[1](async () => undefined));
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(result.current[0]).toBe('copied');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current[0]).toBe('idle');
  });
});
