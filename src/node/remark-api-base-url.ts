/**
 * Remark plugin: samples are written against `https://api.llmprovider.example`; when the site
 * configuration (`api.baseUrl`) names another base URL, every occurrence in fenced and inline
 * code is rewritten at build time, so the docs team changes one setting instead of every page.
 */

/** The base URL that authors write in samples. */
export const SAMPLE_BASE_URL = 'https://api.llmprovider.example';

// Not followed by more host name characters, so `https://api.llmprovider.example.org` is left alone.
const PATTERN = /https:\/\/api\.llmprovider\.example(?![\w-]|\.[A-Za-z0-9])/g;

/** `text` with the sample base URL replaced by `baseUrl` (a trailing slash on it is ignored). */
export function replaceBaseUrl(text: string, baseUrl: string): string {
  const target = baseUrl.replace(/\/+$/, '');
  if (target === SAMPLE_BASE_URL) return text;
  return text.replace(PATTERN, () => target);
}

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

export interface RemarkApiBaseUrlOptions {
  /** The configured base URL, e.g. `siteConfig.api.baseUrl`. */
  readonly baseUrl: string;
}

export default function remarkApiBaseUrl(options: RemarkApiBaseUrlOptions) {
  const baseUrl = options?.baseUrl ?? SAMPLE_BASE_URL;
  return (tree: MdNode) => {
    if (baseUrl.replace(/\/+$/, '') === SAMPLE_BASE_URL) return;
    const walk = (node: MdNode) => {
      if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
        node.value = replaceBaseUrl(node.value, baseUrl);
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
