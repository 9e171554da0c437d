/**
 * The operations of content/openapi as Gatsby nodes (`ApiOperation`, `allApiOperation` in
 * GraphQL), so templates and GraphiQL can query them, and so a page that shows an operation
 * depends on its node: Gatsby re-runs that page's query when the operation changes.
 */
import type { ApiOperation } from './operations';
import type { OperationSource } from './rules';

export const API_OPERATION_TYPE = 'ApiOperation';
/** A compiled `<Operation>` block (src/node/openapi/prepare.ts), by the digest of its Markdown. */
export const API_OPERATION_BLOCK_TYPE = 'ApiOperationBlock';

export const API_OPERATION_TYPE_DEFS = `
  "An operation of the OpenAPI document (content/openapi), published at /openapi.json"
  type ApiOperation implements Node @dontInfer {
    "The operationId, which pages name in <Operation id=…/>"
    operationId: String!
    "GET, POST, DELETE…"
    method: String!
    "The path, with {parameters}"
    path: String!
    summary: String!
    description: String!
    "Its API family (its one tag)"
    tag: String!
    "The error-body format (x-api-format): openai, anthropic, gemini, bedrock, minimax, qwen, kling or dify"
    format: String!
    "Site path of the page that documents it (externalDocs.url)"
    page: String!
    "The YAML file it is written in, relative to the project"
    file: String!
    "1-based line of the operation in that file"
    line: Int!
    "The error codes of each error status (x-error-codes), codes of content/errors.json"
    errors: [ApiOperationErrors!]!
    "Each way to authenticate: the names of its security schemes"
    security: [[String!]!]!
    "The whole operation with its schemas resolved, as JSON text (src/node/openapi/operations.ts ApiOperation)"
    dataJson: String!
  }
  "An <Operation> block as pages show it, compiled when the document was prepared (src/node/openapi/prepare.ts)"
  type ApiOperationBlock implements Node @dontInfer {
    "A digest of the block's Markdown (src/node/openapi/render.ts)"
    key: String!
    "The compiled content as JSON text (src/content-model/content-tree.ts)"
    treeJson: String!
  }
  type ApiOperationErrors {
    status: String!
    codes: [String!]!
  }
`;

export interface ApiOperationNodeData {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly tag: string;
  readonly format: string;
  readonly page: string;
  readonly file: string;
  readonly line: number;
  readonly errors: ApiOperation['errors'];
  readonly security: ApiOperation['security'];
  readonly dataJson: string;
}

export function apiOperationNodeData(operation: ApiOperation, source: OperationSource | undefined): ApiOperationNodeData {
  return {
    operationId: operation.id,
    method: operation.method.toUpperCase(),
    path: operation.path,
    summary: operation.summary,
    description: operation.description,
    tag: operation.tag,
    format: operation.format,
    page: operation.page,
    file: source?.file ?? 'content/openapi/openapi.yaml',
    line: source?.line ?? 1,
    errors: operation.errors,
    security: operation.security,
    dataJson: JSON.stringify(operation, (_key, value: unknown) => (value instanceof Map ? Object.fromEntries(value) : value)),
  };
}

/** The operation a node stores (variants back as a Map). */
export function operationOfNode(node: Pick<ApiOperationNodeData, 'dataJson'>): ApiOperation {
  const data = JSON.parse(node.dataJson) as ApiOperation & {
    requestBody: { required: boolean; media: Array<{ mediaType: string; schema: unknown; variants: Record<string, unknown> }> } | null;
    success: { status: string; description: string; media: Array<{ mediaType: string; schema: unknown; variants: Record<string, unknown> }> } | null;
  };
  const revive = (media: Array<{ mediaType: string; schema: unknown; variants: Record<string, unknown> }>) =>
    media.map((m) => ({ ...m, variants: new Map(Object.entries(m.variants ?? {})) }));
  return {
    ...data,
    requestBody: data.requestBody ? { ...data.requestBody, media: revive(data.requestBody.media) } : null,
    success: data.success ? { ...data.success, media: revive(data.success.media) } : null,
  } as ApiOperation;
}
