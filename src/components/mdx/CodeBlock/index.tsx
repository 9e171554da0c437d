import React, { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '../../../i18n/translate';
import { useCopyStatus } from '../../../hooks/useCopyStatus';
import { writeToClipboard } from '../../../utils/clipboard';
import { IconCheck, IconCopy } from '../../Icons';
import { useApiKey } from '../hooks/useApiKey';
import { API_KEY_PLACEHOLDER, htmlToText } from '../../../content-model/code-html';
import { escapeHtml, withApiKeyHtml, withApiKeyText } from './code-html';
import * as styles from './styles.module.css';

export interface CodeBlockProps {
  /** Code highlighted at build time by src/node/remark-code-blocks.ts. */
  readonly html?: string;
  /** Fence language, e.g. `python`. */
  readonly language?: string;
  /** Shown above the code, e.g. a file name. */
  readonly title?: string;
  /**
   * Fallback when the build plugin did not run (a plain `<pre><code>` from MDX): the `<code>`
   * element, whose text is shown unhighlighted.
   */
  readonly children?: React.ReactNode;
}

/** Names shown in the header of blocks without a title. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  bash: 'Bash',
  sh: 'Shell',
  shell: 'Shell',
  curl: 'curl',
  json: 'JSON',
  python: 'Python',
  py: 'Python',
  javascript: 'JavaScript',
  js: 'JavaScript',
  node: 'Node.js',
  typescript: 'TypeScript',
  ts: 'TypeScript',
  http: 'HTTP',
  yaml: 'YAML',
  yml: 'YAML',
  mdx: 'MDX',
  md: 'Markdown',
  markdown: 'Markdown',
};

/** Samples of page source (e.g. in the style guide) teach the placeholder: never fill it in. */
const SOURCE_LANGUAGES = new Set(['mdx', 'md', 'markdown']);

/** Reads `<code className="language-x">text</code>` children from a plain MDX `pre`. */
function fromChildren(children: React.ReactNode): { text: string; language?: string } {
  const code = React.Children.toArray(children)[0];
  if (!React.isValidElement<{ className?: string; children?: React.ReactNode }>(code)) {
    return { text: typeof code === 'string' ? code : '' };
  }
  const language = /(?:^|\s)language-(\S+)/.exec(code.props.className ?? '')?.[1];
  const text = React.Children.toArray(code.props.children)
    .filter((c) => typeof c === 'string' || typeof c === 'number')
    .join('');
  return { text: text.replace(/\n$/, ''), language };
}

/**
 * A code sample: build-time highlighting, optional title, a Copy button that copies exactly the
 * code (with the reader's API key in place of `YOUR_API_KEY` when they gave one), and horizontal
 * scrolling that keyboard users can reach.
 */
export default function CodeBlock({ html: highlighted, language: languageProp, title, children }: CodeBlockProps) {
  const fallback = highlighted === undefined ? fromChildren(children) : null;
  const html = highlighted ?? escapeHtml(fallback?.text ?? '');
  const language = (languageProp ?? fallback?.language ?? '').toLowerCase();
  const hasPlaceholder = html.includes(API_KEY_PLACEHOLDER) && !SOURCE_LANGUAGES.has(language);
  const [apiKey] = useApiKey(hasPlaceholder);

  const [status, run] = useCopyStatus();
  const [scrollable, setScrollable] = useState(false);
  const preRef = useRef<HTMLPreElement>(null);

  // Long lines scroll sideways; then the <pre> joins the tab order so keyboards can scroll it.
  useEffect(() => {
    const pre = preRef.current;
    if (!pre) return undefined;
    // A transition, like every update right after hydration (src/utils/hydrate.ts): it follows
    // layout, never input, and the observer's first call comes right after hydration too.
    const measure = () => {
      const overflows = pre.scrollWidth > pre.clientWidth + 1;
      startTransition(() => setScrollable(overflows));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(pre);
    return () => observer.disconnect();
  }, [html]);

  const copy = useCallback(() => run(() => writeToClipboard(withApiKeyText(htmlToText(html), apiKey))), [html, apiKey, run]);

  const shownHtml = hasPlaceholder ? withApiKeyHtml(html, apiKey, translate('theme.CodeBlock.apiKeyTitle')) : html;
  const label = title ?? LANGUAGE_NAMES[language] ?? null;
  const copied = status === 'copied';

  return (
    <div className={styles.root} data-language={language || undefined}>
      {/* Title, language and Copy button are interface: the search index keeps only the code. */}
      <div className={styles.header} data-pagefind-ignore="">
        {label !== null && <span className={title ? styles.title : styles.language}>{label}</span>}
        <button
          type="button"
          className={styles.copy}
          onClick={copy}
          aria-label={copied ? translate('theme.CodeBlock.copied') : translate('theme.CodeBlock.copyButtonAriaLabel')}
          title={translate('theme.CodeBlock.copyButtonAriaLabel')}
          data-copied={copied || undefined}
        >
          {copied ? <IconCheck /> : <IconCopy />}
          <span>{copied ? translate('theme.CodeBlock.copied') : translate('theme.CodeBlock.copy')}</span>
        </button>
      </div>
      <pre
        ref={preRef}
        className={styles.pre}
        tabIndex={scrollable ? 0 : undefined}
        aria-label={
          !scrollable ? undefined : title ? translate('theme.CodeBlock.scrollRegionLabelWithTitle', { title }) : translate('theme.CodeBlock.scrollRegionLabel')
        }
      >
        <code className={language ? `language-${language}` : undefined} dangerouslySetInnerHTML={{ __html: shownHtml }} />
      </pre>
      <span role="status" className={status === 'failed' ? styles.error : 'visually-hidden'} data-pagefind-ignore="">
        {status === 'copied' ? translate('theme.CodeBlock.copied') : status === 'failed' ? translate('theme.CodeBlock.copyFailed') : ''}
      </span>
    </div>
  );
}
