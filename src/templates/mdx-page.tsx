import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import MdxPage from '../components/MdxPage';
import MdxContent from '../components/mdx/MdxContent';
import type { ContentNode } from '../content-model/content-tree';
import type { FieldsResult, FrontmatterResult } from '../content-model/page';

interface MdxPageData {
  readonly mdx: {
    readonly frontmatter: FrontmatterResult<'title' | 'description'>;
    readonly fields: FieldsResult<'slug'>;
    readonly content: ContentNode[] | null;
  };
}

/** Every standalone MDX page from content/pages (e.g. /markdown-page): one template for all. */
export default function MdxPageTemplate({ data }: PageProps<MdxPageData>) {
  return (
    <MdxPage frontmatter={data.mdx.frontmatter} pathname={data.mdx.fields.slug}>
      <MdxContent tree={data.mdx.content} />
    </MdxPage>
  );
}

export const query = graphql`
  query MdxPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
      }
      fields {
        slug
      }
      content
    }
  }
`;
