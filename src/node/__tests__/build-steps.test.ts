/**
 * @jest-environment node
 *
 * Build step timings (src/node/build-steps.ts): each registered content check (src/node/checks.ts)
 * and data component (src/node/data-component-steps.ts) appears with its time when the site's
 * createPages and Mdx.content resolver run it; records of several processes add up.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  PROCESS_STEPS_DIR,
  buildStepTimings,
  clearProcessSteps,
  mergeStepTimings,
  persistStepTimings,
  recordStep,
  resetStepTimings,
  stepTable,
  stepTimings,
  timeStep,
  timeStepAsync,
  timedHook,
  type StepTiming,
} from '../build-steps';
import { baseNodes, runCreatePagesWith } from '../../test-utils/create-pages';

jest.mock('../compile', () => ({
  ...jest.requireActual('../compile/errors'),
  compileMdx: jest.fn(() => ({ tree: [], headings: [], links: [], markdown: null, dataComponents: [] })),
}));

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

beforeEach(() => resetStepTimings());

describe('recording', () => {
  const meta = { name: 'a check', group: 'check', reads: ['content/'] } as const;

  it('timeStep adds each call: its time, and what it reported', () => {
    expect(
      timeStep(
        meta,
        () => (busy(5), ['x', 'y']),
        (r) => r.length,
      ),
    ).toEqual(['x', 'y']);
    timeStep(
      meta,
      () => [],
      (r) => r.length,
    );
    const [step] = stepTimings();
    expect(step).toMatchObject({ name: 'a check', group: 'check', reads: ['content/'], calls: 2, reported: 2 });
    expect(step.ms).toBeGreaterThanOrEqual(5);
  });

  it('timeStepAsync runs until the promise settles', async () => {
    await timeStepAsync(
      meta,
      () => new Promise<number>((resolve) => setTimeout(() => resolve(3), 20)),
      (n) => n,
    );
    expect(stepTimings()[0].ms).toBeGreaterThanOrEqual(15);
    expect(stepTimings()[0].reported).toBe(3);
  });

  it('timedHook keeps the arity at zero (Gatsby reads a hook of arity 3 as callback-style) and times sync and async hooks', async () => {
    const sync = timedHook('onX', [], (a: number, b: number) => (busy(2), a + b));
    const later = timedHook('onY', [], async (a: number) => a * 2);
    expect(sync.length).toBe(0);
    expect(sync(1, 2)).toBe(3);
    await expect(later(4)).resolves.toBe(8);
    expect(stepTimings().map((s) => [s.name, s.group, s.calls])).toEqual([
      ['onX', 'hook', 1],
      ['onY', 'hook', 1],
    ]);
  });

  it('a hook that rejects is still timed, and its error passes through', async () => {
    const failing = timedHook('onZ', [], async () => {
      throw new Error('no');
    });
    await expect(failing()).rejects.toThrow('no');
    expect(stepTimings().map((s) => s.name)).toEqual(['onZ']);
  });
});

describe('several processes', () => {
  const step = (name: string, ms: number, calls = 1, group: StepTiming['group'] = 'data'): StepTiming => ({
    name,
    group,
    reads: [],
    ms,
    calls,
    reported: calls,
  });

  it('mergeStepTimings adds calls, time and reports per step', () => {
    expect(mergeStepTimings([[step('<Operation>', 10, 2)], [step('<Operation>', 5, 1), step('<Shared>', 1)]])).toEqual([
      step('<Operation>', 15, 3),
      step('<Shared>', 1),
    ]);
  });

  it("buildStepTimings reads every process's file and this process's record; clearProcessSteps forgets them", () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-steps-'));
    fs.mkdirSync(path.join(cacheDir, PROCESS_STEPS_DIR));
    fs.writeFileSync(path.join(cacheDir, PROCESS_STEPS_DIR, '1.json'), JSON.stringify([step('<Operation>', 40, 4)]));
    fs.writeFileSync(path.join(cacheDir, PROCESS_STEPS_DIR, '2.json'), JSON.stringify([step('<Operation>', 60, 6)]));
    persistStepTimings(cacheDir);
    recordStep({ name: 'links and anchors', group: 'check', reads: [] }, 7, 0);
    const merged = buildStepTimings(cacheDir);
    expect(merged.map((s) => [s.name, s.ms, s.calls])).toEqual([
      ['links and anchors', 7, 1],
      ['<Operation>', 100, 10],
    ]);
    // This process wrote its own file (not counted twice above).
    expect(fs.existsSync(path.join(cacheDir, PROCESS_STEPS_DIR, `${process.pid}.json`))).toBe(true);
    clearProcessSteps(cacheDir);
    expect(fs.existsSync(path.join(cacheDir, PROCESS_STEPS_DIR))).toBe(false);
  });

  it('stepTable lists hooks, then checks, then data components, slowest first in each, with time and calls', () => {
    const table = stepTable([step('<Shared>', 10, 2), step('links', 5, 1, 'check'), step('sourceNodes', 2000, 1, 'hook'), step('<Operation>', 300, 9)]);
    const rows = table.split('\n').map((line) => line.split(/\s{2,}/));
    expect(rows[0]).toEqual(['step', 'kind', 'time', 'calls', 'reported', 'reads']);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['sourceNodes', '2.00 s', '1'],
      ['links', '0.01 s', '1'],
      ['<Operation>', '0.30 s', '9'],
      ['<Shared>', '0.01 s', '2'],
    ]);
  });
});

describe('the registered steps of the site', () => {
  it('createPages runs every registered content check once, each with its time; the hook is timed too', async () => {
    const { CONTENT_CHECKS } = await import('../checks');
    const { createPages } = await import('../gatsby/site-node');
    const { rep } = await runCreatePagesWith(createPages, baseNodes());
    expect(rep.panicOnBuild).not.toHaveBeenCalled();
    const timings = new Map(stepTimings().map((s) => [s.name, s]));
    for (const check of CONTENT_CHECKS) {
      expect(timings.get(check.name)).toMatchObject({ group: 'check', calls: 1, reported: 0, reads: check.reads });
      expect(timings.get(check.name)!.ms).toBeGreaterThanOrEqual(0);
    }
    expect(timings.get('createPages')).toMatchObject({ group: 'hook', calls: 1 });
    expect(new Set(CONTENT_CHECKS.map((c) => c.name)).size).toBe(CONTENT_CHECKS.length);
  });

  it('a check that finds problems reports their number, and the build fails with its heading', async () => {
    const { CONTENT_CHECKS } = await import('../checks');
    const { createPages } = await import('../gatsby/site-node');
    const nodes = baseNodes();
    nodes.push({ ...nodes[0], id: 'again', internal: { contentFilePath: `${nodes[0].internal.contentFilePath}.copy` } });
    const { rep } = await runCreatePagesWith(createPages, nodes);
    const duplicate = CONTENT_CHECKS.find((c) => c.name === 'duplicate URLs')!;
    expect(stepTimings().find((s) => s.name === duplicate.name)).toMatchObject({ calls: 1, reported: 1 });
    expect(rep.panicOnBuild).toHaveBeenCalledWith(
      expect.objectContaining({ context: { sourceMessage: expect.stringMatching(new RegExp(`^${duplicate.heading}:\n`)) } }),
    );
  });

  it("the Mdx.content resolver fills each registered data component a page uses and times it, a fragment's components too", async () => {
    const { DATA_COMPONENTS } = await import('../data-component-steps');
    const { createResolvers } = await import('../gatsby/site-node');
    let config: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {};
    (createResolvers as (args: unknown) => void)({ createResolvers: (c: typeof config) => (config = c) });
    const page = (tree: unknown[], dataComponents: string[], extra: Record<string, unknown> = {}) => ({
      fields: { page: { kind: 'doc', slug: '/docs/x', sourcePath: 'content/docs/x.mdx', treeJson: JSON.stringify(tree), dataComponents, ...extra } },
    });
    // The page includes a fragment that shows the model catalogue's check date.
    const fragment = page([['PricesCheckedOn', {}]], ['PricesCheckedOn'], { kind: 'fragment', fragment: 'checked' });
    const findOne = jest.fn(async () => fragment);
    const findAll = jest.fn(async () => ({ entries: [] }));
    const tree = await config.Mdx.content.resolve(
      page(
        [
          ['p', null, 'Hi'],
          ['Shared', { name: 'checked' }],
        ],
        ['Shared'],
      ),
      {},
      { nodeModel: { findOne, findAll } },
    );
    expect(JSON.stringify(tree)).toContain('PricesCheckedOn');
    const timings = new Map(stepTimings().map((s) => [s.name, s]));
    const shared = DATA_COMPONENTS.find((d) => d.component === 'Shared')!;
    const checked = DATA_COMPONENTS.find((d) => d.component === 'PricesCheckedOn')!;
    expect(timings.get(shared.name)).toMatchObject({ group: 'data', calls: 1, reported: 1 });
    expect(timings.get(checked.name)).toMatchObject({ group: 'data', calls: 1, reported: 1 });
    // No other component ran for this page.
    expect([...timings.keys()].filter((name) => DATA_COMPONENTS.some((d) => d.name === name)).sort()).toEqual([checked.name, shared.name].sort());
    expect(new Set(DATA_COMPONENTS.map((d) => d.component)).size).toBe(DATA_COMPONENTS.length);
  });
});
