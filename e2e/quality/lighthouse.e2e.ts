/**
 * Lighthouse gate (mobile settings): accessibility, best practices and SEO score 100 on the home
 * page, the docs landing page and an API reference page. Lighthouse is an ES module, so it runs in
 * a spawned `node` process (scripts/bench/lighthouse.mjs) whose JSON output is read here.
 */
import { spawn } from 'child_process';
import path from 'path';
import { site } from '../browser';
import { SAMPLE_DOC } from './built-site';

interface LighthouseResult {
  url: string;
  runtimeError: string | null;
  scores: Record<string, number | null>;
  failing: Array<{ category: string; id: string; title: string; items: string[] }>;
}

function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  const script = path.resolve(__dirname, '../../scripts/bench/lighthouse.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--categories=accessibility,best-practices,seo', ...urls], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve((JSON.parse(out) as { results: LighthouseResult[] }).results);
      } catch (error) {
        reject(new Error(`unreadable lighthouse output: ${String(error)}\n${out.slice(0, 500)}\n${err.slice(-1000)}`));
      }
    });
  });
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
