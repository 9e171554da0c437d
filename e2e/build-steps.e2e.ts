/**
 * The build's step timings (src/node/build-steps.ts), as the built site's build wrote them to
 * .build-reports/build-steps.json: every registered content check and data component appears with
 * its time, the data components' calls summed over Gatsby's query worker processes.
 */
import fs from 'fs';
import path from 'path';
import { walkFiles } from '../src/node/walk';

const ROOT = path.resolve(__dirname, '..');
const report = JSON.parse(fs.readFileSync(path.join(ROOT, '.build-reports/build-steps.json'), 'utf8')) as {
  registered: string[];
  steps: Array<{ name: string; group: string; ms: number; calls: number; reported: number; reads: string[] }>;
};
const step = (name: string) => report.steps.find((s) => s.name === name);

it('every registered check and data component ran in the build, with its time and what it read', () => {
  expect(report.registered.length).toBeGreaterThanOrEqual(19);
  for (const name of report.registered) {
    expect({ name, ran: (step(name)?.calls ?? 0) > 0, timed: (step(name)?.ms ?? -1) >= 0, reads: (step(name)?.reads.length ?? 0) > 0 }).toEqual({
      name,
      ran: true,
      timed: true,
      reads: true,
    });
  }
  // The site's hooks too; sourcing takes measurable time.
  expect(step('sourceNodes')).toMatchObject({ group: 'hook', calls: 1 });
  expect(step('sourceNodes')!.ms).toBeGreaterThan(0);
});

/** Whether a file writes the element outside fenced code (the page about writing pages shows it in a fence). */
function writes(file: string, element: string): boolean {
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced && new RegExp(`^\\s*<${element}\\b`).test(line)) return true;
  }
  return false;
}

it('a data component is counted once per page query that shows it, whichever worker process ran the query', () => {
  // No fragment writes <Operation>: exactly the pages whose own file does call it.
  const content = walkFiles(path.join(ROOT, 'content'), { match: /\.mdx$/ });
  expect(content.filter((file) => !file.includes(`${path.sep}docs${path.sep}`) && writes(file, 'Operation'))).toEqual([]);
  const pages = content.filter((file) => writes(file, 'Operation'));
  expect(pages.length).toBeGreaterThan(10);
  expect(step('<Operation>')!.calls).toBe(pages.length);
  expect(step('<Operation>')!.reported).toBeGreaterThanOrEqual(pages.length);
});
