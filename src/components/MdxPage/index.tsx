import React from 'react';
import Seo from '../Seo';

export interface MdxPageProps {
  readonly frontmatter: { readonly title: string; readonly description: string | null };
  readonly children: React.ReactNode;
}

/** A standalone Markdown page outside the docs. */
export default function MdxPage({ frontmatter, children }: MdxPageProps) {
  return (
    <>
      <Seo title={frontmatter.title} description={frontmatter.description ?? undefined} />
      <main className="container markdown-page">
        <article className="markdown">
          <h1>{frontmatter.title}</h1>
          {children}
        </article>
      </main>
    </>
  );
}
