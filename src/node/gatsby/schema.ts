/**
 * The GraphQL types declared before sourcing: explicit types for MDX front matter and our fields,
 * so partial content still compiles and GraphiQL documents them, and the types of the catalogues'
 * and the OpenAPI document's nodes.
 */
import { timedHook } from '../build-steps';
import type { CreateSchemaCustomizationArgs, GatsbyNode } from 'gatsby';
import { frontmatterTypeDefs } from '../frontmatter';
import { CATALOG_TYPE_DEFS } from '../models';
import { ERROR_TYPE_DEFS } from '../errors';
import { API_OPERATION_TYPE_DEFS } from '../openapi/nodes';
import { MDX_FIELDS_TYPE_DEFS } from '../mdx-fields';

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = timedHook(
  'createSchemaCustomization',
  [],
  ({ actions }: CreateSchemaCustomizationArgs) => {
    actions.createTypes(`
    type Mdx implements Node @dontInfer {
      "The MDX source without front matter"
      body: String!
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    "A link written in a page, with its line in the source file (for the build's link check)."
    type MdxLink {
      url: String!
      line: Int!
      "link, or image for what the page embeds (Markdown images, src attributes), which must be a file"
      kind: String
    }
    type MdxSharedRef {
      name: String!
      "1-based line in the source file"
      line: Int!
    }
    type MdxErrorRef {
      code: String!
      "gateway, dify or kling"
      scheme: String!
      status: Int
      type: String
      "1-based line in the source file"
      line: Int!
      "table or body"
      where: String!
    }
    "An <Operation id=… part=…/> element of a page (content/openapi), with its line"
    type MdxOperationRef {
      ids: [String!]!
      "endpoint, path, query, header, body or response"
      part: String!
      "The variant it shows (schema=…)"
      schema: String
      line: Int!
    }
    "A gateway request made by a code sample, checked against content/openapi"
    type MdxApiRequest {
      "curl, python, node or http"
      lang: String!
      method: String!
      path: String!
      line: Int!
      "curl: the literal JSON body"
      body: String
      "The top-level field names it sends, when they can be read"
      fields: [String!]
      "The model id it names, when it can be read"
      model: String
      "JSON text of the body's values as far as they are literal (computed parts as {unread})"
      values: String
      "The API version headers it sends, written or its SDK's default (name: value)"
      headers: [String!]!
      "Client timeouts for the whole request the sample sets, in seconds"
      totalTimeouts: [Float!]!
      "Client timeouts for the wait for data the sample sets, in seconds"
      idleTimeouts: [Float!]!
    }
    "A model id sent by a code sample, with its line (checked against the catalogue's lifecycle)"
    type MdxModelRef {
      id: String!
      "1-based line in the source file"
      line: Int!
    }
    type MdxHeading {
      depth: Int!
      value: String!
      id: String!
      "1-based line in the source file"
      line: Int!
    }
  `);
    actions.createTypes(frontmatterTypeDefs());
    actions.createTypes(MDX_FIELDS_TYPE_DEFS);
    actions.createTypes(CATALOG_TYPE_DEFS);
    actions.createTypes(ERROR_TYPE_DEFS);
    actions.createTypes(API_OPERATION_TYPE_DEFS);
  },
);
