/**
 * What keeps a page's MDX from carrying active content. A page is prose: whatever its author
 * writes, the build must not publish anything that runs, navigates or loads on its own in the
 * reader's browser, whether or not a Content-Security-Policy is there to make it inert, nor
 * anything that takes over the site's page around it. ./tree.ts applies these rules while it turns
 * the hast tree into the content tree, and reports each breach as a `CompileProblem` that says what
 * to write instead:
 *
 * - URLs (Markdown links and images, and URL attributes such as `href`, `src`, `to`, `action`,
 *   `formAction`, `poster`, `data`, `srcSet` on any element or component) must be text. Links must
 *   be relative, a site path, an `#anchor`, or use http, https, mailto or tel; images (`src`,
 *   `srcSet`, `poster`…) must be files of the site, because the site's Content-Security-Policy
 *   (`img-src 'self' data:`) blocks any other, and `data:` URLs are refused as a way to smuggle
 *   content past review. The check reads the decoded value the tree holds (character references
 *   are already resolved) and drops whitespace and control characters anywhere before reading the
 *   scheme, so ` JaVa\tScRiPt:` is caught too.
 * - HTML elements written in the page (`<div>`, MDX's JSX) must be on ALLOWED_ELEMENTS, the ones
 *   prose needs. Elements that Markdown syntax produces (a GFM task list's checkbox, a footnote's
 *   `<section>`) are the build's own and are not checked.
 * - No event handler (`onClick`, `onclick`, …), whatever its value, and no raw HTML
 *   (`dangerouslySetInnerHTML`, `srcDoc`, an `html` prop that is not the highlighter's output).
 * - No id that the site's shell uses (SHELL_IDS, RESERVED_ID_PREFIXES), on an element or as a
 *   heading's generated id, nor a reference to one (`htmlFor`, `aria-controls`…), and no `name`:
 *   both let a page's element stand in for the shell's (DOM clobbering).
 * - A `style` must be an object that keeps the content in the flow of the text (no fixed or
 *   absolute position, offsets, transforms, negative margins, high z-index, viewport units) and
 *   loads nothing (`url(`, `image-set(`, `@import`…), and sets no CSS custom property.
 * - Markup must reach the browser as written: no block (`<div>`, a list, a table, a block
 *   component) inside a paragraph, no link inside a link, no heading inside a heading, and table
 *   parts only where tables have them. The browser's HTML parser rebuilds such markup, so React's
 *   hydration finds another tree than the one it rendered on the server.
 */
import type { MdxComponentName } from '../../content-model/names';

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

/**
 * `onClick`, `onclick`, `ONCLICK`, `onLoad`…: event handlers, whatever their value. Any case, as
 * an HTML parser lower-cases attribute names.
 */
export const EVENT_HANDLER = /^on[a-z]/i;

/* URLs ------------------------------------------------------------------------------------------ */

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

/** True when a page may link to the URL: no scheme, or one of ALLOWED_SCHEMES. */
export function isAllowedUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_SCHEMES.includes(scheme);
}

/**
 * True for `//host/x`: another site, without a scheme. Browsers read a backslash as a slash there
 * (`/\host/x`, `\\host/x`), so those are too.
 */
function isProtocolRelative(url: string): boolean {
  return /^[\\/]{2}/.test(url.replace(IGNORED_IN_SCHEME, ''));
}

/**
 * True when a page may show the URL as an image: a file of the site (a path, relative or not).
 * The site's Content-Security-Policy has `img-src 'self' data:`, so an image from another site
 * would not load; `data:` URLs are refused all the same, as content that no reviewer sees.
 */
export function isSiteImageUrl(url: string): boolean {
  return urlScheme(url) === null && !isProtocolRelative(url);
}

/** The URLs of an attribute value: `srcset` lists `url descriptor` pairs, `ping` URLs separated by spaces. */
function urlsOf(attribute: string, value: string): string[] {
  if (attribute === 'srcset' || attribute === 'imagesrcset') return value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  if (attribute === 'ping') return value.split(/\s+/);
  return [value];
}

/** The text a value stands for, as React would write it in an attribute (arrays joined), or null. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    try {
      return String(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** A literal value in words, for messages: "an object", "the number 1", "true". */
function describe(value: unknown): string {
  if (value === true) return 'true (an attribute without a value)';
  if (value === null || value === undefined || typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return `the number ${value}`;
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/** Says how an element uses a URL: "link to" / "image" for Markdown, "<a href> links to" for JSX. */
type Subject = (kind: 'link' | 'image') => string;

const MARKDOWN_SUBJECT: Subject = (kind) => (kind === 'image' ? 'image' : 'link to');

/** What to write instead of an image that is not a file of the site. */
export const IMAGE_ADVICE =
  "the site's Content-Security-Policy only loads images from the site: put the file under static/ (e.g. static/img/name.png) and write ![What it shows](/img/name.png).";

/** The problem with one URL of an attribute, or null. */
function urlProblem(kind: 'link' | 'image', url: string, subject: Subject): string | null {
  const scheme = urlScheme(url);
  if (kind === 'image') {
    if (isSiteImageUrl(url)) return null;
    // A web address is worth showing in full; other schemes only by name (the rest can be a payload).
    const shown = scheme === null || scheme === 'http' || scheme === 'https' ? url.trim().slice(0, 60) : `${scheme}:…`;
    return `${subject(kind)} \`${shown}\`: ${IMAGE_ADVICE}`;
  }
  if (scheme === null || ALLOWED_SCHEMES.includes(scheme)) return null;
  return `${subject(kind)} \`${scheme}:…\`: only ${ALLOWED_SCHEMES.slice(0, -1).join(', ')} and ${ALLOWED_SCHEMES[ALLOWED_SCHEMES.length - 1]} links (or site paths) are allowed; remove it or link to a page.`;
}

/** The problem with one URL attribute (`href`, `src`…) of an element, or null. */
function urlAttributeProblem(attribute: string, value: unknown, subject: Subject): string | null {
  const name = attribute.toLowerCase();
  const kind = URL_ATTRIBUTES.get(name);
  const text = kind && textOf(value);
  if (!kind || text === null || text === undefined) return null;
  for (const url of urlsOf(name, text)) {
    const problem = urlProblem(kind, url, subject);
    if (problem) return problem;
  }
  return null;
}

/* Ids and names --------------------------------------------------------------------------------- */

/**
 * The ids that the site's page shell (its components, and Gatsby's runtime around them) gives its
 * own elements, each with where it comes from. A page's element or heading with one of them would
 * be what the shell's `getElementById`, `querySelector('#…')`, CSS `#…` rules and ARIA references
 * find, and an id also defines `window.<id>` for scripts that test a global (DOM clobbering).
 * __tests__/hostile-markup.test.ts reads the shell's source for literal ids and fails on one that
 * is missing here.
 */
export const SHELL_IDS: Readonly<Record<string, string>> = {
  ___gatsby: "Gatsby's root element (gatsby/cache-dir/default-html.js, #___gatsby in src/styles/global.css)",
  'gatsby-focus-wrapper': "Gatsby's router focus wrapper (src/utils/route-focus.ts, src/utils/hydrate.ts, src/styles/global.css)",
  'gatsby-announcer': "Gatsby's route announcer (gatsby/cache-dir/route-announcer-props.js)",
  'gatsby-script-loader': "Gatsby's page-path script (src/build/page-path-script.tsx)",
  'gatsby-chunk-mapping': "Gatsby's chunk-mapping script (src/build/webpack.ts)",
  'main-content': "the skip link's target around the page's content (MAIN_CONTENT_ID in src/components/SkipToContent, src/components/Layout)",
  'toc-title': "the table of contents' title (src/components/TOC)",
  'home-sample-title': 'the home page (src/components/Home)',
  'home-features': 'the home page (src/components/Home)',
  'home-vendors': 'the home page (src/components/Home)',
  'lp-progress-bar': "the navigation's progress bar (PROGRESS_BAR_ID in src/components/ProgressBar)",
  'lp-page-load-failure': 'the box shown when a page fails to load (PAGE_LOAD_FAILURE_ID in src/components/ChunkErrorBox/page-load-failure.tsx)',
  'lp-base-url-banner-container': 'the wrong-baseUrl banner (BANNER_CONTAINER_ID in src/utils/base-url-banner.ts)',
  'lp-base-url-banner': 'the wrong-baseUrl banner (BANNER_ID in src/utils/base-url-banner.ts)',
  'lp-base-url-banner-suggestion': 'the wrong-baseUrl banner (BANNER_SUGGESTION_ID in src/utils/base-url-banner.ts)',
  __LP_APP_STARTED__: 'the window flag the wrong-baseUrl banner tests (src/utils/base-url-banner.ts); an element with this id would set it',
};

/**
 * Id prefixes that belong to the shell, for ids it has now and ids it may get: a page's id (or
 * heading) cannot start with one.
 */
export const RESERVED_ID_PREFIXES: ReadonlyArray<readonly [prefix: string, owner: string]> = [
  ['___', "Gatsby's ids and the window globals its runtime reads (___loader, ___navigate, ___chunkMapping…)"],
  ['gatsby-', "Gatsby's ids (also those of its development error overlay)"],
  ['lp-', "the site's own ids (src/components, src/utils)"],
  [':', "React's generated ids (useId: the search dialog, tabs, table of contents, sidebar, API-key field)"],
];

const SHELL_IDS_LOWER = new Map(Object.entries(SHELL_IDS).map(([id, owner]) => [id.toLowerCase(), owner]));

/**
 * Why a page cannot use `id` ("the site's page shell uses `main-content` for …"), or null for an id
 * a page may use. Compared in any case and without surrounding spaces, to be stricter than the
 * browser.
 */
export function shellIdReason(id: string): string | null {
  const key = id.trim().toLowerCase();
  const owner = SHELL_IDS_LOWER.get(key);
  if (owner !== undefined) return `the site's page shell uses \`${id.trim()}\` for ${owner}`;
  const reserved = RESERVED_ID_PREFIXES.find(([prefix]) => key.startsWith(prefix.toLowerCase()));
  return reserved ? `ids that start with \`${reserved[0]}\` are kept for ${reserved[1]}` : null;
}

/**
 * Attributes whose value names other elements by id (lower case, without hyphens): `htmlFor`,
 * `aria-controls`, `aria-labelledby`… One of the shell's ids there would make a page's element
 * claim to label or control the shell's (the search box, the navigation).
 */
const ID_REFERENCE_ATTRIBUTES = new Set([
  'htmlfor',
  'for',
  'arialabelledby',
  'ariadescribedby',
  'ariacontrols',
  'ariaowns',
  'ariaactivedescendant',
  'ariadetails',
  'ariaerrormessage',
  'ariaflowto',
  'headers',
  'list',
  'form',
  'popovertarget',
  'commandfor',
  'interestfor',
  'anchor',
  'itemref',
]);

/** The problem with a heading whose id (made from its text, ./outline.ts) is one the shell uses, or null. */
export function headingIdProblem(text: string, id: string): string | null {
  const reason = shellIdReason(id);
  if (reason === null) return null;
  return `the heading "${text}" gets the id \`${id}\` (made from its text), and ${reason}; reword the heading.`;
}

/** The problem with `id`, `name` or an id reference of an HTML element written in a page, or null. */
function idProblem(element: string, attribute: string, value: unknown): string | null {
  const name = attribute.toLowerCase();
  if (name === 'name') {
    return `\`${attribute}\` on <${element}>: a page cannot name elements, as a name makes the element document.<name> for the site's scripts (DOM clobbering); to link to it, give it an id="…" instead.`;
  }
  const text = textOf(value);
  if (name === 'id') {
    const reason = text === null ? null : shellIdReason(text);
    if (reason === null) return null;
    return `<${element} id="${text}">: ${reason}, so a page's element cannot have it; choose another id, e.g. id="rate-limit-note".`;
  }
  if (ID_REFERENCE_ATTRIBUTES.has(name.replace(/-/g, '')) && text !== null) {
    const shell = text.split(/\s+/).find((id) => id !== '' && shellIdReason(id) !== null);
    if (shell === undefined) return null;
    return `<${element} ${attribute}="${text}"> refers to an element of the site's page shell: ${shellIdReason(shell)}. A page can only refer to its own elements, by ids it gives them.`;
  }
  return null;
}

/* Style ----------------------------------------------------------------------------------------- */

/** Viewport-relative lengths (`100vw`, `50dvh`, `1vmin`, `10svi`…): boxes sized to the browser window. */
const VIEWPORT_UNIT = /\d[dsl]?v(?:w|h|i|b|min|max)\b/i;

/**
 * What makes a style load something: `url(`, `image-set(` (also `-webkit-`), `image(`,
 * `cross-fade(`, `element(` (another element's rendering), `src(`, `paint(`, `@import`, and IE's
 * `expression(`.
 */
const LOADS = /\b(?:url|src|image|image-set|cross-fade|element|paint|expression)\s*\(|@import/i;

/** Properties that move a box away from its place in the text, or scale it over its neighbours. */
const MOVES = /^(?:top|right|bottom|left|inset(?:-.+)?|transform(?:-.+)?|translate|scale|rotate|zoom|offset(?:-.+)?)$/;

/** The highest z-index a page may set: above its own content, below the site's header and dialogs. */
const MAX_Z_INDEX = 10;

const STYLE_EXAMPLE = 'style={{ textAlign: "center" }}';

/**
 * A style key as a CSS property: `zIndex`, `z-index` and `WebkitTransform` → `z-index`,
 * `transform`. Vendor prefixes (and stray hyphens) go, so that `-webkit-transform` is a transform.
 */
function cssProperty(key: string): string {
  const kebab = /[A-Z]/.test(key) && !key.includes('-') ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key.toLowerCase();
  return kebab.replace(/^-+/, '').replace(/^(?:webkit|moz|ms|o)-/, '');
}

/** The problem with one property of a literal style object, or null. */
function stylePropertyProblem(subject: string, key: string, value: unknown): string | null {
  if (key.startsWith('--')) {
    return `${subject} sets the custom property \`${key}\`: a page cannot set CSS custom properties, which the site's own CSS reads; leave the look to the site's styles.`;
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    return `${subject}: the value of \`${key}\` is ${describe(value)}; write text or a number, e.g. ${STYLE_EXAMPLE}.`;
  }
  const text = String(value).trim();
  if (key.includes('\\') || text.includes('\\')) {
    return `${subject}: \`${key}\` has a backslash (a CSS escape), which a page's style does not need; write the property and its value plainly, e.g. ${STYLE_EXAMPLE}.`;
  }
  const property = cssProperty(key);
  if (!/^[a-z]+(?:-[a-z]+)*$/.test(property) || property === 'css-text') {
    return `${subject} sets \`${key}\`, which is not a CSS property; write properties such as textAlign or color, e.g. ${STYLE_EXAMPLE}.`;
  }
  if (LOADS.test(text)) {
    return `${subject} loads \`${text.slice(0, 60)}\`: a page's style cannot load images or styles; put an image in static/ and write ![What it shows](/img/name.png).`;
  }
  if (VIEWPORT_UNIT.test(text)) {
    return `${subject} sets ${key}: ${text}: a page's content cannot be sized to the browser window (vw, vh, vmin, vmax…); use %, em or px.`;
  }
  if (property === 'position' && !['static', 'relative'].includes(text.toLowerCase())) {
    return `${subject} sets position: ${text}: a page's content stays in the flow of the text, so only position "static" or "relative" is allowed; remove it.`;
  }
  if (MOVES.test(property)) {
    return `${subject} sets ${key}: a page cannot move or scale its content out of its place (top, right, bottom, left, inset, transform, translate, scale, rotate, zoom); remove it.`;
  }
  if (property === 'z-index' && !(text.toLowerCase() === 'auto' || (/^[+-]?\d+$/.test(text) && Number(text) <= MAX_Z_INDEX))) {
    return `${subject} sets zIndex: ${text}: at most ${MAX_Z_INDEX} (or auto), so that a page's content stays below the site's header, menus and dialogs.`;
  }
  if (/^margin(?:-.+)?$/.test(property) && /(?:^|[\s(,*/+-])-\s*\.?\d/.test(text)) {
    return `${subject} sets a negative margin (${key}: ${text}), which pulls content over the rest of the page; use margins of 0 or more.`;
  }
  return null;
}

/** The problem with the `style` of an element written in a page, or null. */
function styleProblem(element: string, attribute: string, value: unknown): string | null {
  const subject = `<${element} ${attribute}>`;
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    return `${subject} is text ("${value.slice(0, 40)}"): React needs an object (text makes it fail); write the properties as an object, e.g. ${STYLE_EXAMPLE}.`;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    return `${subject} is ${describe(value)}: a style is an object of properties, e.g. ${STYLE_EXAMPLE}.`;
  }
  for (const [key, property] of Object.entries(value as Record<string, unknown>)) {
    const problem = stylePropertyProblem(subject, key, property);
    if (problem) return problem;
  }
  return null;
}

/* Elements and attributes ----------------------------------------------------------------------- */

/**
 * The problem with an HTML element written in a page (lower-case JSX such as `<iframe>`), or null
 * when it is on ALLOWED_ELEMENTS.
 */
export function writtenElementProblem(name: string): string | null {
  if (ALLOWED_ELEMENTS.has(name)) return null;
  const advice = ELEMENT_ADVICE.find(([names]) => names.includes(name.toLowerCase()))?.[1] ?? 'write Markdown or use a registered component instead';
  return `<${name}> cannot be used in a page: ${advice}. The HTML elements a page may write are ${ALLOWED_LIST}.`;
}

/** True for an HTML element (`div`), false for a component (`Callout`, `Foo.Bar`). */
function isHtmlElement(name: string): boolean {
  return /^[a-z]/.test(name) && !name.includes('.');
}

/**
 * The problem with an attribute of an element written in a page (`<a onClick>`, `<a href>`,
 * `<Callout to>`), or null. `value` is the literal value (a string, number, array…), already
 * evaluated; event handlers are refused whatever it is (pass `undefined` when it could not be).
 * Attribute names are compared in any case: React writes an unknown one as it is (`Style="…"`),
 * and the browser's HTML parser lower-cases it.
 */
export function writtenAttributeProblem(element: string, attribute: string, value: unknown): string | null {
  const name = attribute.toLowerCase();
  if (EVENT_HANDLER.test(attribute)) {
    return `\`${attribute}\` on <${element}>: a page cannot set event handlers (it is data, not code); remove it, and put interactive behaviour in a registered component (src/components/mdx).`;
  }
  if (RAW_HTML_ATTRIBUTES.has(name)) {
    return `\`${attribute}\` on <${element}>: a page cannot insert raw HTML; write the content as Markdown or JSX.`;
  }
  if (attribute === 'html' && !isHighlighterHtml(value)) {
    return `\`html\` on <${element}> is not the build's highlighted code; a page cannot insert raw HTML: write a fenced code block (\`\`\`python …\`\`\`), which the build highlights.`;
  }
  if (name === 'style') return styleProblem(element, attribute, value);
  if (isHtmlElement(element)) {
    const problem = shellAttributeProblem(element, attribute, name, value);
    if (problem) return problem;
  }
  // A component's `id` and `name` are its own props (<Operation id>, <Shared name>), not HTML's.
  if (isHtmlElement(element)) {
    const problem = idProblem(element, attribute, value);
    if (problem) return problem;
  }
  const kind = URL_ATTRIBUTES.get(name);
  if (kind && typeof value !== 'string') {
    // React would write `[object Object]`, `1` or nothing, and MdxLink crashes on an object.
    return `<${element} ${attribute}> is ${describe(value)}: a URL must be text, e.g. ${attribute}="${kind === 'image' ? '/img/name.png' : '/docs/…'}".`;
  }
  return urlAttributeProblem(attribute, value, (kind) => `<${element} ${attribute}> ${kind === 'image' ? 'loads' : 'links to'}`);
}

/**
 * Attributes of an HTML element written in a page that reach into the shell or the reader's
 * keyboard: the site's CSS classes (the shell's own styles, some of which are fixed overlays:
 * the drawer's backdrop, the search dialog), focus taken on load, keyboard shortcuts, keyboard
 * order and the top layer. Markdown's own elements (a footnote's class, a task list's checkbox)
 * are the build's and are not checked here.
 */
function shellAttributeProblem(element: string, attribute: string, name: string, value: unknown): string | null {
  if (name === 'classname' || name === 'class') {
    return `\`${attribute}\` on <${element}>: a page cannot use the site's CSS classes (they style its shell, and some are overlays); write Markdown, or use a registered component such as <Callout>.`;
  }
  if (name === 'autofocus' || name === 'accesskey' || name === 'popover' || name === 'popovertarget') {
    return `\`${attribute}\` on <${element}>: a page cannot take the reader's focus or keyboard, or open over the page; remove it.`;
  }
  if (name === 'tabindex' && !(value === 0 || value === -1 || value === '0' || value === '-1')) {
    return `\`${attribute}\` on <${element}> is ${JSON.stringify(value)}: only 0 or -1 keep the keyboard order of the page as the shell sets it; remove it.`;
  }
  return null;
}

/* Markup that reaches the browser as written ----------------------------------------------------- */

/**
 * Elements whose start tag makes the browser's HTML parser close an open <p> (the HTML standard's
 * "in body" insertion mode). Inside a paragraph in the server's HTML, they end up after it in the
 * browser's document, which is not the tree React rendered, so hydration fails.
 */
const CLOSES_PARAGRAPH: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'plaintext',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
  'xmp',
]);

const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Elements beyond which an open <p> or <a> does not reach (the parser's scope markers that pages can write). */
const SCOPE_BOUNDARIES: ReadonlySet<string> = new Set(['td', 'th', 'caption']);

/**
 * What each registered component renders around its content (src/components/mdx, ModelCatalog,
 * ErrorCatalog), in words: a block, which cannot stand inside a paragraph any more than a <div>
 * can, or null for inline markup (PricesCheckedOn is a <time>). Typed by the component names, so
 * that a new component needs an entry.
 */
export const COMPONENT_BLOCKS: Readonly<Record<MdxComponentName, string | null>> = {
  Tabs: 'a <div>',
  TabItem: 'a <div>',
  Callout: 'a <div>',
  ApiKeyField: 'a <div>',
  CodeBlock: 'a <div>',
  ModelCatalog: 'a <div> with a table',
  ErrorCatalog: 'a table',
  PricesCheckedOn: null,
  CatalogChanges: 'a list',
  ModelTable: 'a table',
  Shared: "the fragment's paragraphs, tables and code blocks",
  Operation: 'a code block or a table',
};

const COMPONENT_BLOCK = new Map<string, string | null>(Object.entries(COMPONENT_BLOCKS));

/** Where each part of a table may be: elsewhere the browser's HTML parser drops it or moves it. */
const TABLE_PARENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['caption', ['table']],
  ['colgroup', ['table']],
  ['thead', ['table']],
  ['tbody', ['table']],
  ['tfoot', ['table']],
  ['tr', ['thead', 'tbody', 'tfoot']],
  ['td', ['tr']],
  ['th', ['tr']],
  ['col', ['colgroup']],
]);

/** What each part of a table may hold (whitespace aside): anything else, text too, the parser moves out of the table. */
const TABLE_CHILDREN: ReadonlyMap<string, readonly string[]> = new Map([
  ['table', ['caption', 'colgroup', 'thead', 'tbody', 'tfoot']],
  ['thead', ['tr']],
  ['tbody', ['tr']],
  ['tfoot', ['tr']],
  ['tr', ['td', 'th']],
  ['colgroup', ['col']],
]);

/** Where an element stands, as far as the browser's HTML parser rebuilding markup goes. */
export interface Nesting {
  /** The element or component it is directly in, or null at the top of the page. */
  readonly parent: string | null;
  /** Inside a <p> (also through inline elements such as <span>), where a block ends the paragraph. */
  readonly paragraph: boolean;
  /** Inside an <a>, where another link ends the first. */
  readonly link: boolean;
}

export const TOP_LEVEL: Nesting = { parent: null, paragraph: false, link: false };

const OWN_LINE = 'put it on its own line, with a blank line before and after';

/**
 * True for an HTML element or registered component that renders a block, or a part of a table:
 * neither can stand inside a paragraph.
 */
export function rendersBlock(name: string): boolean {
  return CLOSES_PARAGRAPH.has(name) || TABLE_PARENTS.has(name) || (COMPONENT_BLOCK.get(name) ?? null) !== null;
}

/** Where the children of `name` stand, when `name` stands at `nesting`. */
export function nestingInside(name: string, nesting: Nesting): Nesting {
  return {
    parent: name,
    paragraph: name === 'p' || (nesting.paragraph && !rendersBlock(name) && !SCOPE_BOUNDARIES.has(name)),
    link: name === 'a' || (nesting.link && !SCOPE_BOUNDARIES.has(name)),
  };
}

/**
 * The problem with an element (HTML tag or registered component, written or made from Markdown)
 * standing at `nesting`, when the browser's HTML parser would rebuild it, or null.
 */
export function nestingProblem(name: string, nesting: Nesting): string | null {
  const parents = TABLE_PARENTS.get(name);
  if (parents && !parents.includes(nesting.parent ?? '')) {
    if (name === 'tr' && nesting.parent === 'table') {
      return "<tr> directly inside <table>: the browser's HTML parser puts table rows in a <tbody>, so the page cannot hydrate as written; wrap the rows in <tbody>…</tbody> (the header row in <thead>), or write a Markdown table.";
    }
    const where = parents.map((parent) => `<${parent}>`).join(' or ');
    return `<${name}> outside ${where}: the browser's HTML parser drops or moves it there, so the page cannot hydrate as written; put it in ${where}, or write a Markdown table.`;
  }
  const allowed = nesting.parent === null ? undefined : TABLE_CHILDREN.get(nesting.parent);
  if (allowed && !allowed.includes(name)) {
    return `<${name}> directly inside <${nesting.parent}>: the browser's HTML parser moves it out of the table, so the page cannot hydrate as written; put it in a cell (<td>), or before or after the table.`;
  }
  if (name === 'a' && nesting.link) {
    return "a link inside a link: the browser's HTML parser ends the outer link where the inner one starts, so the page cannot hydrate as written; put the inner link (or footnote) after the outer one (and write a web address in a link's text as code, `https://…`).";
  }
  if (HEADINGS.has(name) && nesting.parent !== null && HEADINGS.has(nesting.parent)) {
    return `<${name}> inside <${nesting.parent}>: the browser's HTML parser ends the outer heading there, so the page cannot hydrate as written; ${OWN_LINE}.`;
  }
  if (nesting.paragraph && rendersBlock(name)) {
    const block = COMPONENT_BLOCK.get(name);
    return block
      ? `<${name}> inside a paragraph: it renders ${block}, and the browser's HTML parser ends a paragraph before a block, so the page cannot hydrate as written; ${OWN_LINE}.`
      : `<${name}> inside a paragraph: the browser's HTML parser ends the paragraph before a <${name}>, so the page cannot hydrate as written; ${OWN_LINE}, outside any <p>.`;
  }
  return null;
}

/** The problem with text (not whitespace) directly inside `parent`, when that is a part of a table that holds no text, or null. */
export function tableTextProblem(parent: string | null): string | null {
  if (parent === null || !TABLE_CHILDREN.has(parent)) return null;
  return `text directly inside <${parent}>: the browser's HTML parser moves it out of the table, so the page cannot hydrate as written; put it in a cell (<td>), or before or after the table.`;
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
