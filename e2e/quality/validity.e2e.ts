/**
 * Validity gate: every HTML file of the build passes the Nu HTML Checker (vnu.jar, run once for
 * all files) without errors, and every internal link and #anchor of the build resolves.
 */
import { spawnSync } from 'child_process';
import path from 'path';
import { PUBLIC_DIR, builtHtmlFiles } from './built-site';
import { crawlLinks } from './links';

const VNU = path.resolve(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('HTML validity (Nu HTML Checker)', () => {
  it('every built HTML file has zero errors', () => {
    const files = builtHtmlFiles();
    expect(files.length).toBeGreaterThan(2);
    const run = spawnSync('java', ['-Xss2m', '-jar', VNU, '--format', 'json', '--skip-non-html', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // vnu writes its JSON report to stderr.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${path.relative(PUBLIC_DIR, (m.url ?? '').replace(/^file:/, ''))}:${m.lastLine ?? '?'} ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ''}`,
      );
    expect(errors).toEqual([]);
  }, 180_000);
});

describe('internal links', () => {
  it('every internal link, asset reference and #anchor of the build resolves', () => {
    const report = crawlLinks();
    expect(report.pages).toBeGreaterThan(2);
    expect(report.links).toBeGreaterThan(report.pages);
    expect(report.problems).toEqual([]);
  });
});
