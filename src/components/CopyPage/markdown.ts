import { siteConfig } from '../../config/runtime';
import { translate } from '../../i18n/translate';
import { markdownPath, markdownUrl, prefixedPath } from '../../utils/page-url';

/** The URL of a page's Markdown twin (`/docs/x` → `/docs/x.md`, under the path prefix). */
export function markdownHref(path: string): string {
  return prefixedPath(siteConfig, markdownPath(path));
}

/** Links that open the page's Markdown in a chat assistant, with a prompt naming its absolute URL. */
export function assistantLinks(path: string): { chatgpt: string; claude: string; prompt: string } {
  const prompt = translate('copyPage.prompt', { url: markdownUrl(siteConfig, path) });
  const q = encodeURIComponent(prompt);
  return { prompt, chatgpt: `https://chatgpt.com/?q=${q}`, claude: `https://claude.ai/new?q=${q}` };
}

/** Downloads a page's Markdown. */
export async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return response.text();
}
