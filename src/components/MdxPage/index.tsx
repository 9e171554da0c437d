import React from 'react';
import Seo from '../Seo';

export interface MdxPageProps {
  readonly frontmatter: { readonly title: string; readonly description: string | null };
  /** Site path of the page, e.g. `/markdown-page` (canonical URL). */
  readonly pathname: string;
  readonly children: React.ReactNode;
}

/** A standalone Markdown page outside the docs. */
export default function MdxPage({ frontmatter, pathname, children }: MdxPageProps) {
  return (
    <>
      <Seo title={frontmatter.title} description={frontmatter.description ?? undefined} pathname={pathname} />
      <main className="container markdown-page">
        <article className="markdown">
          <h1>{frontmatter.title}</h1>
          {children}
        </article>
      </main>
    </>
  );
}
