import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import DocPage, { type DocPageContext, type DocPageData } from '../components/DocPage';
import MdxContent from '../components/mdx/MdxContent';

/**
 * Every documentation page: one template (one webpack module) whatever the number of pages. The
 * page's compiled content arrives as data through the query (`mdx.content`, see
 * src/node/compile) and MdxContent renders it.
 */
export default function DocTemplate({ data, pageContext, location }: PageProps<DocPageData, DocPageContext>) {
  return (
    <DocPage data={data} context={pageContext} pathname={location.pathname}>
      <MdxContent tree={data.mdx.content} />
    </DocPage>
  );
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        hide_table_of_contents
        toc_min_heading_level
        toc_max_heading_level
      }
      fields {
        slug
        docId
        sourcePath
        lastModified
        headings {
          depth
          value
          id
        }
      }
      content
    }
  }
`;
