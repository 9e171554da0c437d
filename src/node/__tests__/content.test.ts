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
      ['---', 'title: Bad', '---', '', '```json', '{"model": "gpt-4o",}', '```', '', '```js', 'const x = ;', '```', '', 'Lorem ipsum.', '', '<Widget />'].join(
        '\n',
      ),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:5: json sample: invalid JSON`);
    expect(result.stderr).toContain(`${file}:9: js sample: invalid JavaScript`);
    expect(result.stderr).toContain(`${file}:13: placeholder text`);
    expect(result.stderr).toContain(`${file}:15: unknown component <Widget>`);
  }, 60_000);

  it('fails on a <Shared name="…" /> without a fragment in content/shared, naming file, line and the known names', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'shared.mdx');
    const known = fs
      .readdirSync(path.resolve(__dirname, '../../../content/shared'))
      .map((f) => f.replace(/\.mdx$/, ''))
      .sort()
      .join(', ');
    expect(known).toContain('dify-auth');
    fs.writeFileSync(
      file,
      ['---', 'title: Shared', '---', '', '## Authentication', '', '<Shared name="dify-auth" />', '', '<Shared name="dify-autth" />', ''].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').filter((line) => line.includes('Shared'))).toEqual([
      `${file}:9: <Shared name="dify-autth" /> names no fragment: there is no content/shared/dify-autth.mdx. Use one of ${known}, or create that file.`,
    ]);
  }, 60_000);

  it('fails on an error code that content/errors.json lacks or pairs with another status, naming file and line', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'errors.mdx');
    fs.writeFileSync(
      file,
      [
        '---',
        'title: Errors',
        '---',
        '',
        '| Status | Code | Cause | Fix |',
        '| --- | --- | --- | --- |',
        '| 401 | `missing_api_key` | No key. | Send it. |',
        '| 400 | `no_such_code` | Made up. | None. |',
        '| 403 | `invalid_api_key` | Wrong status. | None. |',
        '',
        '```json',
        '{',
        '  "error": {"message": "m", "type": "invalid_request_error", "param": null, "code": "invented_code"}',
        '}',
        '```',
        '',
        'Dify answers `{"code": "invalid_param", "message": "m", "status": 404}` here.',
        '',
        '| When | Status or `error.code` | Cause | Fix |',
        '| --- | --- | --- | --- |',
        '| Submit | 400 `voice_limit_reached` | Wrong status. | None. |',
        '',
        '<ErrorCatalog codes="missing_api_key not_a_code" />',
      ].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith(file));
    expect(lines).toEqual([
      `${file}:8: error table uses the code "no_such_code", which content/errors.json does not list: add it to content/errors.json or use a listed code`,
      `${file}:9: error table pairs "invalid_api_key" with status 403, but content/errors.json gives it 401: write 401, or change the catalogue`,
      `${file}:13: sample error body uses the code "invented_code", which content/errors.json does not list: add it to content/errors.json or use a listed code`,
      `${file}:17: sample error body pairs "invalid_param" with status 404, but content/errors.json gives it 400: write 400, or change the catalogue`,
      `${file}:21: error table pairs "voice_limit_reached" with status 400, but content/errors.json gives it 403: write 403, or change the catalogue`,
      `${file}:23: error table uses the code "not_a_code", which content/errors.json does not list: add it to content/errors.json or use a listed code`,
    ]);
  }, 60_000);

  it('fails on samples that cannot run as pasted: example.com URLs sent to the gateway, endless polling loops', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-')), 'samples.mdx');
    fs.writeFileSync(
      file,
      [
        '---',
        'title: Samples',
        '---',
        '',
        '```bash',
        'curl https://api.llmprovider.example/v1/chat/completions -d \'{"image": "https://example.com/cat.jpg"}\'',
        'while true; do',
        '  sleep 5',
        'done',
        '```',
        '',
        '```json',
        '{"image": "https://cdn.example.com/a.png"}',
        '```',
        '',
        '```python',
        'import time',
        'while True:',
        '    time.sleep(5)',
        '```',
        '',
        '```python',
        'import time',
        'deadline = time.monotonic() + 60',
        'while True:',
        '    if time.monotonic() > deadline:',
        '        raise TimeoutError',
        '    time.sleep(5)',
        '```',
        '',
        'A link for readers is fine: [docs](https://example.com/docs).',
        '',
        '```text',
        'See https://example.com/page',
        '```',
      ].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith(file));
    expect(lines).toEqual([
      `${file}:5: bash sample: sends https://example.com/cat.jpg to the gateway, which would have to download it and cannot: put the file in static/samples/ and send https://docs.llmprovider.example/samples/<file>`,
      `${file}:5: bash sample: \`while true\` loops forever when the submit failed or the task never ends: check the submit, then loop \`while [ "$(date +%s)" -lt "$deadline" ]\` and exit 1 when the deadline passes`,
      `${file}:12: json sample: sends https://cdn.example.com/a.png to the gateway, which would have to download it and cannot: put the file in static/samples/ and send https://docs.llmprovider.example/samples/<file>`,
      `${file}:16: python sample: polls in an endless loop: give it a deadline (e.g. \`deadline = time.monotonic() + 900\`) and stop with an error when it passes`,
    ]);
  }, 60_000);
});
