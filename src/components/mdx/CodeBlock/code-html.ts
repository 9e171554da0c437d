/**
 * Helpers for the highlighted HTML that src/node/remark-code-blocks.ts writes at build time:
 * escaped text inside plain `<span class="...">` elements, nothing else. Browser-safe and tiny.
 */

/** The placeholder authors write where a reader's API key belongs. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The exact source text of highlighted HTML (tags removed, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A key as shown on screen: bullets, then its last four characters (short keys: bullets only). */
export function maskApiKey(key: string): string {
  const visible = key.length > 8 ? key.slice(-4) : '';
  return `${'•'.repeat(8)}${visible}`;
}

/** `text` with every placeholder replaced by `key`. */
export function withApiKeyText(text: string, key: string | null): string {
  return key ? text.split(API_KEY_PLACEHOLDER).join(key) : text;
}

/**
 * Highlighted HTML with every placeholder shown as the masked key, in a span (class `tk-key`)
 * whose title explains that copying gives the full key.
 */
export function withApiKeyHtml(html: string, key: string | null, title: string): string {
  if (!key) return html;
  return html.split(API_KEY_PLACEHOLDER).join(`<span class="tk-key" title="${escapeHtml(title)}">${escapeHtml(maskApiKey(key))}</span>`);
}
