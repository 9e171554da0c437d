/**
 * @jest-environment node
 *
 * The OpenAPI example rules on a worker thread (src/node/openapi/example-lint.ts), as the build runs
 * them: the problems they find are the ones the whole lint (`npm run check:openapi`) reports, with
 * the YAML file and line. The thread runs plain Node, so it loads the linter Jest cannot.
 */
import fs from 'fs';
import path from 'path';
import { startExampleLint } from '../example-lint';
import { editFile, lineOf, openApiProject, PROJECT_DIR, runOpenApiCli } from '../../../test-utils/openapi';

jest.setTimeout(120_000);

const EMBEDDINGS = 'content/openapi/paths/openai/embeddings.yaml';
/** Inside the project, as the build's is: the worker's script requires the linter from the project's node_modules. */
const made: string[] = [];
const cacheDir = () => {
  fs.mkdirSync(path.join(PROJECT_DIR, 'node_modules/.cache'), { recursive: true });
  made.push(fs.mkdtempSync(path.join(PROJECT_DIR, 'node_modules/.cache/example-lint-')));
  return made[made.length - 1];
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the example rules on a worker thread', () => {
  it('find nothing in the project as it is', async () => {
    expect(await startExampleLint(PROJECT_DIR, cacheDir())).toEqual([]);
  });

  it('find an example its schema rejects, naming the file and line, as the whole lint does', async () => {
    const root = openApiProject();
    editFile(root, EMBEDDINGS, (text) => text.replace('                index: 0\n', '                index: "zero"\n'));
    const line = lineOf(root, EMBEDDINGS, 'index: "zero"');
    const apart = await startExampleLint(root, cacheDir(), { codeDir: PROJECT_DIR });
    const file = EMBEDDINGS.replace(/[./]/g, '\\$&');
    expect(apart).toContainEqual(expect.stringMatching(new RegExp(`^${file}:${line}: .*\\[no-invalid-media-type-examples\\]$`)));
    for (const problem of apart) expect(problem).toMatch(new RegExp(`^${file}:\\d+: .*\\[no-invalid-media-type-examples\\]$`));
    const whole = runOpenApiCli([], root);
    expect(whole.status).toBe(1);
    expect(whole.stdout.split('\n')).toEqual(expect.arrayContaining(apart));
  });
});
