export interface OperationProps {
  /** operationId(s) of content/openapi, separated by spaces. */
  readonly id?: string;
  /** What to show: endpoint, path, query, header, body or response. */
  readonly part?: string;
  /** The variant (a schema name of content/openapi/components/schemas) a body or response shows. */
  readonly schema?: string;
}

/**
 * `<Operation id="createChatCompletion" part="body" />` in a page stands for a block made from the
 * OpenAPI document (src/node/openapi/render.ts). The `content` resolver (gatsby-node.ts) puts the
 * block's compiled content in its place before the page renders, and the build fails on an unknown
 * operation or part, so a built page never renders this element itself.
 */
export default function Operation(_props: OperationProps) {
  return null;
}
