/**
 * @jest-environment node
 *
 * The checks the build runs on content/openapi and the pages, through `npm run check:openapi`'s
 * CLI (the real linter, an ES module, in a child process), on copies of the project's content with
 * one thing broken each time: every failure names the YAML or MDX file and line.
 */
import fs from 'fs';
import path from 'path';
import { editFile as edit, lineOf, openApiProject, runOpenApiCli } from '../../../test-utils/openapi';

jest.setTimeout(120_000);

const project = openApiProject;

const EMBEDDINGS = 'content/openapi/paths/openai/embeddings.yaml';

describe('npm run check:openapi', () => {
  it('passes on the project as it is', () => {
    const result = runOpenApiCli([]);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on invalid YAML, naming the file and line', () => {
    const root = project();
    edit(root, EMBEDDINGS, (text) => text.replace('operationId: createEmbedding', 'operationId: createEmbedding\n  summary: [unclosed'));
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    // A referenced file that does not parse is reported where the parser stopped in it.
    const line = lineOf(root, EMBEDDINGS, 'summary: [unclosed');
    expect(result.stdout).toMatch(new RegExp(`^${EMBEDDINGS.replace(/[./]/g, '\\$&')}:(${line}|${line + 1}): Failed to parse`, 'm'));
  });

  it('fails on an unknown error code and on a broken $ref, naming the YAML file and line', () => {
    const root = project();
    edit(root, EMBEDDINGS, (text) =>
      text
        .replace(/x-error-codes: \[([^\]]*)\]/, 'x-error-codes: [$1, no_such_code]')
        .replace(/\$ref: \.\.\/\.\.\/components\/schemas\/OpenAIEmbeddingRequest\.yaml/, '$ref: ../../components/schemas/NoSuchSchema.yaml'),
    );
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    const codeLine = lineOf(root, EMBEDDINGS, 'no_such_code');
    const refLine = lineOf(root, EMBEDDINGS, 'NoSuchSchema.yaml');
    expect(result.stdout).toContain(
      `${EMBEDDINGS}:${codeLine}: unknown error code "no_such_code": add it to content/errors.json, or name a code that is there. [site/error-codes]`,
    );
    expect(result.stdout).toContain(`${EMBEDDINGS}:${refLine}: Can't resolve $ref`);
  });

  it('fails on an invalid document (a response without its description), naming the file and line', () => {
    const root = project();
    edit(root, 'content/openapi/components/responses.yaml', (text) => text.replace('  description: The key is missing, unknown or expired.\n', ''));
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^content\/openapi\/components\/responses\.yaml:\d+: .*description.*\[struct\]$/m);
  });

  it('fails on a page that shows an endpoint the document lacks, and on a sample body the schema rejects, naming the page and line', () => {
    const page = [
      '---',
      'title: "Embeddings"',
      '---',
      '',
      '## Endpoint',
      '',
      '<Operation id="createEmbeddings" part="endpoint" />',
      '',
      '```bash',
      'curl https://api.llmprovider.example/v1/embeddings \\',
      '  -H "Authorization: Bearer YOUR_API_KEY" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '{"model": "text-embedding-3-small", "input": "Hi", "dimension": 512}'`,
      '```',
      '',
      '```bash',
      'curl https://api.llmprovider.example/v1/embedding -H "Authorization: Bearer YOUR_API_KEY"',
      '```',
      '',
    ].join('\n');
    const root = project({ 'api-reference/openai/embedding.mdx': page });
    const result = runOpenApiCli([], root);
    expect(result.status).toBe(1);
    const file = 'content/docs/api-reference/openai/embedding.mdx';
    expect(result.stdout).toContain(`${file}:7: <Operation id="createEmbeddings">: "createEmbeddings" is not an operationId of content/openapi`);
    expect(result.stdout).toContain(
      `${file}:10: curl sample: the body does not match the request schema of createEmbedding (OpenAIEmbeddingRequest): unknown field "dimension".`,
    );
    expect(result.stdout).toContain(`${file}:17: curl sample: GET /v1/embedding is not an endpoint of content/openapi`);
  });

  it('lints a published document as a reader would', () => {
    const root = project();
    const published = path.join(root, 'published.json');
    fs.writeFileSync(published, JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/x': { get: { responses: {} } } } }));
    const result = runOpenApiCli([`--lint-published=${published}`], root);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('published.json:');
  });
});
