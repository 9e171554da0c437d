/**
 * @jest-environment node
 *
 * Runs src/node/compile/check-content.ts (in a child process: the compile step's toolchain is
 * ESM-only): every MDX file compiles, has no placeholder prose, and every code sample is valid
 * for its language.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runTs } from '../../test-utils/run-ts';

const script = path.resolve(__dirname, '../compile/check-content.ts');
// Generous limits: the whole check takes ~10 s alone, several times that on a busy machine.
const run = (...args: string[]) => runTs(script, args, 150_000);

describe('content check', () => {
  it('passes for all of content/', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Checked \d+ MDX file\(s\)/);
  }, 180_000);

  it('reports invalid samples and placeholders with file and line', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'bad.mdx');
    fs.writeFileSync(
      file,
      ['---', 'title: Bad', '---', '', '```json', '{"model": "gpt-4o",}', '```', '', '```js', 'const x = ;', '```', '', 'Lorem ipsum.', '', '<Widget />'].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:5: json sample: invalid JSON`);
    expect(result.stderr).toContain(`${file}:9: js sample: invalid JavaScript`);
    expect(result.stderr).toContain(`${file}:13: placeholder text`);
    expect(result.stderr).toContain(`${file}:15: unknown component <Widget>`);
  }, 60_000);
});
