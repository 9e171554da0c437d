/**
 * @jest-environment node
 *
 * OpenAPI references stay inside content/openapi (src/node/openapi/load.ts): the text of each
 * reference is checked before anything is resolved (refRefusal), then the real path (a link cannot
 * lead out), through the real linter in `npm run check:openapi`'s CLI.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { isInside, refRefusal } from '../load';
import { editFile as edit, lineOf, openApiProject, runOpenApiCli } from '../../../test-utils/openapi';

jest.setTimeout(120_000);

const DIR = '/repo/content/openapi';
const BASE = `${DIR}/paths/openai/embeddings.yaml`;

describe('isInside compares whole path segments', () => {
  it.each([
    ['/a/public', '/a/public', true],
    ['/a/public', '/a/public/x/y.yaml', true],
    ['/a/public', '/a/public-x/y.yaml', false],
    ['/a/public', '/a/publi', false],
    ['/a/public', '/a', false],
    ['/a/public', '/b/public/x', false],
  ])('%s contains %s: %s', (dir, target, inside) => expect(isInside(dir, target)).toBe(inside));
});

describe('refRefusal', () => {
  it.each(['../../components/schemas/Model.yaml', './OpenAIChatToolCall.yaml', 'x.yaml', '../../components/responses.yaml'])('follows %s', (ref) => {
    expect(refRefusal(ref, BASE, DIR)).toBeNull();
  });

  it.each([
    ['/proc/self/environ', /is refused: it is an absolute path/],
    ['/repo/content/openapi/x.yaml', /is refused: it is an absolute path/],
    ['//evil.example/x.yaml', /is refused: it is an absolute path/],
    ['\\\\server\\share\\x.yaml', /is refused: it is an absolute path/],
    ['http://127.0.0.1:9/x.yaml', /is refused: it names a scheme \(http:\)/],
    ['HTTPS://example.com/x.yaml', /is refused: it names a scheme \(HTTPS:\)/],
    ['file:///etc/passwd', /is refused: it names a scheme \(file:\)/],
    ['data:application/json,{}', /is refused: it names a scheme \(data:\)/],
    ['c:/windows/win.ini', /is refused: it names a scheme \(c:\)/],
    ['ftp://x/y', /is refused: it names a scheme \(ftp:\)/],
    ['../../../../.git/config', /is refused: it leaves content\/openapi\//],
    ['../../../openapi-x/y.yaml', /is refused: it leaves content\/openapi\//],
    ['../../../../../outside/canary.txt', /is refused: it leaves content\/openapi\//],
    ['..%2F..%2F..%2Fx', /is refused: write the path with "\/" only/],
    ['..\\..\\..\\x', /is refused: write the path with "\/" only/],
    ['x\u0000.yaml', /is refused: write the path with "\/" only/],
  ])('refuses %s', (ref, reason) => {
    const why = refRefusal(ref, BASE, DIR);
    expect(why).toMatch(reason);
    expect(why).toContain('an OpenAPI reference must be a relative path to a YAML file inside content/openapi/');
  });
});

describe('npm run check:openapi with references that reach out', () => {
  const EMBEDDINGS = 'content/openapi/paths/openai/embeddings.yaml';

  it('refuses each at its $ref line, reads none of them, and fetches nothing', () => {
    const root = openApiProject();
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
    fs.writeFileSync(path.join(outside, 'canary.yaml'), 'type: string\ndescription: canary-outside\n');
    // A link inside content/openapi that leads out (the build refuses links first; the loader on its own too).
    fs.symlinkSync(path.join(outside, 'canary.yaml'), path.join(root, 'content/openapi/components/schemas/Linked.yaml'));
    const refs = {
      environ: '/proc/self/environ',
      absolute: path.join(outside, 'canary.yaml'),
      url: 'http://127.0.0.1:9/schema.yaml',
      linked: '../../components/schemas/Linked.yaml',
    };
    edit(root, EMBEDDINGS, (text) =>
      text.replace(
        /operationId: createEmbedding\n/,
        `operationId: createEmbedding\n  x-probe:\n${Object.entries(refs)
          .map(([name, ref]) => `    ${name}:\n      $ref: '${ref}'\n`)
          .join('')}`,
      ),
    );
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    for (const name of Object.keys(refs)) {
      const line = lineOf(root, EMBEDDINGS, `${name}:`) + 1;
      expect(result.stdout).toMatch(new RegExp(`^${EMBEDDINGS.replace(/[./]/g, '\\$&')}:${line}: Can't resolve \\$ref: .* is refused`, 'm'));
    }
    expect(result.stdout).toContain('is a symbolic link (or inside one) that leads out of content/openapi/');
    expect(`${result.stdout}${result.stderr}`).not.toContain('canary-outside');
  });

  it('refuses externalValue, which the library would read like a reference', () => {
    const root = openApiProject();
    const model = 'content/openapi/paths/models/model.yaml';
    edit(root, model, (text) =>
      text.replace(
        '            $ref: ../../components/schemas/Model.yaml\n',
        "            $ref: ../../components/schemas/Model.yaml\n          examples:\n            far:\n              externalValue: 'http://127.0.0.1:9/example.json'\n",
      ),
    );
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    const line = lineOf(root, model, 'externalValue:');
    expect(result.stdout).toContain(`${model}:${line}: externalValue "http://127.0.0.1:9/example.json" is refused`);
  });
});
