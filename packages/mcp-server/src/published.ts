/**
 * The shapes of `/models.json` and `/errors.json` as the site publishes them, as zod 4 schemas:
 * the build writes their JSON Schemas (`/models.schema.json`, `/errors.schema.json`) from these
 * and checks the published files against them. The field lists follow the site's own catalogue
 * schemas (src/node/models.ts, src/node/errors.ts; a test keeps the two in step); the published
 * entry adds the model page's path, and the catalogue is the one that holds on the build day.
 */
import { z } from 'zod';
import {
  CAPABILITIES,
  CHANGE_KINDS,
  DEFINED_BY,
  MODEL_STATUSES,
  MODEL_TYPES,
  PRICE_UNITS,
  RULE_EFFECTS,
  RULE_VERSION_HEADERS,
  VENDORS,
} from '../../../src/node/models';
import { ANTHROPIC_ERROR_TYPES, ERROR_SCHEMES, ERROR_STATUSES, ERROR_TYPES } from '../../../src/node/errors';
import { API_FORMATS } from '../../../src/content-model/model-catalog';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const price = z.number().min(0).nullable().describe('USD per pricing.unit; null where the vendor publishes no list price.');

export const publishedRuleSchema = z.strictObject({
  parameter: z.string().describe('The body field: a dotted path for nested fields, [] for every element of an array, [-1] for its last.'),
  effect: z.enum(RULE_EFFECTS),
  allowed: z.array(scalar).optional().describe('restricted: the only values the model takes.'),
  values: z.array(scalar).optional().describe('rejected: the only values that fail; any value when absent.'),
  operations: z.array(z.string()).optional().describe('operationIds of /openapi.json the rule holds on; all when absent.'),
  when: z
    .strictObject({
      parameter: z.string(),
      is: z.array(scalar).optional(),
      isNot: z.array(scalar).optional(),
      present: z.boolean().optional(),
      default: scalar.optional(),
    })
    .optional(),
  apiVersion: z.strictObject({ header: z.enum(RULE_VERSION_HEADERS), values: z.array(z.string()) }).optional(),
  detail: z.string(),
  source: z.string().describe('The vendor page that documents the rule.'),
  gateway: z.strictObject({ status: z.number().int(), code: z.string() }).optional().describe('What the gateway answers a request that breaks it.'),
});

export const publishedChangeSchema = z.strictObject({
  on: day,
  change: z.enum(CHANGE_KINDS),
  announcedOn: day.optional(),
  source: z.string(),
  replacement: z.string().optional(),
  pricing: z.strictObject({ input: price.optional(), output: price.optional() }).optional(),
});

export const publishedModelSchema = z.strictObject({
  id: z.string().describe('The string requests send as model; a trailing * stands for a family of ids.'),
  vendor: z.enum(VENDORS),
  type: z.enum(MODEL_TYPES),
  contextWindow: z.number().int().positive().nullable(),
  pricing: z.strictObject({ input: price, output: price, unit: z.enum(PRICE_UNITS) }),
  capabilities: z.array(z.enum(CAPABILITIES)),
  apiFormat: z.enum(API_FORMATS),
  docs: z.string().describe('Site path of the page that documents the model.'),
  status: z.enum(MODEL_STATUSES).describe('active; legacy (served, not recommended); deprecated (shutdown announced); retired (answers 410).'),
  legacyOn: day.optional(),
  deprecatedOn: day.optional(),
  retiresOn: day.optional(),
  replacement: z.string().optional().describe('The active model to use instead.'),
  checkedOn: day.optional().describe('The day the entry was checked against source.'),
  source: z.union([z.string(), z.array(z.string())]).optional(),
  definedBy: z.enum(DEFINED_BY).optional(),
  note: z.string().optional(),
  rules: z.array(publishedRuleSchema).optional(),
  changes: z.array(publishedChangeSchema).optional().describe('Dated changes; those on or before builtOn are already applied to the entry.'),
  page: z.string().describe("Site path of the model's own page."),
});

export const publishedModelsSchema = z.strictObject({
  $schema: z.string(),
  builtOn: day.describe('The day the catalogue was resolved for (dated changes up to it applied).'),
  checkedOn: day,
  currency: z.literal('USD'),
  models: z.array(publishedModelSchema),
});

export const publishedErrorSchema = z.strictObject({
  status: z.union(ERROR_STATUSES.map((status) => z.literal(status)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>]).nullable(),
  code: z.string(),
  scheme: z.enum(ERROR_SCHEMES),
  type: z.enum(ERROR_TYPES).nullable(),
  anthropicType: z.enum(ANTHROPIC_ERROR_TYPES).optional(),
  formats: z.array(z.enum(API_FORMATS)),
  cause: z.string(),
  fix: z.string(),
  retryable: z.boolean(),
  taskError: z.boolean().optional(),
  docs: z.string(),
});

export const publishedBodySchema = z.strictObject({
  format: z.enum(API_FORMATS),
  endpoints: z.string(),
  body: z.string().describe('The body as JSON text, "…" for variable parts.'),
  codeField: z.string(),
  gatewayErrors: z.enum(['vendor', 'openai']),
});

export const publishedErrorsSchema = z.strictObject({
  $schema: z.string(),
  bodies: z.array(publishedBodySchema),
  errors: z.array(publishedErrorSchema),
});

/** A JSON Schema (draft 2020-12) of a published file. */
export function jsonSchemaOf(schema: z.ZodType, id: string, title: string): Record<string, unknown> {
  return { ...(z.toJSONSchema(schema, { target: 'draft-2020-12' }) as Record<string, unknown>), $id: id, title };
}
