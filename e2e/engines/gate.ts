/**
 * A gate in front of the suite's static server (E2E_BASE_URL): a small HTTP proxy on a free
 * loopback port, one per test. It does what request interception does in Chromium's tests, for
 * both engines alike: WebDriver classic, which drives WebKit, cannot hold back or fail a request
 * (WebKitWebDriver 2.50 has no BiDi session either), so the network is shaped here instead.
 *
 * - `delay(pattern, ms)` holds back matching requests; `fail(pattern)` drops their connection,
 *   which the page sees as a network error (as Chromium's `route.abort()`).
 * - `requests(pattern)` counts the requests that reached the gate (document loads included).
 * - Each gate is a new origin (another port): every test starts with empty storage and an empty
 *   HTTP cache without restarting the browser.
 * - Every HTML page gets `<script src="/__engines/probe.js">` as the first element of its head
 *   (same origin, so the site's Content-Security-Policy allows it). The probe records uncaught
 *   errors and unhandled rejections from the first script of the page on, keeping them in
 *   sessionStorage so that they survive a full reload; and it records the `data-theme` attribute
 *   when the first element of the body that is not a script is parsed, before anything of the
 *   page can have been painted (see the colour-mode test).
 */
import http from 'http';
import type { AddressInfo } from 'net';
import { baseUrl } from '../browser';

export const PROBE_PATH = '/__engines/probe.js';
/** sessionStorage key under which the probe keeps the page errors of the tab. */
export const ERRORS_KEY = '__engines.errors';

/** What the probe leaves on `window.__engineProbe`. */
export type Probe = { themeAtFirstContent?: string | null; errors: string[] };

const PROBE_SOURCE = `(() => {
  const probe = { themeAtFirstContent: undefined, errors: [] };
  window.__engineProbe = probe;
  const record = (text) => {
    probe.errors.push(text);
    try {
      const kept = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      kept.push(text);
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(kept));
    } catch (e) {
      /* storage unavailable: the in-page list still has it */
    }
  };
  window.addEventListener('error', (event) => record(String(event.error && event.error.stack ? event.error : event.message)));
  window.addEventListener('unhandledrejection', (event) => record('unhandled rejection: ' + String(event.reason)));
  // The first element of the body that is not a script: whatever runs before it (the inline
  // colour-mode script) has run, and nothing of the page can have been painted yet, since this
  // callback runs at the microtask checkpoint that follows the element's insertion.
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType === 1 && node.parentNode === document.body && node.nodeName !== 'SCRIPT') {
          probe.themeAtFirstContent = document.documentElement.getAttribute('data-theme');
          observer.disconnect();
          return;
        }
      }
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
})();
`;

type Rule = { pattern: RegExp; action: 'fail' } | { pattern: RegExp; action: 'delay'; ms: number };

export interface Gate {
  /** Origin of the gate, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  /** Absolute URL of a site path through the gate. */
  site(pathname: string): string;
  /** Holds back requests whose path (with query) matches for `ms` before passing them on. */
  delay(pattern: RegExp, ms: number): void;
  /** Drops the connection of requests whose path matches: a network error for the page. */
  fail(pattern: RegExp): void;
  /** Removes every delay and failure. */
  clear(): void;
  /** How many requests with a matching path have reached the gate so far. */
  requests(pattern: RegExp): number;
  close(): Promise<void>;
}

export async function openGate(): Promise<Gate> {
  const upstream = new URL(baseUrl());
  let rules: Rule[] = [];
  const seen: string[] = [];
  const sockets = new Set<import('net').Socket>();

  const server = http.createServer((req, res) => {
    const target = req.url ?? '/';
    seen.push(target);
    if (target === PROBE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(PROBE_SOURCE);
      return;
    }
    const pathOnly = target.split('?')[0];
    const rule = rules.find((r) => r.pattern.test(target) || r.pattern.test(pathOnly));
    if (rule?.action === 'fail') {
      req.socket.destroy();
      return;
    }
    const forward = () => {
      // Plain bodies from upstream, so that HTML can be edited; the browser cannot tell.
      const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
      const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: target, headers }, (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head(\s[^>]*)?>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
          const body = Buffer.from(html, 'utf8');
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'content-length': String(body.length) });
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      });
      out.on('error', () => res.destroy());
      req.pipe(out);
    };
    if (rule?.action === 'delay') setTimeout(forward, rule.ms);
    else forward();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    site: (pathname) => `${origin}${pathname}`,
    delay: (pattern, ms) => rules.push({ pattern, action: 'delay', ms }),
    fail: (pattern) => rules.push({ pattern, action: 'fail' }),
    clear: () => {
      rules = [];
    },
    requests: (pattern) => seen.filter((url) => pattern.test(url) || pattern.test(url.split('?')[0])).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
