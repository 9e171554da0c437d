/**
 * The order of `npm test`'s steps and when it stops (scripts/test.mjs runs them). Each step says
 * whether it needs the production build; the steps that do not come first, so a type error or a
 * failing unit test is reported in minutes, before anything is built. The run stops at the first
 * step that fails (the steps after it are listed as not run) unless `keepGoing` is set; `quick`
 * runs only the steps that need no build and are marked quick (the edit loop: `npm run test:quick`).
 */

/**
 * @param {ReadonlyArray<{ name: string, needsBuild?: boolean, quick?: boolean, build?: boolean }>} steps
 * @param {{ quick?: boolean }} options
 */
function planSteps(steps, { quick = false } = {}) {
  const chosen = quick ? steps.filter((s) => s.quick && !s.needsBuild && !s.build) : steps;
  // A stable order: steps that need no build, the build, then the steps that need it.
  const before = chosen.filter((s) => !s.needsBuild && !s.build);
  const build = chosen.filter((s) => s.build);
  const after = chosen.filter((s) => s.needsBuild);
  return [...before, ...build, ...after];
}

/**
 * Runs the planned steps in order with `execute(step)` (true when the step passed). Returns the
 * names of the steps that failed and of those not run because an earlier one failed.
 *
 * @template {{ name: string }} S
 * @param {ReadonlyArray<S>} planned
 * @param {(step: S) => boolean} execute
 * @param {{ keepGoing?: boolean, buildDone?: () => boolean }} options
 */
function runSteps(planned, execute, { keepGoing = false, buildDone = () => true } = {}) {
  const failed = [];
  const notRun = [];
  for (const step of planned) {
    if (failed.length > 0 && !keepGoing) {
      notRun.push(step.name);
      continue;
    }
    // With --keep-going, a step that needs the build is not run when the build left no site.
    if (step.needsBuild && !buildDone()) {
      failed.push(`${step.name} (no build)`);
      continue;
    }
    if (!execute(step)) failed.push(step.name);
  }
  return { failed, notRun };
}

/** The line `npm test` ends with when it stopped early. */
function stopLine(failed, notRun) {
  if (notRun.length === 0) return null;
  return `Stopped at the first failing step, "${failed[0]}": not run: ${notRun.join(', ')} (node scripts/test.mjs --keep-going runs every step)`;
}

module.exports = { planSteps, runSteps, stopLine };
