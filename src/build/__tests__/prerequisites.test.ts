/**
 * @jest-environment node
 *
 * `npm test` checks Chromium, Java and nginx before anything else and stops with one line.
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
  ])('%j: stops with one line naming it and the install command', (env, line) => {
    const result = runTest(env);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${line}\n`);
  });
});
