/**
 * @jest-environment node
 *
 * The Markdown export uses ESM-only packages that Jest cannot load, so each case runs the real
 * converter in a child `node` process through ./cli.ts.
 */
import { spawnSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../../..');
const CLI = path.resolve(__dirname, '../cli.ts');
const FIXTURE = path.resolve(__dirname, 'fixtures/sample.mdx');

function convert(file: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ['-r', 'ts-node/register/transpile-only', CLI, file, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node' }) },
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`cli.ts failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function mdxFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-docs-'));
  tempDirs.push(dir);
  const file = path.join(dir, 'page.mdx');
  fs.writeFileSync(file, text);
  return file;
}

jest.setTimeout(60_000);

describe('MDX → Markdown', () => {
  const markdown = convert(FIXTURE, ['--path', '/docs/api-reference/sample/chat']);

  it('matches the reviewed output for the fixture page', () => {
    expect(markdown).toBe(fs.readFileSync(path.resolve(__dirname, 'fixtures/sample.md'), 'utf8'));
  });

  it('starts with the title as the only h1, then the description once', () => {
    expect(markdown.startsWith('# Sample Chat\n\nA fixture page that uses every construct the Markdown export handles.\n\nRead ')).toBe(true);
    expect(markdown.match(/^# /gm)).toHaveLength(1);
    expect(markdown.match(/A fixture page that uses every construct/g)).toHaveLength(1);
  });

  it('turns each tab into its bold label followed by its code block, keeping the fence title only', () => {
    expect(markdown).toContain('**curl**\n\n```bash title="chat.sh"\ncurl https://api.llmprovider.example/v1/chat/completions \\\n');
    expect(markdown).toContain('**Python**\n\n```python\nfrom openai import OpenAI\n');
    expect(markdown).not.toMatch(/<\/?Tabs|<\/?TabItem|groupId/);
  });

  it('turns callouts into blockquotes that open with their kind and title', () => {
    expect(markdown).toContain('> **Warning: Keep your key secret**\n>\n> Never put `YOUR_API_KEY` in **browser** code.\n>\n> A second paragraph.');
    expect(markdown).toContain('> **Tip**\n>\n> One-line tip.');
    expect(markdown).not.toContain('Callout');
  });

  it('keeps GitHub alerts and tables', () => {
    expect(markdown).toContain('> [!NOTE]\n> A GitHub alert with `code`.');
    expect(markdown).toContain('| Name | Type | Required | Description |');
    expect(markdown).toContain('| `stream` | boolean | no | Pipe \\| inside a cell. |');
  });

  it('removes imports, exports, comments and unknown components but keeps element text', () => {
    expect(markdown).not.toMatch(/^import |^export |An MDX comment|Diagram|<kbd>|<br/m);
    expect(markdown).toContain('the Ctrl key');
    expect(markdown).toContain('`gpt-4o`. Any id from the catalogue.');
  });

  it('makes site links and anchors absolute and leaves other sites alone', () => {
    expect(markdown).toContain('[error codes](https://docs.llmprovider.example/docs/get-started/error-codes#429-too-many-requests)');
    expect(markdown).toContain('[request body](https://docs.llmprovider.example/docs/api-reference/sample/chat#request-body)');
    expect(markdown).toContain('[vendor docs](https://platform.example.com/docs)');
    expect(markdown).toContain('![Flow](https://docs.llmprovider.example/img/flow.png)');
  });

  it('follows the configured site URL, path prefix and API base URL', () => {
    const site = JSON.stringify({ url: 'https://help.example.org', baseUrl: '/llm-docs/', apiBaseUrl: 'https://gw.example.org' });
    const other = convert(FIXTURE, ['--path', '/docs/x', '--site', site]);
    expect(other).toContain('[error codes](https://help.example.org/llm-docs/docs/get-started/error-codes#429-too-many-requests)');
    expect(other).toContain('[request body](https://help.example.org/llm-docs/docs/x#request-body)');
    expect(other).toContain('curl https://gw.example.org/v1/chat/completions');
    expect(other).toContain('base_url="https://gw.example.org/v1"');
    expect(other).not.toContain('api.llmprovider.example');
  });

  it('adds the description when the body does not open with it, and handles pages without one', () => {
    const withIntro = convert(mdxFile('---\ntitle: T\ndescription: "Short summary."\n---\n\nA different intro.\n'));
    expect(withIntro).toBe('# T\n\nShort summary.\n\nA different intro.\n');
    const bare = convert(mdxFile('---\ntitle: Bare\n---\n\n## Only a heading\n'));
    expect(bare).toBe('# Bare\n\n## Only a heading\n');
  });

  it('keeps code that contains fences intact', () => {
    const page = convert(mdxFile('---\ntitle: Fences\n---\n\n````md\n```js\nlet a = 1;\n```\n````\n'));
    expect(page).toBe('# Fences\n\n````md\n```js\nlet a = 1;\n```\n````\n');
  });
  it('renders a data-driven component through its renderer, with site links made absolute', () => {
    const page = convert(mdxFile("---\ntitle: Models\n---\n\nimport ModelCatalog from './x'\n\nAll models:\n\n<ModelCatalog />\n\nAfter.\n"), [
      '--models',
      path.resolve(__dirname, 'fixtures/models.json'),
    ]);
    expect(page).toContain('All models:\n\nPrices in USD, checked on 2025-07-31.\n\n| Model | Vendor |');
    expect(page).toContain(
      '| [`gpt-4o`](https://docs.llmprovider.example/docs/models/gpt-4o) | OpenAI | chat | active | 128,000 | $2.50 / 1M tokens | $10.00 / 1M tokens | streaming, tools | openai | [docs](https://docs.llmprovider.example/docs/api-reference/openai/chat) |',
    );
    expect(page).toContain('|\n\nAfter.\n');
    expect(page).not.toContain('ModelCatalog');
    const without = convert(mdxFile('---\ntitle: Models\n---\n\nAll models:\n\n<ModelCatalog />\n\nAfter.\n'));
    expect(without).toBe('# Models\n\nAll models:\n\nAfter.\n');
  });
});
