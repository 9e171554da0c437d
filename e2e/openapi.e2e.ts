/**
 * The API as data, as a reader and their tools meet it in the built site: /openapi.json and
 * /openapi.yaml are one valid OpenAPI 3.1 document (linted like an outside tool would), every
 * endpoint a page shows and every sample request in the Markdown twins is an operation of it and
 * sends what its schema takes, every error code it names is catalogued, the pages show the
 * operation's blocks and link the document, and the generated Go, Java, C# and PHP tabs are
 * highlighted and take the reader's key.
 */
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { baseUrl, hydrated, site, useBrowser } from './browser';
import { startNginx, type NginxServer } from './nginx';
import { apiRequestsOf } from '../src/node/compile/api-requests';
import { operationsOf, matchOperation } from '../src/node/openapi/operations';
import { pageApiProblems } from '../src/node/openapi/samples';
import { walkFiles } from '../src/node/walk';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const API = 'https://api.llmprovider.example';

const published = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'openapi.json'), 'utf8')) as Record<string, unknown> & {
  paths: Record<string, Record<string, { operationId: string; externalDocs: { url: string }; responses: Record<string, unknown> }>>;
  components: { responses: Record<string, { 'x-error-codes'?: string[] }> };
};
const operations = operationsOf(published);

describe('the published document', () => {
  it('is valid OpenAPI 3.1 with no lint problems, read as an outside tool reads it', () => {
    expect(published.openapi).toBe('3.1.0');
    const out = execFileSync(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'src/node/openapi/cli.ts', `--lint-published=${path.join(PUBLIC, 'openapi.json')}`],
      {
        cwd: ROOT,
        env: { ...process.env, TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    ).toString();
    expect(out).toBe('');
  });

  it('is the same document as YAML', () => {
    // Read with the linter's own YAML parser (an ES module: in a child process).
    const script = `import fs from 'node:fs'; import { parseYaml } from '@redocly/openapi-core'; process.stdout.write(JSON.stringify(parseYaml(fs.readFileSync(process.argv[1], 'utf8'))));`;
    const parsed = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, path.join(PUBLIC, 'openapi.yaml')], {
        cwd: ROOT,
        maxBuffer: 64 * 1024 * 1024,
      }).toString(),
    ) as unknown;
    expect(parsed).toEqual(published);
  });

  it('names only error codes of content/errors.json, each with an example', () => {
    const catalog = JSON.parse(fs.readFileSync(path.join(ROOT, 'content/errors.json'), 'utf8')) as { errors: Array<{ code: string }> };
    const known = new Set(catalog.errors.map((e) => e.code));
    const named = [...JSON.stringify(published).matchAll(/"x-error-codes":\[([^\]]*)\]/g)].flatMap((m) => JSON.parse(`[${m[1]}]`) as string[]);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((code) => !known.has(code))).toEqual([]);
    const examples = (published.components as unknown as { examples: Record<string, unknown> }).examples;
    for (const code of new Set(named)) expect(Object.keys(examples).some((name) => name.endsWith(`-${code}`))).toBe(true);
  });

  it('links each operation to its page, which exists and links back to the document', () => {
    for (const operation of operations) {
      const url = new URL(operation.page);
      const html = fs.readFileSync(path.join(PUBLIC, url.pathname, 'index.html'), 'utf8');
      expect([operation.id, html.includes(`<code>${operation.id}</code>`)]).toEqual([operation.id, true]);
      expect(html).toContain('href="/openapi.json"');
    }
  });
});

describe('the pages against the document', () => {
  const twins = walkFiles(path.join(PUBLIC, 'docs'), { match: /\.md$/ });

  it('shows only endpoints the document has, in every http block of every page', () => {
    let lines = 0;
    for (const file of walkFiles(path.join(PUBLIC, 'docs'), { match: /^index\.html$/ })) {
      const html = fs.readFileSync(file, 'utf8');
      for (const block of html.matchAll(/<code class="language-http"[^>]*>([\s\S]*?)<\/code>/g)) {
        const text = block[1].replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
        for (const match of text.matchAll(/^(GET|POST|PUT|PATCH|DELETE)\s+https:\/\/api\.llmprovider\.example(\S*)/gm)) {
          lines++;
          const requestPath = match[2].split('?')[0];
          expect([path.relative(PUBLIC, file), match[1], requestPath, matchOperation(operations, match[1], requestPath)?.id ?? null]).toEqual([
            path.relative(PUBLIC, file),
            match[1],
            requestPath,
            expect.any(String),
          ]);
        }
      }
    }
    expect(lines).toBeGreaterThanOrEqual(operations.length);
  });

  it('sends, in every sample of every Markdown twin, requests the document has with bodies its schemas take', () => {
    const problems: string[] = [];
    let requests = 0;
    for (const file of twins) {
      const markdown = fs.readFileSync(file, 'utf8');
      const samples = [...markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
        lang: m[1].toLowerCase(),
        code: m[2],
        line: markdown.slice(0, m.index).split('\n').length,
      }));
      const found = apiRequestsOf(samples, API);
      requests += found.length;
      problems.push(...pageApiProblems(path.relative(PUBLIC, file), [], found, operations, API));
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(150);
  });

  it('carries the request tables into the Markdown twins and llms-full.txt', () => {
    const twin = fs.readFileSync(path.join(PUBLIC, 'docs/api-reference/openai/embedding.md'), 'utf8');
    expect(twin).toContain('| Name | Type | Required | Default | Description |');
    expect(twin).toMatch(/^\| `model` \| string \| Yes \|/m);
    expect(twin).toContain('POST https://api.llmprovider.example/v1/embeddings');
    expect(twin).not.toContain('\uE000');
    expect(fs.readFileSync(path.join(PUBLIC, 'llms-full.txt'), 'utf8')).toMatch(/^\| `dimensions` \| integer \| No \|/m);
    expect(fs.readFileSync(path.join(PUBLIC, 'llms.txt'), 'utf8')).toContain('/openapi.json');
  });
});

describe('generated samples in the browser', () => {
  const browser = useBrowser();

  it('offers Go, Java, C# and PHP after curl, Python and Node, highlighted, with the key the reader typed', async () => {
    const { page } = browser;
    await page.goto(site('/docs/api-reference/openai/embedding'));
    await hydrated(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual(['curl', 'Python', 'Node.js', 'Go', 'Java', 'C#', 'PHP']);
    await page.getByLabel('Your API key').fill('sk-test-4242');
    await page.getByRole('tab', { name: 'Go' }).first().click();
    const panel = page.getByRole('tabpanel').filter({ hasText: 'package main' }).first();
    await expect(panel.isVisible()).resolves.toBe(true);
    // The key shows masked in place of the placeholder, as in every sample.
    await panel.locator('.tk-key').first().waitFor();
    await expect(panel.textContent()).resolves.not.toContain('YOUR_API_KEY');
    await expect(panel.locator('.tk-key').first().textContent()).resolves.toContain('4242');
    // Highlighted at build time: the Go keywords are tokens.
    await expect(panel.locator('code span').count()).resolves.toBeGreaterThan(10);
    // The choice is the page's language group: every group now shows Go where it has one.
    await expect(page.getByRole('tab', { name: 'Go', selected: true }).count()).resolves.toBe(await page.getByRole('tab', { name: 'Go' }).count());
    expect(browser.errors).toEqual([]);
  });
});

describe('the document under nginx (deploy/nginx.conf)', () => {
  let nginx: NginxServer;
  beforeAll(async () => {
    nginx = await startNginx();
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it.each([
    ['/openapi.json', 'application/json'],
    ['/openapi.yaml', 'application/yaml'],
  ])('serves %s as %s, revalidated, compressed, readable from other origins', async (file, type) => {
    const response = await fetch(`${nginx.url}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toContain('3.1.0');
  });

  it('sends no cross-origin header for the pages', async () => {
    const response = await fetch(`${nginx.url}/docs/api-reference/openai/chat`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is what `npm run serve` serves too', async () => {
    const response = await fetch(`${baseUrl()}/openapi.yaml`);
    expect(response.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
