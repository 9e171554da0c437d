/**
 * `npm test`'s order and early stop (scripts/test-steps.cjs): steps that need no build first, the
 * first failure stops the run and names what did not run, `--quick` keeps only the edit-loop steps.
 */
import { planSteps, runSteps, stopLine } from '../../scripts/test-steps.cjs';

const STEPS = [
  { name: 'types', quick: true },
  { name: 'build', build: true },
  { name: 'browser', needsBuild: true },
  { name: 'hostile' },
  { name: 'unit', quick: true },
];

describe("npm test's steps", () => {
  it('runs the steps that need no build before the build, and the build before what needs it', () => {
    expect(planSteps(STEPS).map((s) => s.name)).toEqual(['types', 'hostile', 'unit', 'build', 'browser']);
  });

  it('--quick keeps only the quick steps that need no build', () => {
    expect(planSteps(STEPS, { quick: true }).map((s) => s.name)).toEqual(['types', 'unit']);
  });

  it('stops at the first failing step and lists the ones not run', () => {
    const ran: string[] = [];
    const { failed, notRun } = runSteps(planSteps(STEPS), (s) => {
      ran.push(s.name);
      return s.name !== 'hostile';
    });
    expect(ran).toEqual(['types', 'hostile']);
    expect(failed).toEqual(['hostile']);
    expect(notRun).toEqual(['unit', 'build', 'browser']);
    expect(stopLine(failed, notRun)).toBe(
      'Stopped at the first failing step, "hostile": not run: unit, build, browser (node scripts/test.mjs --keep-going runs every step)',
    );
  });

  it('with keepGoing runs every step, and a step that needs the build fails when there is none', () => {
    const ran: string[] = [];
    const { failed, notRun } = runSteps(
      planSteps(STEPS),
      (s) => {
        ran.push(s.name);
        return s.name !== 'build';
      },
      { keepGoing: true, buildDone: () => false },
    );
    expect(ran).toEqual(['types', 'hostile', 'unit', 'build']);
    expect(failed).toEqual(['build', 'browser (no build)']);
    expect(notRun).toEqual([]);
    expect(stopLine(failed, notRun)).toBeNull();
  });

  it('a run where everything passes has no stop line', () => {
    const { failed, notRun } = runSteps(planSteps(STEPS), () => true);
    expect(failed).toEqual([]);
    expect(notRun).toEqual([]);
  });
});
