import { siteConfig } from '../../config/runtime';
import { translate } from '../../i18n/translate';
import { absoluteUrl, markdownPath, markdownUrl, prefixedPath } from '../../utils/page-url';

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

/** The name editors give the docs' MCP server. */
export const MCP_SERVER_NAME = 'llm-provider-docs';

/**
 * Install links for the docs' MCP server (served at /mcp, Streamable HTTP): Cursor's deeplink
 * (its mcp.json entry, base64) and VS Code's `vscode:mcp/install` link (the entry, URL-encoded).
 */
export function mcpInstallLinks(): { url: string; cursor: string; vscode: string } {
  const url = absoluteUrl(siteConfig, '/mcp');
  return {
    url,
    cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=${MCP_SERVER_NAME}&config=${encodeURIComponent(btoa(JSON.stringify({ url })))}`,
    vscode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: MCP_SERVER_NAME, type: 'http', url }))}`,
  };
}
