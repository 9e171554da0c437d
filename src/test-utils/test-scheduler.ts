/**
 * React's own test scheduler, for tests that show how React schedules a render (in slices or in
 * one go) without timing. A test file using it must first replace the scheduler React loads:
 *
 *   jest.mock('scheduler', () => jest.requireActual('scheduler/unstable_mock'));
 *
 * (jest hoists that call above the imports, which a helper cannot do), then call
 * `driveReactWithTestScheduler()` at the top level.
 */

/** The parts of the test scheduler used here (the package has no types). */
interface TestScheduler {
  unstable_yieldValue(value: unknown): void;
  unstable_clearYields(): unknown[];
  unstable_flushNumberOfYields(count: number): void;
  unstable_flushAllWithoutAsserting(): boolean;
}

export const Scheduler = jest.requireActual<TestScheduler>('scheduler/unstable_mock');

declare const globalThis: { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** The test scheduler drives React in the calling file's tests, not act(). */
export function driveReactWithTestScheduler(): void {
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
