/**
 * Content errors in the browser under `gatsby develop` (scripts/check-develop.mjs runs this on its
 * copy of the project, once the dev server has rendered a page). For each kind of content error
 * the build checks (an unknown component, front matter, a broken link, an unknown error code, a
 * retired model id), a page open in Chromium must, after its file is saved with the error:
 * - show the error, naming the file and line, within BOUND_MS;
 * - keep its last good text readable under it, also after a reload;
 * - after the file is saved without the error, drop the panel within BOUND_MS, without a reload.
 * A new page that never compiled must show its error instead of an empty article.
 * Returns the problems found (empty: all held) and the times measured.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The issue asks for 2 s; the bound leaves room for a loaded 2-core CI machine (the times are printed). */
const BOUND_MS = 5000;
const PAGE = '/docs/api-reference/openai/embedding';
const FILE = 'content/docs/api-reference/openai/embedding.mdx';
/** Text of the page's first paragraph: it must stay readable while the page has an error. */
const GOOD_TEXT = 'The Embeddings endpoint turns text into a vector of numbers';
const PANEL = '[data-dev-content-errors]';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Each case: how to break the file (a function of its text), and what the panel must say. */
const CASES = [
  {
    name: 'an unknown component',
    breakIt: (text) => `${text.replace(/\s*$/, '')}\n\n<NopeWidget />\n`,
    expect: /unknown component|NopeWidget/i,
  },
  {
    name: 'invalid front matter',
    breakIt: (text) => text.replace(/^---\n/, '---\nsidebar_position: "first"\n'),
    expect: /front matter "sidebar_position"/,
  },
  {
    name: 'a broken link',
    breakIt: (text) => `${text.replace(/\s*$/, '')}\n\nSee [the missing page](/docs/no-such-page-for-check).\n`,
    expect: /broken link "\/docs\/no-such-page-for-check"/,
  },
  {
    name: 'an unknown error code',
    breakIt: (text) => `${text.replace(/\s*$/, '')}\n\n<ErrorCatalog codes="no_such_code_for_check" />\n`,
    expect: /no_such_code_for_check/,
  },
  {
    name: 'a retired model id',
    breakIt: (text) => `${text.replace(/\s*$/, '')}\n\n\`\`\`bash\nexport ANTHROPIC_MODEL="o3-mini"\n\`\`\`\n`,
    // The sample's line, after its fence.
    lineOffset: 1,
    expect: /o3-mini/,
  },
];

/** The 1-based line of the first line that differs between two texts (where the error was put). */
function changedLine(before, after) {
  const a = before.split('\n');
  const b = after.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  // Appended after trailing blank lines: the first non-blank added line.
  while (i < b.length && b[i].trim() === '') i += 1;
  return i + 1;
}

/**
 * Saves `text` as `file` the way many editors do: a new file renamed over the old one. A save that
 * truncates the file and writes it in place can be seen by the watcher half-written, and Gatsby
 * caches a file's digest by its modification time, which both steps can share: Gatsby itself may
 * then miss the save. That is Gatsby's behaviour with any content, not what this check is about.
 */
function save(file, text, dir) {
  // Written outside content/ (no watcher sees it), on the same file system as the file.
  const temporary = path.join(dir, `.content-error-check-${process.pid}.saving`);
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

const panelText = (page) => page.evaluate((selector) => document.querySelector(selector)?.textContent ?? null, PANEL);

export async function checkContentErrors({ origin, dir, log }) {
  const problems = [];
  const times = [];
  const file = path.join(dir, FILE);
  const original = fs.readFileSync(file, 'utf8');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
  const newFile = path.join(dir, 'content/docs/api-reference/openai/never-compiled-check.mdx');
  try {
    const page = await browser.newPage();
    const open = async () => {
      await page.goto(`${origin}${PAGE}`);
      await page.waitForFunction((text) => document.body?.innerText.includes(text), GOOD_TEXT, { timeout: 60_000 });
    };
    await open();
    for (const c of CASES) {
      const broken = c.breakIt(original);
      const line = changedLine(original, broken) + (c.lineOffset ?? 0);
      await page.evaluate(() => {
        window.__contentErrorMark = true;
      });
      let saved = Date.now();
      save(file, broken, dir);
      try {
        await page.waitForFunction((selector) => !!document.querySelector(selector), PANEL, { polling: 50, timeout: 30_000 });
      } catch {
        problems.push(`${c.name}: no error shown in the page within 30 s of saving`);
        save(file, original, dir);
        continue;
      }
      const shownMs = Date.now() - saved;
      const text = (await panelText(page)) ?? '';
      // CHECK_DEVELOP_SCREENSHOTS=<folder>: the page with its error, in light and dark.
      if (process.env.CHECK_DEVELOP_SCREENSHOTS && c === CASES[0]) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width > 1000 ? 720 : 844 });
          for (const theme of ['light', 'dark']) {
            await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
            await page.screenshot({ path: path.join(process.env.CHECK_DEVELOP_SCREENSHOTS, `content-error-${theme}-${width}.png`) });
          }
        }
        await page.setViewportSize({ width: 1280, height: 720 });
      }
      if (!text.includes(`${FILE}:${line}`)) problems.push(`${c.name}: the error does not name ${FILE}:${line}; it reads: ${text.slice(0, 300)}`);
      if (!c.expect.test(text)) problems.push(`${c.name}: the error does not say what is wrong (${c.expect}); it reads: ${text.slice(0, 300)}`);
      if (!(await page.evaluate((t) => document.body.innerText.includes(t), GOOD_TEXT))) problems.push(`${c.name}: the page's last good text is gone`);
      if (!(await page.evaluate(() => window.__contentErrorMark === true))) problems.push(`${c.name}: the page reloaded itself to show the error`);
      // After a reload: the error and the last good text, both.
      await page.reload();
      try {
        await page.waitForFunction(
          ({ selector, good }) => !!document.querySelector(selector) && document.body.innerText.includes(good),
          { selector: PANEL, good: GOOD_TEXT },
          { timeout: 30_000 },
        );
      } catch {
        problems.push(`${c.name}: after a reload, the page does not show both the error and its last good text`);
      }
      await page.evaluate(() => {
        window.__contentErrorMark = true;
      });
      saved = Date.now();
      save(file, original, dir);
      try {
        await page.waitForFunction((selector) => !document.querySelector(selector), PANEL, { polling: 50, timeout: 30_000 });
      } catch {
        problems.push(`${c.name}: the error stayed in the page 30 s after the fix`);
        continue;
      }
      const goneMs = Date.now() - saved;
      if (!(await page.evaluate(() => window.__contentErrorMark === true))) problems.push(`${c.name}: the page reloaded itself after the fix`);
      if (shownMs > BOUND_MS) problems.push(`${c.name}: the error took ${shownMs} ms to show (bound ${BOUND_MS} ms)`);
      if (goneMs > BOUND_MS) problems.push(`${c.name}: the error took ${goneMs} ms to go after the fix (bound ${BOUND_MS} ms)`);
      times.push({ name: c.name, shownMs, goneMs });
      log(`content error, ${c.name}: shown after ${(shownMs / 1000).toFixed(1)} s, gone ${(goneMs / 1000).toFixed(1)} s after the fix`);
    }

    // A page that never compiled: its error takes the article's place.
    fs.writeFileSync(newFile, '---\ntitle: "Never compiled check"\ndescription: "A page added with an error."\n---\n\nSome text.\n\n<NopeWidget />\n');
    const deadline = Date.now() + 60_000;
    let shown = false;
    while (!shown && Date.now() < deadline) {
      await page.goto(`${origin}/docs/api-reference/openai/never-compiled-check`);
      shown = await page
        .waitForFunction((selector) => !!document.querySelector(selector), PANEL, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
    }
    if (!shown) problems.push('a new page with an error: no error shown in it');
    else {
      const text = (await panelText(page)) ?? '';
      const newPath = path.relative(dir, newFile);
      if (!text.includes(`${newPath}:8`)) problems.push(`a new page with an error: the error does not name ${newPath}:8; it reads ${text.slice(0, 300)}`);
      if (!text.includes('has not compiled since the dev server started'))
        problems.push('a new page with an error: the error is not shown in place of its article');
    }
  } catch (error) {
    problems.push(`content errors: ${String(error.message ?? error).split('\n')[0]}`);
  } finally {
    fs.writeFileSync(file, original);
    fs.rmSync(newFile, { force: true });
    await browser.close().catch(() => {});
  }
  return { problems, times };
}
