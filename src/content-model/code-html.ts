/**
 * The highlighted code that src/node/remark-code-blocks.ts writes at build time and <CodeBlock>
 * (src/components/mdx/CodeBlock) shows: escaped text inside plain `<span class="...">` elements,
 * nothing else, with the placeholder where a reader's API key belongs.
 */

/** The placeholder authors write where a reader's API key belongs. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';

/** The exact source text of highlighted HTML (tags removed, entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
