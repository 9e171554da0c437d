import React from 'react';
import { graphql, type PageProps } from 'gatsby';
import DocPage, { type DocPageContext, type DocPageData } from '../components/DocPage';
import MdxContent from '../components/mdx/MdxContent';
import type { ContentNode } from '../content-model/content-tree';

/** The model pages' weight in search (their title 0.3 × 7 = 2.1 against a doc page's 7). */
const MODEL_SEARCH_WEIGHT = 0.3;

interface ModelPageData {
  readonly catalogModel: {
    readonly slug: string;
    readonly checkedOn: string;
    readonly page: {
      readonly title: string;
      readonly description: string;
      readonly headings: DocPageData['mdx']['fields']['headings'];
    };
    readonly content: ContentNode[] | null;
  };
}

/**
 * Every model of content/models.json: one template for all. The page's content was written from
 * the model's catalogue entry and compiled like an MDX page (src/node/model-pages); it arrives as
 * data through the query and renders in the doc page's frame, so it costs no code of its own.
 */
export default function ModelTemplate({ data, pageContext, location }: PageProps<ModelPageData, DocPageContext>) {
  const model = data.catalogModel;
  const docData: DocPageData = {
    mdx: {
      frontmatter: {
        title: model.page.title,
        description: model.page.description,
        hide_table_of_contents: null,
        toc_min_heading_level: null,
        toc_max_heading_level: null,
      },
      fields: { slug: model.slug, docId: null, sourcePath: 'content/models.json', lastModified: model.checkedOn, headings: model.page.headings },
      content: model.content,
    },
  };
  return (
    <DocPage data={docData} context={pageContext} pathname={location.pathname} searchWeight={MODEL_SEARCH_WEIGHT}>
      <MdxContent tree={model.content} />
    </DocPage>
  );
}

export const query = graphql`
  query ModelPage($id: String!) {
    catalogModel(id: { eq: $id }) {
      slug
      checkedOn
      page {
        title
        description
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
