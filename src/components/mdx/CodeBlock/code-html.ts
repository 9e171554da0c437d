/**
 * Helpers for showing the highlighted HTML that src/node/remark-code-blocks.ts writes at build time
 * (its format: src/content-model/code-html.ts) with a reader's API key. Browser-safe and tiny.
 */
import { API_KEY_PLACEHOLDER } from '../../../content-model/code-html';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
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
