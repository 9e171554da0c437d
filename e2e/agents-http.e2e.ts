/**
 * Agents over plain HTTP (#47 item 4): a doc URL asked for with `Accept: text/markdown` answers its
 * Markdown twin, doc pages name the twin in a Link header and vary with Accept, and every answer
 * links to /llms.txt. Checked against both servers readers meet: deploy/nginx.conf and `npm run serve`.
 */
import fs from 'fs';
import path from 'path';
import { baseUrl, launch, hydrated } from './browser';
import { startNginx, type NginxServer } from './nginx';
import { allDocs } from './docs-list';
import { markdownPath } from '../src/utils/page-url';
import { modelPagePath } from '../src/utils/model-page';
import type { Browser } from 'playwright-core';

const PUBLIC = path.resolve(__dirname, '../public');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const firstModel = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../content/models.json'), 'utf8')) as { models: Array<{ id: string }> }).models[0].id;
/** A doc at each depth, and a model page. */
const PAGES = ['/docs', allDocs().find((doc) => doc.path.split('/').length > 4)?.path ?? '/docs/get-started/quick-start', modelPagePath(firstModel)];

const twinText = (sitePath: string) => fs.readFileSync(path.join(PUBLIC, ...markdownPath(sitePath).split('/').filter(Boolean)), 'utf8');

/** The `<url>; params` entries of a Link header, whether sent as one header or several (fetch joins them with ", "). */
function links(header: string | null): string[] {
  return (header ?? '')
    .split(/,\s*(?=<)/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const varies = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

let nginx: NginxServer;
beforeAll(async () => {
  nginx = await startNginx();
});
afterAll(async () => {
  await nginx?.stop();
});

const servers: Array<[string, () => string]> = [
  ['deploy/nginx.conf', () => nginx.url],
  ['npm run serve', () => baseUrl()],
];

describe.each(servers)('under %s', (_name, origin) => {
  const get = (sitePath: string, accept?: string) => fetch(`${origin()}${sitePath}`, { headers: accept ? { Accept: accept } : {} });

  it.each(PAGES)('%s answers its Markdown twin to Accept: text/markdown', async (page) => {
    const response = await get(page, 'text/markdown');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(varies(response)).toContain('accept');
    await expect(response.text()).resolves.toBe(twinText(page));
  });

  it.each(PAGES)('%s answers HTML to a browser, names its twin in a Link header and varies with Accept', async (page) => {
    const response = await get(page, BROWSER_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(varies(response)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
    expect(links(response.headers.get('link'))).toEqual(
      expect.arrayContaining([`<${markdownPath(page)}>; rel="alternate"; type="text/markdown"`, '</llms.txt>; rel="describedby"']),
    );
    const heads = [...(await response.text()).matchAll(/<link[^>]*type="text\/markdown"[^>]*>/g)].map(([tag]) => tag);
    expect(heads).toHaveLength(1);
    expect(heads[0]).toContain('rel="alternate"');
    expect(heads[0]).toContain(`href="https://docs.llmprovider.example${markdownPath(page)}"`);
  });

  it('prefers the HTML when the agent ranks Markdown at q=0, and takes Markdown among other types', async () => {
    const refused = await get('/docs', 'text/markdown;q=0, text/html');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const listed = await get('/docs', 'text/plain;q=0.5, text/markdown;q=0.9, */*;q=0.1');
    expect(listed.headers.get('content-type')).toMatch(/^text\/markdown/);
  });

  it('links every answer to /llms.txt, without a Markdown alternate where there is no twin', async () => {
    for (const [target, status] of [
      ['/', 200],
      ['/openapi.json', 200],
      ['/docs/no-such-page', 404],
    ] as const) {
      const response = await get(target, 'text/markdown');
      expect(response.status).toBe(status);
      const entries = links(response.headers.get('link'));
      expect(entries).toContain('</llms.txt>; rel="describedby"');
      expect(entries.filter((entry) => entry.includes('text/markdown'))).toEqual([]);
      expect(response.headers.get('content-type')).not.toMatch(/markdown/);
    }
  });
});

describe('the Markdown alternate in the page head', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('follows client-side navigation to the next doc page', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/docs`);
    await hydrated(page);
    const alternate = () => page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href');
    expect(await alternate()).toBe('https://docs.llmprovider.example/docs.md');
    const target = PAGES[1];
    await page.evaluate((to) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(to), target);
    await page.waitForFunction(
      (href) => document.querySelector('head link[rel="alternate"][type="text/markdown"]')?.getAttribute('href') === href,
      `https://docs.llmprovider.example${markdownPath(target)}`,
    );
    expect(await page.locator('head link[rel="alternate"][type="text/markdown"]').count()).toBe(1);
    await page.close();
  });
});
