/**
 * @jest-environment node
 *
 * Runs scripts/check-content.mjs: every MDX file compiles, has no placeholder prose, and every
 * code sample is valid for its language.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const script = path.resolve(__dirname, '../../../scripts/check-content.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', cwd: path.resolve(__dirname, '../../..') });

describe('content check', () => {
  it('passes for all of content/', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Checked \d+ MDX file\(s\)/);
  }, 60_000);

  it('reports invalid samples and placeholders with file and line', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'bad.mdx');
    fs.writeFileSync(
      file,
      ['---', 'title: Bad', '---', '', '```json', '{"model": "gpt-4o",}', '```', '', '```js', 'const x = ;', '```', '', 'Lorem ipsum.'].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:5: json sample: invalid JSON`);
    expect(result.stderr).toContain(`${file}:9: js sample: invalid JavaScript`);
    expect(result.stderr).toContain(`${file}:13: placeholder text`);
  }, 60_000);
});
