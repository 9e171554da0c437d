/**
 * deploy/nginx.conf against a hostile visitor, with the real nginx: no redirect ever leaves the
 * host (paths that start with `//` or a backslash, raw or percent-encoded), malformed request
 * lines get the not-found page, build files (source maps, webpack statistics) are not served
 * unless the configuration's switch is turned on, every answer carries a Permissions-Policy, and
 * deploy/csp.conf allows every inline script of the build it is served with.
 */
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import { policyOfInclude, scriptsMissingFromPolicy } from '../src/node/csp';
import { builtWith, useBrowser } from './browser';
import { startNginx, type NginxServer } from './nginx';
import { walkFiles } from '../src/node/walk';

const ROOT = path.resolve(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');

/** One HTTP/1.1 request with the request target sent byte for byte (fetch would normalise `\` and `//`). */
function rawGet(port: number, target: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Request targets that would name another host once a browser resolved them as a Location. */
const OFF_HOST = [
  '//evil.example/',
  '//evil.example',
  '//evil.example.html',
  '//evil.example/index.html',
  '/\\evil.example/',
  '/\\evil.example.html',
  '/%2F%2Fevil.example/',
  '/%2f%2fevil.example.html',
  '/%2F/evil.example/',
  '/%5Cevil.example/',
  '/%5cevil.example.html',
  '/%5C%5Cevil.example/index.html',
  '///evil.example/?q=1',
];

let nginx: NginxServer;

beforeAll(async () => {
  nginx = await startNginx();
});

afterAll(async () => {
  await nginx?.stop();
});

describe('nginx never redirects to another host', () => {
  it.each(OFF_HOST)('%s answers the not-found page, without a Location', async (target) => {
    const response = await rawGet(nginx.port, target);
    expect(response.headers.location).toBeUndefined();
    expect(response.status).toBe(404);
    expect(response.body).toContain('Page Not Found');
  });

  it('still redirects ordinary non-canonical URLs on the same host', async () => {
    const response = await rawGet(nginx.port, '/docs/get-started/error-codes/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/docs/get-started/error-codes');
  });

  describe('in the browser', () => {
    const b = useBrowser();
    it.each(OFF_HOST)('%s stays on the site', async (target) => {
      // Chromium turns `\` into `/` itself, as it does for a typed or linked URL.
      const response = await b.page.goto(`${nginx.url}${target}`);
      expect(new URL(b.page.url()).host).toBe(`127.0.0.1:${nginx.port}`);
      expect(response?.status()).toBe(404);
      await b.page
        .locator('h1', { hasText: 'Page Not Found' })
        .waitFor({ timeout: 5000 })
        .catch(() => undefined);
      expect({ url: b.page.url(), errors: b.errors }).toEqual({ url: b.page.url(), errors: [] });
      await expect(b.page.locator('h1').first().textContent()).resolves.toBe('Page Not Found');
    });
  });
});

describe('nginx: malformed requests and headers', () => {
  it.each(['/docs/%zz', '/docs/100%', '/%'])('%s (malformed percent-encoding) answers the not-found page', async (target) => {
    const response = await rawGet(nginx.port, target);
    expect(response.status).toBe(400);
    expect(response.body).toContain('Page Not Found');
  });

  it.each(['/docs', '/docs/get-started/error-codes.html', '/docs/no-such-page'])('%s carries a Permissions-Policy', async (target) => {
    const response = await rawGet(nginx.port, target);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
  });
});

describe('build reports (source maps, webpack statistics)', () => {
  const REPORTS = path.join(ROOT, '.build-reports');

  it('are not in public/: the build moves them to .build-reports/', () => {
    const inPublic = walkFiles(PUBLIC, { match: (name) => name.endsWith('.map') || name === 'webpack.stats.json' || name === 'chunk-map.json' });
    expect(inPublic).toEqual([]);
    expect(fs.readdirSync(REPORTS).filter((name) => /^app-[0-9a-f]{20}\.js\.map$/.test(name))).toHaveLength(1);
    expect(fs.existsSync(path.join(REPORTS, 'webpack.stats.json'))).toBe(true);
    // The bundles do not point at maps the server does not have (the `source-maps` adjustment;
    // Gatsby's own builds name them).
    const app = fs.readdirSync(PUBLIC).find((name) => /^app-[0-9a-f]{20}\.js$/.test(name))!;
    if (builtWith('source-maps')) expect(fs.readFileSync(path.join(PUBLIC, app), 'utf8')).not.toContain('sourceMappingURL');
    else expect(fs.readFileSync(path.join(PUBLIC, app), 'utf8')).toContain('sourceMappingURL');
  });

  /** Copies of the reports put into public/ for a test (as a deploy that copied them would), removed after. */
  function withReportsInPublic(run: (files: string[]) => Promise<void>): Promise<void> {
    const map = fs.readdirSync(REPORTS).find((name) => /^app-[0-9a-f]{20}\.js\.map$/.test(name))!;
    const names = [map, 'webpack.stats.json', 'chunk-map.json'];
    for (const name of names) fs.copyFileSync(path.join(REPORTS, name), path.join(PUBLIC, name));
    return run(names.map((name) => `/${name}`)).finally(() => {
      for (const name of names) fs.rmSync(path.join(PUBLIC, name), { force: true });
    });
  }

  it('are not served by nginx even when a deploy copies them into the root', async () => {
    await withReportsInPublic(async (files) => {
      // Started after the copy: as root, nginx serves its own copy of public/ (e2e/nginx.ts).
      const fresh = await startNginx();
      try {
        for (const file of files) {
          const response = await rawGet(fresh.port, file);
          expect([file, response.status]).toEqual([file, 404]);
        }
      } finally {
        await fresh.stop();
      }
    });
  });

  it('are served when $lp_serve_build_files is "on"', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-conf-'));
    const source = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    const switched = source.replace(/set \$lp_serve_build_files "off";/, 'set $lp_serve_build_files "on";');
    expect(switched).not.toBe(source);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), switched);
    try {
      await withReportsInPublic(async (files) => {
        const other = await startNginx({ config: path.join(dir, 'nginx.conf') });
        try {
          for (const file of files) {
            const response = await rawGet(other.port, file);
            expect([file, response.status]).toEqual([file, 200]);
          }
        } finally {
          await other.stop();
        }
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/csp.conf and the build', () => {
  it('allows, by hash, every inline script of every HTML file in public/ (a stale csp.conf fails)', async () => {
    const policy = policyOfInclude(fs.readFileSync(path.join(ROOT, 'deploy/csp.conf'), 'utf8'));
    if (policy === undefined) throw new Error('deploy/csp.conf has no `add_header Content-Security-Policy "…" always;` line');
    const { missing, checked } = scriptsMissingFromPolicy(PUBLIC, policy);
    expect(checked).toBeGreaterThan(0);
    expect(missing).toEqual([]);
    // nginx sends that policy, as it is in the file.
    const response = await rawGet(nginx.port, '/docs');
    expect(response.status).toBe(200);
    expect(response.headers['content-security-policy']).toBe(policy);
  });
});
