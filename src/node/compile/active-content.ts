/**
 * What keeps a page's MDX from carrying active content. A page is prose: whatever its author
 * writes, the build must not publish anything that runs, navigates or loads on its own in the
 * reader's browser, whether or not a Content-Security-Policy is there to make it inert.
 * ./tree.ts applies these rules while it turns the hast tree into the content tree, and reports
 * each breach as a `CompileProblem` that says what to write instead:
 *
 * - URLs (Markdown links and images, and URL attributes such as `href`, `src`, `to`, `action`,
 *   `formAction`, `poster`, `data`, `srcSet` on any element or component) must be relative, a site
 *   path, an `#anchor`, or use http, https, mailto or tel. The check reads the decoded value the
 *   tree holds (character references are already resolved) and drops whitespace and control
 *   characters anywhere before reading the scheme, so ` JaVa\tScRiPt:` is caught too.
 * - HTML elements written in the page (`<div>`, MDX's JSX) must be on ALLOWED_ELEMENTS, the ones
 *   prose needs. Elements that Markdown syntax produces (a GFM task list's checkbox, a footnote's
 *   `<section>`) are the build's own and are not checked.
 * - No event handler (`onClick`, `onclick`, …), whatever its value, and no raw HTML
 *   (`dangerouslySetInnerHTML`, `srcDoc`, an `html` prop that is not the highlighter's output).
 */

/** URL schemes a page may link to; anything without a scheme (paths, `#anchors`) is fine too. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * The HTML elements a page may write: what Markdown itself produces (so writing it as JSX changes
 * nothing) plus the few inline and block elements prose needs that Markdown has no syntax for
 * (`<kbd>`, `<sub>`, `<details>`, `<br />`, `<abbr>`…). Nothing that runs, embeds, loads, submits or
 * sets page metadata.
 */
export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set([
  // Markdown and GFM output
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'br',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'sup',
  // prose Markdown has no syntax for
  'abbr',
  'b',
  'caption',
  'cite',
  'col',
  'colgroup',
  'dd',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'sub',
  'summary',
  'tfoot',
  'time',
  'u',
  'var',
  'wbr',
]);

const ALLOWED_LIST = [...ALLOWED_ELEMENTS].sort().join(', ');

/** What to write instead of an element that is not allowed, by element. */
const ELEMENT_ADVICE: ReadonlyArray<readonly [readonly string[], string]> = [
  [['script', 'noscript', 'template', 'slot'], 'a page cannot run scripts; behaviour belongs in a registered component (src/components/mdx)'],
  [['style', 'link'], "a page cannot load or carry styles; they belong in the site's CSS (src/)"],
  [
    ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'fencedframe'],
    'a page cannot embed other pages or plug-ins; link to it instead, e.g. [Open the demo](https://example.com/demo)',
  ],
  [
    ['form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'fieldset', 'legend', 'label', 'output', 'dialog', 'search'],
    'a page cannot hold forms or controls; link to where the reader does it, use <ApiKeyField /> for the API key, or a Markdown task list (- [ ] step) for a checklist',
  ],
  [
    ['meta', 'base', 'title', 'head', 'html', 'body'],
    'page metadata goes in front matter (title, description), and redirects are set up on the server, not in a page',
  ],
  [
    ['svg', 'math', 'canvas', 'picture', 'source', 'video', 'audio', 'track', 'map', 'area'],
    'use an image file: put it in static/ and write ![What it shows](/img/name.svg), or link to the media file',
  ],
];

/** Attributes whose value is a URL (lower case), and whether it is loaded (image) or followed (link). */
const URL_ATTRIBUTES: ReadonlyMap<string, 'link' | 'image'> = new Map([
  ['href', 'link'],
  ['xlinkhref', 'link'],
  ['xlink:href', 'link'],
  ['to', 'link'],
  ['action', 'link'],
  ['formaction', 'link'],
  ['cite', 'link'],
  ['longdesc', 'link'],
  ['ping', 'link'],
  ['manifest', 'link'],
  ['src', 'image'],
  ['srcset', 'image'],
  ['imagesrcset', 'image'],
  ['poster', 'image'],
  ['data', 'image'],
  ['background', 'image'],
  ['lowsrc', 'image'],
  ['dynsrc', 'image'],
  ['icon', 'image'],
  ['codebase', 'image'],
  ['classid', 'image'],
  ['archive', 'image'],
]);

/** Attributes that put raw HTML into the page (lower case). */
const RAW_HTML_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc']);

/** `onClick`, `onclick`, `onLoad`…: event handlers, whatever their value. */
export const EVENT_HANDLER = /^on[A-Za-z]/;

/**
 * Whitespace and control characters, which browsers drop around (and tabs and newlines inside) a
 * URL before they read its scheme; dropped everywhere here to be stricter than any browser. The
 * percent-encoded forms are what remark-rehype makes of them in a Markdown link (`%20javascript:`).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const IGNORED_IN_SCHEME = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]|%(?:[01][0-9a-f]|20|7f)/gi;

/** The scheme of a URL, lower case (`javascript`), or null for a relative URL, path or `#anchor`. */
export function urlScheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(IGNORED_IN_SCHEME, ''));
  return match ? match[1].toLowerCase() : null;
}

/** True when a page may use the URL: no scheme, or one of ALLOWED_SCHEMES. */
export function isAllowedUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.includes(scheme);
}

/** The URLs of an attribute value: `srcset` lists `url descriptor` pairs, `ping` URLs separated by spaces. */
function urlsOf(attribute: string, value: string): string[] {
  if (attribute === 'srcset' || attribute === 'imagesrcset') return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  if (attribute === 'ping') return value.split(/\s+/);
  return [value];
}

/** The text a URL attribute's value stands for, as React would write it (arrays joined), or null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    try {
      return String(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** Says how an element uses a URL: "link to" / "image" for Markdown, "<a href> links to" for JSX. */
type Subject = (kind: 'link' | 'image') => string;

const MARKDOWN_SUBJECT: Subject = (kind) => (kind === 'image' ? 'image' : 'link to');

function urlMessage(kind: 'link' | 'image', scheme: string, subject: Subject): string {
  if (kind === 'image') {
    return `${subject(kind)} \`${scheme}:…\`: only site files and http or https images are allowed; put the file in static/ and use its path, e.g. ![What it shows](/img/name.png).`;
  }
  return `${subject(kind)} \`${scheme}:…\`: only ${ALLOWED_SCHEMES.slice(0, -1).join(', ')} and ${ALLOWED_SCHEMES[ALLOWED_SCHEMES.length - 1]} links (or site paths) are allowed; remove it or link to a page.`;
}

/** The problem with one URL attribute (`href`, `src`…) of an element, or null. */
function urlAttributeProblem(attribute: string, value: unknown, subject: Subject): string | null {
  const name = attribute.toLowerCase();
  const kind = URL_ATTRIBUTES.get(name);
  const text = kind && textOf(value);
  if (!kind || text === null || text === undefined) return null;
  for (const url of urlsOf(name, text)) {
    const scheme = urlScheme(url);
    if (scheme !== null && !ALLOWED_SCHEMES.includes(scheme)) return urlMessage(kind, scheme, subject);
  }
  return null;
}

/**
 * The problem with an HTML element written in a page (lower-case JSX such as `<iframe>`), or null
 * when it is on ALLOWED_ELEMENTS.
 */
export function writtenElementProblem(name: string): string | null {
  if (ALLOWED_ELEMENTS.has(name)) return null;
  const advice = ELEMENT_ADVICE.find(([names]) => names.includes(name.toLowerCase()))?.[1] ?? 'write Markdown or use a registered component instead';
  return `<${name}> cannot be used in a page: ${advice}. The HTML elements a page may write are ${ALLOWED_LIST}.`;
}

/**
 * The problem with an attribute of an element written in a page (`<a onClick>`, `<a href>`,
 * `<Callout to>`), or null. `value` is the literal value (a string, number, array…), already
 * evaluated; event handlers are refused whatever it is (pass `undefined` when it could not be).
 */
export function writtenAttributeProblem(element: string, attribute: string, value: unknown): string | null {
  if (EVENT_HANDLER.test(attribute)) {
    return `\`${attribute}\` on <${element}>: a page cannot set event handlers (it is data, not code); remove it, and put interactive behaviour in a registered component (src/components/mdx).`;
  }
  if (RAW_HTML_ATTRIBUTES.has(attribute.toLowerCase())) {
    return `\`${attribute}\` on <${element}>: a page cannot insert raw HTML; write the content as Markdown or JSX.`;
  }
  if (attribute === 'html' && !isHighlighterHtml(value)) {
    return `\`html\` on <${element}> is not the build's highlighted code; a page cannot insert raw HTML: write a fenced code block (\`\`\`python …\`\`\`), which the build highlights.`;
  }
  return urlAttributeProblem(attribute, value, (kind) => `<${element} ${attribute}> ${kind === 'image' ? 'loads' : 'links to'}`);
}

/**
 * Problems with the URLs of an element that Markdown syntax produced (hast properties: `href` of a
 * link, also one made from a `[reference]` and its definition, `src` of an image).
 */
export function markdownElementProblems(tagName: string, properties: Readonly<Record<string, unknown>> | undefined): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(properties ?? {})) {
    const subject: Subject =
      tagName === 'a' || tagName === 'img' ? MARKDOWN_SUBJECT : (kind) => `<${tagName} ${name}> ${kind === 'image' ? 'loads' : 'links to'}`;
    const problem = urlAttributeProblem(name, value, subject);
    if (problem) problems.push(problem);
  }
  return problems;
}

/**
 * The HTML that src/node/remark-code-blocks.ts writes for a fenced block: escaped text and
 * `<span>`s with its own classes, nothing else. `<CodeBlock html>` (and `<pre html>`, which renders
 * as a CodeBlock) takes only that, so an author cannot pass HTML of their own through it.
 */
export function isHighlighterHtml(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const withoutTags = value.replace(/<span class="(?:tk-[a-z]+|ln|ln hl)">|<span data-pagefind-ignore="">|<\/span>/g, '');
  return !withoutTags.includes('<');
}
