// Plain JSX on purpose: gatsby-plugin-mdx parses MDX templates with acorn before any TypeScript
// transform, so this file stays free of type syntax. Typed UI lives in src/components/DocPage.
import React from 'react';
import { graphql } from 'gatsby';
import DocPage from '../components/DocPage';

/** One documentation page: the query for its data, rendered by DocPage around the compiled MDX. */
export default function DocTemplate({ data, pageContext, children, location }) {
  return (
    <DocPage data={data} context={pageContext} pathname={location.pathname}>
      {children}
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
    }
  }
`;
