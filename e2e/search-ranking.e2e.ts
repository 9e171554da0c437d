/**
 * Ranking of site search, checked the way a reader meets it: each query of e2e/search-queries.json
 * is typed into the search dialog of the built site, and the page (or section) it names must be
 * among the first three pages listed (a section: among the sections shown for those pages).
 * When some fail, the test prints every failing query with the results it got.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from 'playwright-core';
import { site, useBrowser } from './browser';

interface SuiteQuery {
  readonly query: string;
  readonly expect: string;
  readonly note?: string;
}

/** Pages (and sections) that count as "the first results". */
const TOP = 3;

const SUITE_FILE = path.resolve(__dirname, 'search-queries.json');

function readSuite(): SuiteQuery[] {
  const data = JSON.parse(fs.readFileSync(SUITE_FILE, 'utf8')) as { queries?: unknown };
  if (!Array.isArray(data.queries)) throw new Error(`${SUITE_FILE}: expected a "queries" array of { "query", "expect" } objects.`);
  return data.queries.map((item: unknown, index: number) => {
    const entry = item as Partial<SuiteQuery>;
    if (typeof entry.query !== 'string' || !entry.query.trim() || typeof entry.expect !== 'string' || !entry.expect.startsWith('/')) {
      throw new Error(`${SUITE_FILE}: queries[${index}] needs a non-empty "query" and an "expect" site path such as "/docs/x" or "/docs/x#section".`);
    }
    return entry as SuiteQuery;
  });
}

interface Shown {
  /** Site path of each page listed, in order. */
  readonly pages: string[];
  /** Site path (with #section when it is one) of every option, grouped by page. */
  readonly options: string[][];
}

/** Types the query into the open dialog and reads what it lists once the answer is in. */
async function search(page: Page, query: string): Promise<Shown> {
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  const input = dialog.getByRole('combobox');
  await input.fill(query);
  // The old results stay until the new ones arrive: wait for the answer to this query.
  const answered = JSON.stringify(query.trim());
  await dialog.locator(`[role="listbox"][data-query=${answered}], [data-search-no-results][data-query=${answered}]`).first().waitFor();
  const options = await dialog
    .getByRole('group')
    .evaluateAll((groups) => groups.map((group) => Array.from(group.querySelectorAll('[role="option"]'), (option) => option.getAttribute('data-url') ?? '')));
  return { pages: options.map((urls) => (urls[0] ?? '').split('#')[0]), options };
}

describe('search ranking', () => {
  const b = useBrowser();

  it('has a query suite of at least 40 queries', () => {
    expect(readSuite().length).toBeGreaterThanOrEqual(40);
  });

  it('lists the expected page or section among the first three results for every query of the suite', async () => {
    const suite = readSuite();
    await b.page.goto(site('/docs'));
    await b.page.waitForFunction(() => !!document.querySelector('[data-search-hint]')?.textContent);
    await b.page.keyboard.press('Control+k');
    await b.page.getByRole('dialog', { name: 'Search the documentation' }).getByRole('combobox').waitFor();

    const failures: Array<{ query: string; expected: string; got: string[] }> = [];
    for (const { query, expect: expected } of suite) {
      const shown = await search(b.page, query);
      const top = expected.includes('#') ? shown.options.slice(0, TOP).flat() : shown.pages.slice(0, TOP);
      if (!top.includes(expected)) {
        failures.push({ query, expected, got: shown.options.slice(0, TOP).map((urls) => urls.join(', ')) });
      }
    }
    if (failures.length > 0) {
      console.log(
        `${failures.length} of ${suite.length} queries miss their page in the first ${TOP} results:\n` +
          failures
            .map((f) => `  "${f.query}": expected ${f.expected}\n${f.got.map((g, i) => `      ${i + 1}. ${g}`).join('\n') || '      (no results)'}`)
            .join('\n'),
      );
    }
    expect(failures).toEqual([]);
    expect(b.errors).toEqual([]);
  }, 180_000);
});
