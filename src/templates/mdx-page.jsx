// Plain JSX on purpose (see doc-page.jsx). Typed UI lives in src/components/MdxPage.
import React from 'react';
import { graphql } from 'gatsby';
import MdxPage from '../components/MdxPage';

/** A standalone MDX page from content/pages (e.g. /markdown-page). */
export default function MdxPageTemplate({ data, children }) {
  return <MdxPage frontmatter={data.mdx.frontmatter} pathname={data.mdx.fields.slug}>{children}</MdxPage>;
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
    }
  }
`;
