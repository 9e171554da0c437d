/**
 * Lighthouse gate (mobile settings): accessibility, best practices and SEO score 100 on the home
 * page, the docs landing page and an API reference page. Lighthouse is an ES module, so it runs in
 * a spawned `node` process (scripts/bench/lighthouse.mjs) whose JSON output is read here.
 */
import { site } from '../browser';
import { SAMPLE_DOC, runJsonScript } from './built-site';

interface LighthouseResult {
  url: string;
  runtimeError: string | null;
  scores: Record<string, number | null>;
  failing: Array<{ category: string; id: string; title: string; items: string[] }>;
}

async function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  return (await runJsonScript<{ results: LighthouseResult[] }>('lighthouse.mjs', ['--categories=accessibility,best-practices,seo', ...urls])).results;
}

describe('Lighthouse (mobile)', () => {
  const paths = ['/', '/docs', SAMPLE_DOC];
  let results: LighthouseResult[];

  beforeAll(async () => {
    results = await runLighthouse(paths.map((p) => site(p)));
  }, 300_000);

  it.each(paths)('%s scores 100 for accessibility, best practices and SEO', (pathname) => {
    const result = results.find((r) => r.url === site(pathname));
    expect(result).toBeDefined();
    expect(result!.runtimeError).toBeNull();
    // The failing audits are part of the comparison so a failure says what to fix.
    expect({ scores: result!.scores, failing: result!.failing }).toEqual({
      scores: { accessibility: 100, 'best-practices': 100, seo: 100 },
      failing: [],
    });
  });
});
