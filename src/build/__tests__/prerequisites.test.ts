/**
 * @jest-environment node
 *
 * `npm test` checks Chromium, Java, nginx, Firefox ESR, WebKitWebDriver, MiniBrowser and xvfb-run
 * before anything else and stops with one line.
 */
import { spawnSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const runTest = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/test.mjs'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 30_000 });

describe('npm test prerequisites', () => {
  it.each([
    [
      { CHROMIUM_PATH: '/nonexistent/chromium' },
      'npm test needs Chromium (not found at /nonexistent/chromium): install it with `sudo apt-get install chromium`, or set CHROMIUM_PATH.',
    ],
    [
      { JAVA_PATH: '/nonexistent/java' },
      'npm test needs Java 17+ for the HTML checker (no `java` on the PATH): install it with `sudo apt-get install default-jre-headless`.',
    ],
    [
      { NGINX_PATH: '/nonexistent/nginx' },
      'npm test needs nginx (not found at /nonexistent/nginx): install it with `sudo apt-get install nginx-light`, or set NGINX_PATH.',
    ],
    [
      { FIREFOX_PATH: '/nonexistent/firefox' },
      'npm test needs Firefox ESR for the cross-engine browser tests (not found at /nonexistent/firefox): install it with `sudo apt-get install firefox-esr`, or set FIREFOX_PATH.',
    ],
    [
      { WEBKIT_DRIVER_PATH: '/nonexistent/WebKitWebDriver' },
      'npm test needs WebKitWebDriver for the WebKit browser tests (not found at /nonexistent/WebKitWebDriver): install it with `sudo apt-get install webkit2gtk-driver`, or set WEBKIT_DRIVER_PATH.',
    ],
    [
      { MINIBROWSER_PATH: '/nonexistent/MiniBrowser' },
      "npm test needs WebKitGTK's MiniBrowser for the WebKit browser tests (not found at /nonexistent/MiniBrowser): install it with `sudo apt-get install libwebkit2gtk-4.1-0`, or set MINIBROWSER_PATH.",
    ],
    [
      { XVFB_RUN_PATH: '/nonexistent/xvfb-run' },
      'npm test needs xvfb-run for the WebKit browser tests (not found at /nonexistent/xvfb-run): install it with `sudo apt-get install xvfb`, or set XVFB_RUN_PATH.',
    ],
  ])('%j: stops with one line naming it and the install command', (env, line) => {
    const result = runTest(env);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${line}\n`);
  });
});
