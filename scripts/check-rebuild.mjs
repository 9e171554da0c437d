#!/usr/bin/env node
/**
 * Checks the rebuild after a one-page edit against the production build in public/ (run by
 * `npm test` right after that build):
 * 1. appends a sentence to one page and runs `gatsby build` again: the build must reuse both
 *    webpack outputs (src/build/reuse-bundles.ts), run its queries and HTML in the main process
 *    (src/build/main-process-rebuilds.ts), and change only that page's files, which must hold
 *    the sentence;
 * 2. restores the page and builds again: every file of public/ must then be byte-identical to
 *    the production build's;
 * 3. appends a rule to src/styles/global.css and builds again: every page must hold the rule
 *    (every page inlines the global stylesheet);
 * 4. restores the CSS and builds again: every file must be the production build's again, but for
 *    webpack's compilation hash (a warm run's can differ from a cold one's).
 * Prints the four rebuild times. Exits 1 naming what differs. The page and the CSS are restored whatever happens.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = 'content/docs/get-started/error-codes.mdx';
const ROUTE = 'docs/get-started/error-codes';
const SENTENCE = `A sentence added by scripts/check-rebuild.mjs (${process.pid}).`;
/** The files one page's text reaches: its HTML, page data, Markdown twin and llms-full.txt. */
const PAGE_FILES = [`${ROUTE}/index.html`, `page-data/${ROUTE}/page-data.json`, `${ROUTE}.md`, 'llms-full.txt'];
const CSS = 'src/styles/global.css';
const CSS_RULE = `.check-rebuild-${process.pid} { color: inherit; }`;
const CSS_RULE_MINIFIED = `.check-rebuild-${process.pid}{color:inherit}`;
/** deploy/csp.conf, named as a path from public/. */
const CSP = '../deploy/csp.conf';
/** A webpack output named by its content (`styles.<hash>.css`, `webpack-runtime-<hash>.js`). */
const HASHED_ASSET = /^[^/]+[.-][0-9a-f]{20}\.(css|js)$/;
/** Written after gatsby build by `npm run build`, and not by a rebuild. */
const SKIP = /^pagefind\//;

function snapshot() {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const rel = path.relative(path.join(root, 'public'), file).split(path.sep).join('/');
      if (SKIP.test(rel)) continue;
      if (entry.isDirectory()) walk(file);
      else files.set(rel, crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
    }
  };
  walk(path.join(root, 'public'));
  // The build's CSP (deploy/csp.conf, which scripts/serve.mjs and nginx send) holds the hashes of
  // the pages' inline scripts: it must match public/ as the build wrote them.
  files.set(
    CSP,
    crypto
      .createHash('sha1')
      .update(fs.readFileSync(path.join(root, 'public', CSP)))
      .digest('hex'),
  );
  return files;
}

function differences(before, after) {
  const changed = [];
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.push(file);
  for (const file of before.keys()) if (!after.has(file)) changed.push(`${file} (removed)`);
  return changed.sort();
}

function gatsbyBuild(label) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/gatsby/cli.js'), 'build', '--prefix-paths'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    console.error(output);
    throw new Error(`${label}: gatsby build exited with ${result.status}`);
  }
  console.log(`${label}: ${seconds.toFixed(1)} s`);
  return output.replace(/\s+/g, ' ');
}

const problems = [];
const expect = (ok, message) => {
  if (!ok) problems.push(message);
};

const pageFile = path.join(root, PAGE);
const original = fs.readFileSync(pageFile, 'utf8');
const before = snapshot();
// The production build's step timings, which the browser tests read (e2e/build-steps.e2e.ts): each
// rebuild here writes its own (a warm run's few queries), so the production build's go back at the end.
const STEPS_REPORT = path.join(root, '.build-reports/build-steps.json');
const productionSteps = fs.existsSync(STEPS_REPORT) ? fs.readFileSync(STEPS_REPORT) : null;
process.on('exit', () => productionSteps && fs.writeFileSync(STEPS_REPORT, productionSteps));
try {
  fs.writeFileSync(pageFile, `${original.trimEnd()}\n\n${SENTENCE}\n`);
  const log = gatsbyBuild('rebuild after the edit');
  expect(
    /webpack \(build-javascript\): reused the previous output/.test(log),
    'the browser bundle was built again (no "reused the previous output" for build-javascript)',
  );
  expect(/webpack \(build-html\): reused the previous output/.test(log), 'the HTML renderer was built again (no "reused the previous output" for build-html)');
  expect(!/run queries in workers/.test(log), 'the queries ran in worker processes');
  const changed = differences(before, snapshot());
  const unexpected = changed.filter((file) => !PAGE_FILES.includes(file));
  expect(unexpected.length === 0, `the edit changed other files than the page's: ${unexpected.join(', ')}`);
  for (const file of PAGE_FILES) {
    const text = fs.readFileSync(path.join(root, 'public', file), 'utf8');
    expect(text.includes(SENTENCE), `public/${file} does not hold the added sentence`);
  }
} finally {
  fs.writeFileSync(pageFile, original);
}
gatsbyBuild('rebuild after restoring the page');
const restored = differences(before, snapshot());
expect(restored.length === 0, `after the page was restored, these files differ from the production build: ${restored.join(', ')}`);

// A CSS-only edit: every page inlines the global stylesheet, so every page must be rendered again
// with the new rule (stock Gatsby renders none: src/build/css-rerenders-html.ts).
const cssFile = path.join(root, CSS);
const originalCss = fs.readFileSync(cssFile, 'utf8');
// Pages, not Gatsby's slice fragments (_gatsby/slices/), which hold no styles.
const htmlFiles = [...before.keys()].filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby/'));
const read = (file) => fs.readFileSync(path.join(root, 'public', file), 'utf8');
const compilationHash = () => JSON.parse(read('page-data/app-data.json')).webpackCompilationHash;
const productionHash = compilationHash();
const productionText = new Map([...before.keys()].filter((file) => /\.(html|json)$/.test(file) || file === CSP).map((file) => [file, read(file)]));
let editedAssets = [];
try {
  fs.writeFileSync(cssFile, `${originalCss.trimEnd()}\n${CSS_RULE}\n`);
  gatsbyBuild('rebuild after a CSS edit');
  const stale = htmlFiles.filter((file) => !read(file).includes(CSS_RULE_MINIFIED));
  expect(stale.length === 0, `after a CSS edit, ${stale.length} of ${htmlFiles.length} HTML files lack the new rule: ${stale.slice(0, 5).join(', ')}`);
  editedAssets = [...snapshot().keys()].filter((file) => !before.has(file) && HASHED_ASSET.test(file));
} finally {
  fs.writeFileSync(cssFile, originalCss);
}

gatsbyBuild('rebuild after restoring the CSS');
// Gatsby leaves an earlier build's stylesheet and scripts in public/: the CSS edit's go.
for (const file of editedAssets) fs.rmSync(path.join(root, 'public', file), { force: true });
// The browser bundle ran again, warm: its files are the production build's, but webpack's
// compilation hash (in app-data.json and every page) can differ from a cold run's. Every file must
// be the production build's once that hash is put back.
const hash = compilationHash();
// The CSP differs with the inline scripts that hold the hash: it is put back with them below.
const unlike = differences(before, snapshot()).filter(
  (file) =>
    file !== CSP &&
    !(productionText.has(file) && fs.existsSync(path.join(root, 'public', file)) && read(file).split(hash).join(productionHash) === productionText.get(file)),
);
expect(unlike.length === 0, `after the CSS was restored, these files differ from the production build (beyond the compilation hash): ${unlike.join(', ')}`);
// Put the production build back byte for byte: the steps after this one (and the browser suite)
// serve public/ with deploy/csp.conf and the .gz and .br copies `npm run build` made, which hold the
// production hash.
for (const file of differences(before, snapshot())) {
  if (productionText.has(file)) fs.writeFileSync(path.join(root, 'public', file), productionText.get(file));
}
const left = differences(before, snapshot());
expect(left.length === 0, `public/ could not be put back as the production build made it: ${left.join(', ')}`);

if (problems.length > 0) {
  console.error(`check-rebuild: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'check-rebuild: the edit changed only its page, the restored build is identical to the production build, and a CSS edit reached every page and was undone.',
);
