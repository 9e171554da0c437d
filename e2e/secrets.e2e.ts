/**
 * The reader's API key stays out of everything a page exposes: the serialised DOM (attributes
 * included), the console and the errors the page raises, after typing it and after sessionStorage
 * refuses to store it.
 */
import type { Page } from 'playwright-core';
import { hydrated, site, useBrowser } from './browser';

const PAGE = '/docs/community/documentation-style-guide';
const KEY = 'sk-e2e-secret-5e1f0c7a9b';

const b = useBrowser();

/** Every console message with its arguments' values, as text. */
function recordConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', async (message) => {
    lines.push(message.text());
    for (const arg of message.args()) {
      lines.push(String(await arg.jsonValue().catch(() => '')));
    }
  });
  return lines;
}

async function openField(page: Page) {
  await page.goto(site(PAGE));
  await page.waitForFunction(() => (window as unknown as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ === true);
  // Typed before React has hydrated the field, the first characters can be lost (its state
  // replaces what the server-rendered input held): wait for the first commit.
  await hydrated(page);
  const field = page.getByLabel('Your API key');
  await field.waitFor({ state: 'visible' });
  return field;
}

/** Resolves once `condition` holds (console messages arrive asynchronously); fails after 10 s. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const serialisedDom = (page: Page) => page.evaluate(() => new XMLSerializer().serializeToString(document));

describe('the API key never leaves the input', () => {
  it('is not in the serialised DOM or the console after typing it', async () => {
    const consoleLines = recordConsole(b.page);
    const field = await openField(b.page);
    await field.pressSequentially(KEY);
    await b.page.getByText('Code samples now use your key.', { exact: false }).waitFor();
    await expect(field.inputValue()).resolves.toBe(KEY);
    await expect(field.getAttribute('value')).resolves.toBeNull();
    expect(await serialisedDom(b.page)).not.toContain(KEY);
    expect(await b.page.content()).not.toContain(KEY);
    expect(consoleLines.join('\n')).not.toContain(KEY);
    expect(b.errors).toEqual([]);
  });

  it('is not in the console or the DOM when storing it fails', async () => {
    const consoleLines = recordConsole(b.page);
    const field = await openField(b.page);
    // The browser refuses to store anything (quota exceeded, privacy settings).
    await b.page.evaluate(() => {
      Storage.prototype.setItem = function setItem(key: string, value: string) {
        throw new DOMException(`Quota exceeded while storing ${key}=${value}`, 'QuotaExceededError');
      };
    });
    await field.pressSequentially(KEY);
    await expect(field.inputValue()).resolves.toBe(KEY);
    // The failure is reported, naming the storage key only.
    await until(() => consoleLines.some((line) => line.includes("can't set key=llmprovider.api-key (value not shown)")));
    expect(consoleLines.join('\n')).not.toContain(KEY.slice(0, 12));
    expect(await serialisedDom(b.page)).not.toContain(KEY);
    expect(b.errors.join('\n')).not.toContain(KEY.slice(0, 12));
  });
});
