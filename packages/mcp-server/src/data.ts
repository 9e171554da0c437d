/**
 * What the docs build hands the MCP server (`public/mcp/data.json`, written by ./build.ts): the
 * pages' Markdown twins, the model and error catalogues as the site publishes them
 * (`/models.json`, `/errors.json`) and the published OpenAPI document (`/openapi.json`).
 */

export interface BuildInfo {
  /** The site's name (site config `title`). */
  readonly site: string;
  /** The site's origin and base path, without a trailing slash: `https://docs.llmprovider.example`. */
  readonly url: string;
  /** When the docs were built (ISO 8601) and the day the catalogue was resolved for. */
  readonly builtAt: string;
  readonly day: string;
  /** The git commit the docs were built from, when the build ran in a repository. */
  readonly commit: string | null;
  /** The gateway's base URL the samples call. */
  readonly apiBaseUrl: string;
}

export interface DocPage {
  /** Site path: `/docs/get-started/error-codes`. */
  readonly path: string;
  readonly title: string;
  readonly markdown: string;
}

export type Json = Record<string, unknown>;

export interface PublishedModel extends Json {
  readonly id: string;
  readonly vendor: string;
  readonly type: string;
  readonly status: string;
  readonly replacement?: string;
  readonly contextWindow: number | null;
  readonly pricing: { readonly input: number | null; readonly output: number | null; readonly unit: string };
  readonly capabilities: readonly string[];
  readonly apiFormat: string;
  readonly docs: string;
  /** Site path of the model's own page. */
  readonly page: string;
}

export interface PublishedError extends Json {
  /** null for a task error (it comes in a 200 answer). */
  readonly status: number | null;
  readonly code: string;
  readonly scheme: string;
  readonly formats: readonly string[];
  readonly cause: string;
  readonly fix: string;
  readonly retryable: boolean;
  readonly docs: string;
}

export interface ErrorBodyFormat extends Json {
  readonly format: string;
  readonly endpoints: string;
  readonly body: string;
  readonly codeField: string;
}

export interface McpData {
  readonly build: BuildInfo;
  readonly pages: readonly DocPage[];
  readonly models: readonly PublishedModel[];
  readonly errors: readonly PublishedError[];
  readonly bodies: readonly ErrorBodyFormat[];
  /** code → format → the error body the gateway sends in that format (as in /openapi.json's examples). */
  readonly errorExamples: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The published OpenAPI document (/openapi.json). */
  readonly openapi: Json;
}
