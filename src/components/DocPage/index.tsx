import React from 'react';
import Seo from '../Seo';

export interface DocPageData {
  readonly mdx: {
    readonly frontmatter: {
      readonly title: string;
      readonly description: string | null;
      readonly hide_table_of_contents: boolean | null;
      readonly toc_min_heading_level: number | null;
      readonly toc_max_heading_level: number | null;
    };
    readonly fields: {
      readonly slug: string;
      readonly docId: string;
      readonly sourcePath: string;
      readonly headings: ReadonlyArray<{ readonly depth: number; readonly value: string; readonly id: string }>;
    };
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
}

/** A documentation page: title and MDX body. */
export default function DocPage({ data, children }: DocPageProps) {
  const { title, description } = data.mdx.frontmatter;
  return (
    <>
      <Seo title={title} description={description ?? undefined} />
      <main className="doc-main">
        <article className="markdown" data-pagefind-body="">
          <h1>{title}</h1>
          {children}
        </article>
      </main>
    </>
  );
}
