/**
 * Build step timings. Each registered step of the build (a content check of src/node/checks.ts, a
 * data component of src/node/data-component-steps.ts, one of the site's Gatsby API hooks) records
 * here what it read, what it reported and its time. Gatsby runs page queries (and so the data
 * components) in worker processes: each process keeps its own record and writes it to
 * `.cache/site-build-steps/<pid>.json`; onPostBuild merges them into
 * `.build-reports/build-steps.json`, which `npm run build` (scripts/build.mjs) completes with
 * Gatsby's own activities and the steps after it, and prints with `SITE_BUILD_TIMINGS=1`.
 */
import fs from 'fs';
import path from 'path';

/** What a step is: a content check, a data component, a hook of the site's gatsby-node, a step after Gatsby. */
export type StepGroup = 'check' | 'data' | 'hook' | 'gatsby' | 'after';

export interface StepMeta {
  readonly name: string;
  readonly group: StepGroup;
  /** The inputs it reads (files, node types, other steps' output). */
  readonly reads: readonly string[];
}

export interface StepTiming extends StepMeta {
  /** Milliseconds, summed over its calls (a data component runs once per page that shows it). */
  ms: number;
  calls: number;
  /** Problems it reported (checks) or elements it filled (data components). */
  reported: number;
}

export const STEP_TIMINGS_ENV = 'SITE_BUILD_TIMINGS';
export const BUILD_STEPS_REPORT = 'build-steps.json';
/** Under .cache/: one file per process that recorded steps. */
export const PROCESS_STEPS_DIR = 'site-build-steps';

const record = new Map<string, StepTiming>();
let flushTo: string | null = null;
let flushTimer: NodeJS.Timeout | null = null;

/** Adds one call of a step: its time and what it reported. */
export function recordStep(meta: StepMeta, ms: number, reported = 0): void {
  const entry = record.get(meta.name) ?? { name: meta.name, group: meta.group, reads: [...meta.reads], ms: 0, calls: 0, reported: 0 };
  entry.ms += ms;
  entry.calls += 1;
  entry.reported += reported;
  record.set(meta.name, entry);
  scheduleFlush();
}

/** Runs `run`, recording its time; `count` says how much it reported. */
export function timeStep<T>(meta: StepMeta, run: () => T, count: (result: T) => number = () => 0): T {
  const start = performance.now();
  const result = run();
  recordStep(meta, performance.now() - start, count(result));
  return result;
}

/** As timeStep, for a step that returns a promise (its time runs until the promise settles). */
export async function timeStepAsync<T>(meta: StepMeta, run: () => Promise<T>, count: (result: T) => number = () => 0): Promise<T> {
  const start = performance.now();
  const result = await run();
  recordStep(meta, performance.now() - start, count(result));
  return result;
}

/**
 * A Gatsby API hook of the site's gatsby-node that records its time as a step of group 'hook' on
 * each call (a promise's time runs until it settles). Keeps the hook's arity at zero, so Gatsby
 * never mistakes it for a callback-style hook.
 */
export function timedHook<A extends unknown[], R>(name: string, reads: readonly string[], hook: (...args: A) => R): (...args: A) => R {
  const meta: StepMeta = { name, group: 'hook', reads };
  return (...args: A): R => {
    const start = performance.now();
    const result = hook(...args);
    if (result instanceof Promise) {
      return result.finally(() => recordStep(meta, performance.now() - start)) as R;
    }
    recordStep(meta, performance.now() - start);
    return result;
  };
}

/** This process's record, in the order the steps first ran. */
export function stepTimings(): StepTiming[] {
  return [...record.values()].map((entry) => ({ ...entry, reads: [...entry.reads] }));
}

export function resetStepTimings(): void {
  record.clear();
}

/**
 * Makes this process write its record to `<cacheDir>/site-build-steps/<pid>.json` shortly after
 * each step and when it exits (Gatsby's query workers end with the pool, before onPostBuild).
 */
export function persistStepTimings(cacheDir: string): void {
  flushTo = path.join(cacheDir, PROCESS_STEPS_DIR, `${process.pid}.json`);
  process.once('exit', flushSteps);
}

function scheduleFlush(): void {
  if (!flushTo || flushTimer) return;
  flushTimer = setTimeout(() => {
    flushTimer = null;
    flushSteps();
  }, 100);
  flushTimer.unref();
}

/** Writes this process's record now (see persistStepTimings). */
export function flushSteps(): void {
  if (!flushTo || record.size === 0) return;
  fs.mkdirSync(path.dirname(flushTo), { recursive: true });
  fs.writeFileSync(flushTo, JSON.stringify(stepTimings()));
}

/** Deletes the records of an earlier build's processes (the main process, before the build's steps run). */
export function clearProcessSteps(cacheDir: string): void {
  fs.rmSync(path.join(cacheDir, PROCESS_STEPS_DIR), { recursive: true, force: true });
}

/** One list from several processes' records: a step's calls, time and reports are added up. */
export function mergeStepTimings(lists: ReadonlyArray<readonly StepTiming[]>): StepTiming[] {
  const merged = new Map<string, StepTiming>();
  for (const list of lists) {
    for (const step of list) {
      const entry = merged.get(step.name);
      if (!entry) merged.set(step.name, { ...step, reads: [...step.reads] });
      else {
        entry.ms += step.ms;
        entry.calls += step.calls;
        entry.reported += step.reported;
      }
    }
  }
  return [...merged.values()];
}

/** The records every process of this build wrote, with this process's own. */
export function buildStepTimings(cacheDir: string): StepTiming[] {
  flushSteps();
  const dir = path.join(cacheDir, PROCESS_STEPS_DIR);
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  const own = flushTo ? path.basename(flushTo) : null;
  const lists = files.filter((name) => name !== own).map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as StepTiming[]);
  return mergeStepTimings([stepTimings(), ...lists]);
}

const GROUP_LABELS: Record<StepGroup, string> = {
  gatsby: 'Gatsby',
  hook: 'site hook',
  check: 'check',
  data: 'data component',
  after: 'after Gatsby',
};

/** The steps as a plain-text table (name, group, time, calls, reported, reads), slowest first within each group. */
export function stepTable(steps: readonly StepTiming[]): string {
  const order: StepGroup[] = ['gatsby', 'hook', 'check', 'data', 'after'];
  const rows = order.flatMap((group) =>
    steps
      .filter((s) => s.group === group)
      .sort((a, b) => b.ms - a.ms)
      .map((s) => [s.name, GROUP_LABELS[group], `${(s.ms / 1000).toFixed(2)} s`, String(s.calls), String(s.reported), s.reads.join(', ')]),
  );
  const head = ['step', 'kind', 'time', 'calls', 'reported', 'reads'];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)));
  const line = (r: readonly string[]) =>
    r
      .map((cell, c) => (c === 2 || c === 3 || c === 4 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
