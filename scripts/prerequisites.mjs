/**
 * What `npm test` needs besides the npm packages: Chromium for the browser tests, Java for the
 * Nu HTML Checker, nginx for the production-server tests, and for the cross-engine browser tests
 * (e2e/engines) Firefox ESR, WebKitWebDriver, WebKitGTK's MiniBrowser and xvfb-run.
 * `missingPrerequisite` returns one line naming the first one missing and the command that
 * installs it (Debian/Ubuntu), or null.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};
const onPath = (command) => spawnSync(command, ['-version'], { stdio: 'ignore' }).error === undefined;

/** Debian's multiarch directory for this machine (MiniBrowser lives under it). The same default is in e2e/engines/webkit.ts. */
const multiarch = { x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu' }[process.arch] ?? `${process.arch}-linux-gnu`;
export const MINIBROWSER_DEFAULT = `/usr/lib/${multiarch}/webkit2gtk-4.1/MiniBrowser`;

export function missingPrerequisite(env = process.env) {
  if (!fs.existsSync('node_modules/.bin/jest')) return 'npm test needs the npm packages: run `npm install` first.';
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!executable(chromium))
    return `npm test needs Chromium (not found at ${chromium}): install it with \`sudo apt-get install chromium\`, or set CHROMIUM_PATH.`;
  const java = env.JAVA_PATH ?? 'java';
  if (!onPath(java))
    return 'npm test needs Java 17+ for the HTML checker (no `java` on the PATH): install it with `sudo apt-get install default-jre-headless`.';
  const nginx = env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!executable(nginx)) return `npm test needs nginx (not found at ${nginx}): install it with \`sudo apt-get install nginx-light\`, or set NGINX_PATH.`;
  const firefox = env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  if (!executable(firefox))
    return `npm test needs Firefox ESR for the cross-engine browser tests (not found at ${firefox}): install it with \`sudo apt-get install firefox-esr\`, or set FIREFOX_PATH.`;
  const driver = env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  if (!executable(driver))
    return `npm test needs WebKitWebDriver for the WebKit browser tests (not found at ${driver}): install it with \`sudo apt-get install webkit2gtk-driver\`, or set WEBKIT_DRIVER_PATH.`;
  const minibrowser = env.MINIBROWSER_PATH ?? MINIBROWSER_DEFAULT;
  if (!executable(minibrowser))
    return `npm test needs WebKitGTK's MiniBrowser for the WebKit browser tests (not found at ${minibrowser}): install it with \`sudo apt-get install libwebkit2gtk-4.1-0\`, or set MINIBROWSER_PATH.`;
  const xvfbRun = env.XVFB_RUN_PATH ?? '/usr/bin/xvfb-run';
  if (!executable(xvfbRun))
    return `npm test needs xvfb-run for the WebKit browser tests (not found at ${xvfbRun}): install it with \`sudo apt-get install xvfb\`, or set XVFB_RUN_PATH.`;
  return null;
}
