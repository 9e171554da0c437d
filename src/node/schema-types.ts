/**
 * Holds a zod schema to a type of src/content-model: data the build validates with the schema is
 * what pages receive typed by the model, so the two must describe the same fields.
 */
import type { z } from 'zod';

/** `true` when the schema's output and `Model` have the same fields, of the same types (`readonly` aside); `false` otherwise. */
export type Describes<Schema extends z.ZodTypeAny, Model> = [z.infer<Schema>] extends [Model]
  ? [Model] extends [z.infer<Schema>]
    ? [Exclude<keyof z.infer<Schema>, keyof Model> | Exclude<keyof Model, keyof z.infer<Schema>>] extends [never]
      ? true
      : false
    : false
  : false;
