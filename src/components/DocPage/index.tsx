import React, { useMemo } from 'react';
import { siteConfig } from '../../config/runtime';
import { useSiteLocation } from '../../contexts/Location';
import { useDocsData } from '../../hooks/useDocsData';
import { useWindowSize } from '../../hooks/useWindowSize';
import { translate } from '../../i18n/translate';
import { feedOfPage } from '../../utils/feeds';
import { findTrail, type Sidebar } from '../../utils/sidebar';
import { buildToc, tocLevels } from '../../utils/toc';
import Breadcrumbs from '../Breadcrumbs';
import Pagination from '../Pagination';
import Seo from '../Seo';
import CopyPage, { TitleRow } from '../CopyPage';
import { TocDesktop, TocMobile } from '../TOC';
import * as styles from './styles.module.css';
import type { ContentNode } from '../../content-model/content-tree';
import type { FieldsResult, FrontmatterResult, Heading } from '../../content-model/page';

export interface DocPageData {
  readonly mdx: {
    readonly frontmatter: FrontmatterResult<'title' | 'description' | 'hide_table_of_contents' | 'toc_min_heading_level' | 'toc_max_heading_level'>;
    readonly fields: FieldsResult<'slug' | 'docId' | 'sourcePath' | 'lastModified'> & {
      readonly headings: ReadonlyArray<Pick<Heading, 'depth' | 'value' | 'id'>>;
    };
    /** The compiled content (src/node/compile), data components filled in. */
    readonly content: ContentNode[] | null;
  };
}

export interface DocPageContext {
  readonly id: string;
  readonly previous: { readonly label: string; readonly href: string } | null;
  readonly next: { readonly label: string; readonly href: string } | null;
}

export interface DocPageProps {
  readonly data: DocPageData;
  readonly context: DocPageContext;
  readonly pathname: string;
  readonly children: React.ReactNode;
  /**
   * Pagefind weight of the page's text (1 by default; headings keep their own). The model pages
   * use less, so that a word such as "chat" finds the endpoint pages before the models named after it.
   */
  readonly searchWeight?: number;
}

/** URL of the doc's source in the code host, for "Edit this page". */
export function editUrlOf(sourcePath: string, base = siteConfig.docs.editUrl): string | undefined {
  if (!base) return undefined;
  const folder = base.replace(/\/?$/, '/');
  if (sourcePath.startsWith('content/docs/')) return `${folder}${sourcePath.slice('content/docs/'.length)}`;
  // A file outside the docs folder (content/models.json for the model pages): from the repository
  // root the edit URL names, when it names one.
  return folder.endsWith('/content/docs/') ? `${folder.slice(0, -'content/docs/'.length)}${sourcePath}` : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 3, 2025" for an ISO date (UTC, so server and browser agree), or undefined. Written out
 * instead of Intl.DateTimeFormat: creating that formatter loads the browser's locale data, one
 * more long task while a doc page hydrates on a phone.
 */
export function formatDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Separator of the sidebar path that search results show (`API Reference › OpenAI`). */
export const TRAIL_SEPARATOR = ' › ';

/**
 * The page's place in the sidebar above the page itself, for search results to tell apart pages
 * of the same name (Chat under OpenAI, Chat under DeepSeek): `API Reference › OpenAI`, or '' for
 * a page at the top of the sidebar.
 */
export function searchTrail(sidebar: Sidebar, pathname: string): string {
  return findTrail(sidebar, pathname)
    .slice(0, -1)
    .map((item) => item.label)
    .join(TRAIL_SEPARATOR);
}

/**
 * A documentation page: breadcrumbs, the MDX body, table of contents and pagination. The sidebar
 * next to it belongs to the shell (src/components/DocRoot), so it stays mounted across pages.
 */
export default function DocPage({ data, context, children, searchWeight }: DocPageProps) {
  const { frontmatter, fields } = data.mdx;
  const { pathname } = useSiteLocation();
  const { sidebar } = useDocsData();
  const windowSize = useWindowSize();

  const { min, max } = tocLevels(frontmatter, siteConfig.tableOfContents);
  const toc = useMemo(() => buildToc(fields.headings, min, max), [fields.headings, min, max]);
  const showToc = !frontmatter.hide_table_of_contents && toc.length > 0;

  const editUrl = editUrlOf(fields.sourcePath);
  const lastUpdated = formatDate(fields.lastModified);
  const trail = searchTrail(sidebar, pathname);

  return (
    <>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description ?? undefined}
        pathname={fields.slug}
        type="article"
        dateModified={fields.lastModified}
        feed={feedOfPage(fields.slug)}
        markdown
      />
      <div className={styles.root}>
        <main className={styles.main}>
          <div className={styles.row}>
            <div className={styles.content}>
              <Breadcrumbs sidebar={sidebar} pathname={pathname} />
              {showToc && <TocMobile toc={toc} />}
              {/* The search index holds the article only (title, prose, tables, code; the
                  interface inside it is marked data-pagefind-ignore) and the sidebar path as meta. */}
              <article className="markdown" data-pagefind-body="" data-pagefind-meta={trail ? `trail:${trail}` : undefined}>
                <TitleRow>
                  <h1 data-pagefind-weight={searchWeight === undefined ? undefined : String(searchWeight * 7)}>{frontmatter.title}</h1>
                  <CopyPage path={fields.slug} />
                </TitleRow>
                {searchWeight === undefined ? children : <div data-pagefind-weight={String(searchWeight)}>{children}</div>}
              </article>
              {(editUrl || lastUpdated) && (
                <div className={styles.meta}>
                  {editUrl && (
                    <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.edit}>
                      {translate('theme.common.editThisPage')}
                    </a>
                  )}
                  {lastUpdated && (
                    <span className={styles.updated}>
                      {translate('theme.lastUpdated.atDate')} <time dateTime={fields.lastModified!}>{lastUpdated}</time>
                    </span>
                  )}
                </div>
              )}
              <Pagination previous={context.previous} next={context.next} />
            </div>
            {showToc && windowSize !== 'mobile' && (
              <div className={styles.toc}>
                <TocDesktop toc={toc} />
              </div>
            )}
          </div>
        </main>
      </div>
    </>
  );
}
