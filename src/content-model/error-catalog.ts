/**
 * The error catalogue (content/errors.json) as pages receive it: its entries and, per API format,
 * the body shape errors take there. The build validates the file against its schema
 * (src/node/errors.ts, which the compiler holds to these types) and gives <ErrorCatalog /> and the
 * Markdown twins (src/node/ai-docs) this data.
 */
import type { ApiFormat } from './model-catalog';

/**
 * Whose code an entry is: the gateway's own (`error.code` of the OpenAI-style body), Dify's (`code`
 * of Dify's body), Kling's (the number in `code` of Kling's body, written as a string), or a task's
 * (`error.code` of a task that ended as `failed` or `cancelled`, read with `GET /v1/tasks/{task_id}`, which answers
 * 200: a task error has no HTTP status).
 */
export const ERROR_SCHEMES = ['gateway', 'dify', 'kling', 'task'] as const;

export type ErrorScheme = (typeof ERROR_SCHEMES)[number];

/** The OpenAI-style `error.type` values. */
export const ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'permission_error',
  'not_found_error',
  'rate_limit_error',
  'insufficient_quota',
  'upstream_error',
  'timeout_error',
  'server_error',
  'overloaded_error',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/** Anthropic's `error.type` values (https://docs.claude.com/en/api/errors; the anthropic SDKs' `ErrorType`). */
export const ANTHROPIC_ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'billing_error',
  'permission_error',
  'not_found_error',
  'request_too_large',
  'rate_limit_error',
  'api_error',
  'timeout_error',
  'overloaded_error',
] as const;

export type AnthropicErrorType = (typeof ANTHROPIC_ERROR_TYPES)[number];

/** One entry of content/errors.json. */
export interface CatalogError {
  /** HTTP status; null for a task error (`scheme: "task"`), which comes in a 200 answer. */
  readonly status: number | null;
  /** The machine-readable code clients branch on. */
  readonly code: string;
  readonly scheme: ErrorScheme;
  /** OpenAI-style `error.type`; null for Dify, Kling and task codes, whose bodies have no type. */
  readonly type: ErrorType | null;
  /** `error.type` in the Anthropic format; only on entries that list that format. */
  readonly anthropicType?: AnthropicErrorType;
  /** The API formats the error occurs in. */
  readonly formats: ApiFormat[];
  /** What makes the gateway return it. */
  readonly cause: string;
  /** What the client should do. */
  readonly fix: string;
  /** True when retrying the same request (for a task error: submitting the same task again) can succeed. */
  readonly retryable: boolean;
  /**
   * A gateway code that a finished task's `error.code` can also be, with the same meaning (the
   * vendor did not answer in time: `upstream_timeout`). The Error codes page lists it with the
   * task errors too.
   */
  readonly taskError?: boolean;
  /** Site path of the page that documents the code, with an optional #anchor of the section. */
  readonly docs: string;
}

/** The body shape errors take in one API format. */
export interface ErrorBody {
  readonly format: ApiFormat;
  /** Which endpoints use this format. */
  readonly endpoints: string;
  /** The body as JSON text, with "…" for variable parts. */
  readonly body: string;
  /** Where the body carries what identifies the error. */
  readonly codeField: string;
  /**
   * The shape of errors the gateway raises itself (missing key, empty balance, rate limit) in this
   * format: "vendor" (the body above, so the vendor's SDK reads them) or "openai" (the gateway's
   * OpenAI-style body; the vendor's own errors keep the body above).
   */
  readonly gatewayErrors: 'vendor' | 'openai';
}

/** What `<ErrorCatalog />` receives. */
export interface ErrorCatalogData {
  readonly errors: CatalogError[];
  readonly bodies: ErrorBody[];
}
