/**
 * What `npm test` needs besides the npm packages: Chromium for the browser tests, Java for the
 * Nu HTML Checker, nginx for the production-server tests. `missingPrerequisite` returns one line
 * naming the first one missing and the command that installs it (Debian/Ubuntu), or null.
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
  return null;
}
