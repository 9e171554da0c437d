/**
 * content/models.json and content/errors.json, read from disk once per build. The first step that
 * needs a file reads it (onPreInit's look for a cached OpenAPI preparation needs errors.json's
 * text; sourceNodes both), and every later step takes the text or the parsed catalogue from here:
 * sourceNodes' nodes, createPages' checks, the OpenAPI preparation and its cache key, the AI docs.
 * A sourceNodes that runs again (a refresh under `gatsby develop`) reads them again.
 */
import fs from 'fs';
import path from 'path';
import { MODELS_FILE, parseModelCatalog, type ModelCatalog } from '../models';
import { ERRORS_FILE, parseErrorCatalog, type ErrorCatalog } from '../errors';
import { PROJECT_DIR } from './state';

export type CatalogueFile = typeof MODELS_FILE | typeof ERRORS_FILE;

/** The one place the build reads a catalogue file. */
export function readCatalogFile(file: CatalogueFile): string {
  return fs.readFileSync(path.resolve(PROJECT_DIR, file), 'utf8');
}

const texts = new Map<CatalogueFile, string>();

/** A catalogue file's text, read when first asked for. */
export function catalogueText(file: CatalogueFile): string {
  let text = texts.get(file);
  if (text === undefined) {
    text = readCatalogFile(file);
    texts.set(file, text);
  }
  return text;
}

/** The catalogue files read so far, by project-relative path. */
export const catalogueTexts = (): Readonly<Partial<Record<CatalogueFile, string>>> => Object.fromEntries(texts);

/** A catalogue, or why it could not be read or parsed (each step reports that in its own way). */
type Parsed<T> = { readonly catalog: T } | { readonly error: Error };

let parsed: { readonly models: Parsed<ModelCatalog>; readonly errors: Parsed<ErrorCatalog> } | null = null;

function parse<T>(file: CatalogueFile, parser: (text: string) => T): Parsed<T> {
  try {
    return { catalog: parser(catalogueText(file)) };
  } catch (error) {
    return { error: error as Error };
  }
}

/** Both catalogues, parsed once from their text. */
export function catalogues(): { readonly models: Parsed<ModelCatalog>; readonly errors: Parsed<ErrorCatalog> } {
  return (parsed ??= { models: parse(MODELS_FILE, (text) => parseModelCatalog(text)), errors: parse(ERRORS_FILE, (text) => parseErrorCatalog(text)) });
}

/** The catalogue, or the error that reading or parsing it threw. */
export function catalogOf<T>(read: Parsed<T>): T {
  if ('error' in read) throw read.error;
  return read.catalog;
}

/** Forgets what was read: the next step to ask reads the files again. */
export function rereadCatalogues(): void {
  texts.clear();
  parsed = null;
}
