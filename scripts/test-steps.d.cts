/** Types of test-steps.cjs (see there). */
export interface PlannedStep {
  name: string;
  needsBuild?: boolean;
  quick?: boolean;
  build?: boolean;
}
export function planSteps<S extends PlannedStep>(steps: ReadonlyArray<S>, options?: { quick?: boolean }): S[];
export function runSteps<S extends { name: string; needsBuild?: boolean }>(
  planned: ReadonlyArray<S>,
  execute: (step: S) => boolean,
  options?: { keepGoing?: boolean; buildDone?: () => boolean },
): { failed: string[]; notRun: string[] };
export function stopLine(failed: readonly string[], notRun: readonly string[]): string | null;
