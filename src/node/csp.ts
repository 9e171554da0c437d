/**
 * Content-Security-Policy for the production server (deploy/nginx.conf), computed after each
 * build. `script-src` lists the hashes of exactly the inline scripts the site itself generates,
 * made by the same functions that gatsby-ssr uses (the pre-paint colour-mode and announcement
 * script, the constant page-path script, the home page's base-URL banner script) plus the three
 * scripts of Gatsby's scripts slice (chunk map, compilation hash, and the loader of the site's
 * scripts from src/build/deferred-scripts.ts; their shape is checked).
 * The HTML is then checked against that list: an inline script anywhere else (e.g. one that
 * came from page content) fails the build instead of being allowed. The result is an nginx
 * include file with one `add_header Content-Security-Policy ... always;` line (and, when the site
 * configuration sets `csp.reportUri`, a `Reporting-Endpoints` line); it must be deployed with the
 * build it was made from (the hashes change when the scripts do).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { LOADER_START, SCRIPTS_SLICE } from '../build/deferred-scripts';
import { GATSBY_PAGE_PATH } from '../build/page-path-script';
import { adjustmentOn } from '../build/adjustments';
import { walkFiles } from './walk';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** Bodies of the inline scripts a browser executes (no `src`, a JavaScript type). */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    out.push(body);
  }
  return out;
}

/** CSP source expression for one script body: `'sha256-<base64>'` of its exact UTF-8 text. */
export function scriptHash(body: string): string {
  return `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Options from the site configuration's `csp` section (src/config/schema.ts validates them). */
export interface CspOptions {
  /** An https URL that receives violation reports; no reporting directives when unset. */
  readonly reportUri?: string;
}

/** Name of the reporting endpoint, in `report-to` and in the Reporting-Endpoints header. */
export const CSP_REPORT_ENDPOINT = 'csp-endpoint';

/**
 * The policy. Besides the hashes: Gatsby loads its code and page data from the same origin
 * (scripts, XHR, <link rel=prefetch>); styles are inlined by Gatsby into <style> elements and
 * React writes `style` attributes, hence 'unsafe-inline' for styles only; 'wasm-unsafe-eval'
 * lets the search index (WebAssembly) run without allowing eval of JavaScript. With a `reportUri`,
 * violations are reported there: `report-uri` for browsers without the Reporting API, `report-to`
 * (which those with it use instead) naming the endpoint of the Reporting-Endpoints header.
 */
export function contentSecurityPolicy(hashes: readonly string[], { reportUri }: CspOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reportUri ? [`report-uri ${reportUri}`, `report-to ${CSP_REPORT_ENDPOINT}`] : []),
  ].join('; ');
}

/**
 * Gatsby's own inline scripts, from the scripts slice it writes (public/_gatsby/slices): the chunk
 * map (the text of public/chunk-map.json), the webpack compilation hash, and the loader that
 * src/build/deferred-scripts.ts put in place of the slice's async script tags. Throws when they
 * are not exactly those three, or when an async script tag is left (a Gatsby upgrade changed the
 * slice: update this function or deferred-scripts.ts).
 */
export function gatsbyInlineScripts(publicDir: string, { scriptsAfterPaint = true, pagePathScript = true }: GatsbyScriptOptions = {}): string[] {
  const dir = path.join(publicDir, '_gatsby', 'slices');
  const slices = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => SCRIPTS_SLICE.test(name)) : [];
  if (slices.length !== 1)
    throw new Error(
      `src/node/csp.ts: expected one Gatsby scripts slice in ${dir}, found ${slices.length}. Update gatsbyInlineScripts for this Gatsby version.`,
    );
  const html = fs.readFileSync(path.join(dir, slices[0]), 'utf8');
  if (scriptsAfterPaint && /<script\b[^>]*\sasync\b/i.test(html)) {
    throw new Error(
      `src/node/csp.ts: Gatsby's scripts slice ${slices[0]} still has async script tags, so the scripts would be requested before the first paint: src/build/deferred-scripts.ts did not rewrite it. Update deferScriptsSlice for this Gatsby version.`,
    );
  }
  const chunkMap = fs.readFileSync(path.join(publicDir, 'chunk-map.json'), 'utf8');
  const scripts = inlineScripts(html);
  const chunkMapping = `window.___chunkMapping=${JSON.stringify(chunkMap)};`;
  const expected = [
    (body: string) => body.trim() === chunkMapping,
    (body: string) => /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(body),
    ...(scriptsAfterPaint ? [(body: string) => body.startsWith(LOADER_START)] : []),
  ];
  if (scripts.length !== expected.length || !expected.every((matches, index) => matches(scripts[index]))) {
    throw new Error(
      `src/node/csp.ts: Gatsby's scripts slice ${slices[0]} no longer holds just the chunk map, the compilation hash${scriptsAfterPaint ? ' and the script loader (src/build/deferred-scripts.ts)' : ''}. Update gatsbyInlineScripts for this Gatsby version.`,
    );
  }
  return pagePathScript ? scripts : [...scripts, ...gatsbyPagePathScripts(publicDir)];
}

/** Which of the adjustments that change Gatsby's inline scripts are on (src/build/adjustments.ts). */
export interface GatsbyScriptOptions {
  /** `scripts-after-paint`: the scripts slice holds the deferred loader instead of async script tags. */
  readonly scriptsAfterPaint?: boolean;
  /** `page-path-script`: one page-path script for every page (in the site's scripts) instead of Gatsby's own per page. */
  readonly pagePathScript?: boolean;
}

/** Gatsby's own page-path scripts (`window.pagePath="/docs/x"`, one per page), as the HTML under `publicDir` holds them. */
export function gatsbyPagePathScripts(publicDir: string): string[] {
  const scripts = new Set<string>();
  for (const file of walkFiles(publicDir, { match: /\.html$/ })) {
    for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) if (GATSBY_PAGE_PATH.test(body)) scripts.add(body);
  }
  return [...scripts];
}

/**
 * Inline scripts in the HTML under `publicDir` that are not in `allowed`, as
 * `public/<file>: …` lines (empty when every inline script is one the site generates).
 */
export function unexpectedInlineScripts(publicDir: string, allowed: readonly string[]): string[] {
  const known = new Set(allowed);
  const problems: string[] = [];
  for (const file of walkFiles(publicDir, { match: /\.html$/ }).sort()) {
    for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      if (known.has(body)) continue;
      const excerpt = body.trim().replace(/\s+/g, ' ').slice(0, 80);
      problems.push(
        `${path.join('public', path.relative(publicDir, file))}: inline <script> that the site does not generate ("${excerpt}"). Remove it from the page's source; pages cannot run scripts.`,
      );
    }
  }
  return problems;
}

/**
 * The nginx include file's text: the policy, and with a `reportUri` (the one given to
 * contentSecurityPolicy) the Reporting-Endpoints header that `report-to` refers to. Throws when the
 * URL holds a character that would end the quoted nginx string, start an nginx variable or split the
 * header (the site configuration's schema already rejects those).
 */
export function nginxCspInclude(policy: string, { reportUri }: CspOptions = {}): string {
  if (reportUri !== undefined && /[\s"'\\$;,]/.test(reportUri)) {
    throw new Error(`src/node/csp.ts: the CSP report URL ${JSON.stringify(reportUri)} cannot be written into nginx's configuration: percent-encode it.`);
  }
  // nginx reads no parameter longer than its 4 KB configuration buffer: a longer policy (a hash per
  // page, when the `page-path-script` adjustment is off) goes into variables of a few KB each.
  const parts: string[] = [];
  for (const word of policy.split(' ')) {
    if (parts.length > 0 && parts[parts.length - 1].length + 1 + word.length <= NGINX_PART) parts[parts.length - 1] += ` ${word}`;
    else parts.push(word);
  }
  const header =
    parts.length === 1
      ? `add_header Content-Security-Policy "${policy}" always;\n`
      : `${parts.map((part, index) => `set $lp_csp_${index} "${index === 0 ? '' : ' '}${part}";\n`).join('')}add_header Content-Security-Policy "${parts.map((_part, index) => `$lp_csp_${index}`).join('')}" always;\n`;
  return (
    '# Generated by `npm run build` (src/node/csp.ts) from the inline scripts in public/.\n' +
    '# Deploy it together with that build and reload nginx; do not edit.\n' +
    header +
    (reportUri ? `add_header Reporting-Endpoints '${CSP_REPORT_ENDPOINT}="${reportUri}"' always;\n` : '')
  );
}

/** The longest part of the policy in one nginx parameter (its configuration buffer is 4 KB). */
const NGINX_PART = 3000;

/** The Content-Security-Policy of an include file written by nginxCspInclude (undefined if none). */
export function policyOfInclude(text: string): string | undefined {
  const variables = new Map([...text.matchAll(/^set \$(lp_csp_\d+) "([^"]*)";$/gm)].map(([, name, value]) => [name, value]));
  const value = /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(text)?.[1];
  return value?.replace(/\$(lp_csp_\d+)/g, (_match, name: string) => variables.get(name) ?? '');
}

/**
 * Inline scripts of the HTML under `publicDir` whose hash is not in the `script-src` directive of
 * `policy`, as `public/<file>: <hash> ("<start of the script>")` lines, and how many inline scripts
 * were checked. An empty list means the policy lets every inline script of that build run; a
 * deploy/csp.conf from another build (a stale one) gives lines.
 */
export function scriptsMissingFromPolicy(publicDir: string, policy: string): { missing: string[]; checked: number } {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const allowed = new Set(scriptSrc?.slice(1) ?? []);
  const missing: string[] = [];
  let checked = 0;
  for (const file of walkFiles(publicDir, { match: /\.html$/ }).sort()) {
    for (const body of inlineScripts(fs.readFileSync(file, 'utf8'))) {
      checked += 1;
      const hash = scriptHash(body);
      if (allowed.has(hash)) continue;
      const excerpt = body.trim().replace(/\s+/g, ' ').slice(0, 80);
      missing.push(`${path.join('public', path.relative(publicDir, file))}: ${hash} ("${excerpt}")`);
    }
  }
  return { missing, checked };
}

/**
 * Writes the include file for the site's own inline scripts (`siteScripts`, from
 * src/build/inline-scripts.ts) and Gatsby's, with the site configuration's `csp` options;
 * throws, naming the files, when the HTML holds any other inline script. Returns how many
 * distinct inline scripts the policy allows.
 */
export function writeNginxCsp(
  publicDir: string,
  outFile: string,
  siteScripts: readonly string[],
  options: CspOptions = {},
  gatsby: GatsbyScriptOptions = { scriptsAfterPaint: adjustmentOn('scripts-after-paint'), pagePathScript: adjustmentOn('page-path-script') },
): number {
  const allowed = [...siteScripts.filter((body) => body !== ''), ...gatsbyInlineScripts(publicDir, gatsby)];
  const problems = unexpectedInlineScripts(publicDir, allowed);
  if (problems.length > 0) {
    const more = problems.length > 20 ? `\n… and ${problems.length - 20} more` : '';
    throw new Error(`Inline scripts the Content-Security-Policy would not allow:\n${problems.slice(0, 20).join('\n')}${more}`);
  }
  const hashes = [...new Set(allowed.map(scriptHash))].sort();
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, nginxCspInclude(contentSecurityPolicy(hashes, options), options));
  return hashes.length;
}
