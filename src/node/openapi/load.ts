/**
 * Loads content/openapi (src: content/openapi/README.md): lints the split YAML with
 * @redocly/openapi-core, with its `recommended` rules plus this site's own rules (./rules.ts), and
 * bundles it into one document. Every problem comes back as a `file:line: message` line naming
 * the YAML file the problem is in, whichever file the reference chain started from.
 *
 * @redocly/openapi-core is an ES module: it is loaded with require(), which Node ≥ 20.19 allows
 * (gatsby-node is compiled to CommonJS). Jest cannot load it, so tests run this module through
 * ./cli.ts in a child process; the rules themselves are pure and tested directly.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { siteRules, type ErrorCodeIndex, type OperationSource, type RuleContext } from './rules';

export const OPENAPI_DIR = 'content/openapi';
export const OPENAPI_ROOT = `${OPENAPI_DIR}/openapi.yaml`;

export interface LoadedOpenApi {
  /** The bundled document (one object, internal `#/components/…` references only); null when it could not be read. */
  readonly document: Record<string, unknown> | null;
  /** `file:line: message` lines; the build fails on any. */
  readonly problems: string[];
  /** Where each operation is written, by operationId. */
  readonly sources: ReadonlyMap<string, OperationSource>;
  /** Every YAML file the document is made of (for `gatsby develop` to watch). */
  readonly files: string[];
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type RedoclyCore = any;
let core: RedoclyCore | null = null;
function redocly(): RedoclyCore {
  // Loaded on first use, as loading it takes time: processes that never read the document (query workers) skip it.
  return (core ??= createRequire(__filename)('@redocly/openapi-core'));
}

/**
 * What resolveExternalRef answers for a reference it refuses: this prefix, then why. It is not a
 * path or a URL, so nothing reads it; loadExternalRef turns it into the resolver's error, which the
 * linter reports at the `$ref` (file and line) as `Can't resolve $ref: <why>`.
 */
const REFUSED = 'refused-openapi-ref:';

/** True when `target` is `dir` or inside it, compared by whole path segments (`public-x` is not in `public`). */
export function isInside(dir: string, target: string): boolean {
  const relative = path.relative(dir, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

const REF_RULE =
  'an OpenAPI reference must be a relative path to a YAML file inside content/openapi/, e.g. $ref: ../../components/schemas/Model.yaml (or #/components/… inside the same file)';

/**
 * Why a reference's file part (`uri`, before `#`) may not be followed from the file `base`, or null
 * when it may: only relative paths that stay inside `dir`. Checked on the text, before anything is
 * resolved or read: a scheme (`http:`, `https:`, `file:`, `data:`, any other, or a drive letter),
 * an absolute or protocol-relative path, a backslash, percent-encoding or a NUL byte, and a path
 * that leaves `dir` are refused.
 */
export function refRefusal(uri: string, base: string, dir: string): string | null {
  const shown = JSON.stringify(uri.length > 120 ? `${uri.slice(0, 117)}...` : uri);
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri))
    return `${shown} is refused: it names a scheme (${uri.split(':')[0]}:), and ${REF_RULE}; the build reads no URL and no file outside that folder`;
  if (uri.startsWith('/') || uri.startsWith('\\') || path.isAbsolute(uri)) return `${shown} is refused: it is an absolute path, and ${REF_RULE}`;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\\%\u0000-\u001f]/.test(uri))
    return `${shown} is refused: write the path with "/" only, without backslashes, percent-encoding or control characters; ${REF_RULE}`;
  if (!isInside(dir, path.resolve(path.dirname(base), uri))) return `${shown} is refused: it leaves content/openapi/, and ${REF_RULE}`;
  return null;
}

/**
 * The resolver for content/openapi: the library's own, but a reference is followed only when it
 * is a relative path that stays inside `dir`, checked on the text (refRefusal) and then on the real
 * path, so a symbolic link cannot lead out either. Refused references are never resolved, fetched
 * or read; they fail the build at their `$ref`. The library resolves `externalValue` of examples
 * the same way, so those are held to the same rule.
 */
export function containedResolver(dir: string, root: string): any {
  const { BaseResolver, ResolveError } = redocly();
  const realDir = fs.realpathSync(dir);
  const refuse = (why: string) => `${REFUSED}${why}`;
  class ContainedResolver extends BaseResolver {
    resolveExternalRef(base: string | null, ref: string): string {
      if (ref.startsWith(REFUSED)) return ref;
      if (base === null || base === undefined) return ref === root ? root : refuse(`${JSON.stringify(ref)} is not the document's root`);
      if (base.startsWith(REFUSED)) return base;
      const why = refRefusal(ref, base, dir);
      return why ? refuse(why) : path.resolve(path.dirname(base), ref);
    }

    async loadExternalRef(absoluteRef: string): Promise<unknown> {
      if (absoluteRef.startsWith(REFUSED)) throw new ResolveError(new Error(absoluteRef.slice(REFUSED.length)));
      let real: string | null = null;
      try {
        real = fs.realpathSync(absoluteRef);
      } catch {
        // A file that does not exist: the library's own error names it.
      }
      if (real !== null && !isInside(realDir, real)) {
        const shown = path.relative(path.dirname(realDir), absoluteRef);
        throw new ResolveError(
          new Error(`${shown} is refused: it is a symbolic link (or inside one) that leads out of content/openapi/ (to ${real}); ${REF_RULE}`),
        );
      }
      return super.loadExternalRef(absoluteRef);
    }
  }
  return new ContainedResolver();
}

/** Recommended rules that do not fit a gateway's reference (a public API with no licence). */
const RULES: Readonly<Record<string, string>> = {
  'info-license': 'off',
  'info-license-url': 'off',
  'info-license-strict': 'off',
  // Site paths (/docs/…) are relative URLs: the published document makes them absolute.
  'no-server-example.com': 'off',
  'operation-4xx-response': 'error',
  'no-invalid-media-type-examples': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-unused-components': 'error',
  'operation-operationId': 'error',
  'operation-operationId-unique': 'error',
  'operation-summary': 'error',
  'tags-alphabetical': 'off',
  'security-defined': 'error',
};

/**
 * The rules that validate examples against their schemas. They compile a JSON Schema validator per
 * schema (ajv): two thirds of the lint's time. The build runs them on a thread of their own while
 * the main thread bundles (./example-lint.ts); `npm run check:openapi` and `gatsby develop` run
 * them with the others.
 */
export const EXAMPLE_RULES: Readonly<Record<string, string>> = {
  'no-invalid-media-type-examples': 'error',
  'no-invalid-parameter-examples': 'error',
  'no-invalid-schema-examples': 'warn',
};
const NO_EXAMPLE_RULES = Object.fromEntries(Object.keys(EXAMPLE_RULES).map((name) => [name, 'off']));

function locate(location: any, projectDir: string): string {
  const file = path.relative(projectDir, location?.source?.absoluteRef ?? OPENAPI_ROOT);
  try {
    const { start } = redocly().getLineColLocation(location);
    return `${file}:${start.line}`;
  } catch {
    return file;
  }
}

/** The linter's problems as `file:line: message [rule]` lines (errors and warnings), each once. */
function problemLines(lintProblems: any[], projectDir: string): string[] {
  return [
    ...new Set(
      lintProblems
        .filter((problem) => problem.severity === 'error' || problem.severity === 'warn')
        .map((problem) => {
          const where = locate(problem.location?.[0], projectDir);
          const fix = problem.suggest?.length ? ` (did you mean ${problem.suggest.map((s: string) => `"${s}"`).join(' or ')}?)` : '';
          return `${where}: ${problem.message}${fix} [${problem.ruleId}]`;
        }),
    ),
  ];
}

/** A YAML syntax error as a `file:line: invalid YAML: …` line (js-yaml names the file and gives line and column). */
function yamlProblem(error: unknown, projectDir: string, root: string): string {
  const e = error as { originalError?: { mark?: { name?: string; line?: number }; reason?: string }; message: string };
  const mark = e.originalError?.mark;
  const file = mark?.name ? path.relative(projectDir, mark.name) : root;
  return `${file}:${(mark?.line ?? 0) + 1}: invalid YAML: ${e.originalError?.reason ?? e.message}`;
}

/**
 * The problems of the example rules alone (EXAMPLE_RULES), as loadOpenApi reports them. An
 * unreadable file gives no problem here: loadOpenApi reports it.
 */
export async function lintExamples(projectDir: string, root = OPENAPI_ROOT): Promise<string[]> {
  const { createConfig, lint } = redocly();
  const config = await createConfig({ extends: [], rules: EXAMPLE_RULES });
  const ref = path.resolve(projectDir, root);
  let lintProblems: any[];
  try {
    lintProblems = await lint({ ref, config, externalRefResolver: containedResolver(path.resolve(projectDir, OPENAPI_DIR), ref) });
  } catch {
    // A file that does not parse: loadOpenApi reports it.
    return [];
  }
  return problemLines(lintProblems, projectDir);
}

/**
 * Lints and bundles the document whose root is `root` (default content/openapi/openapi.yaml,
 * relative to `projectDir`). `errors` is content/errors.json's index, for the error-code rule.
 * With `examples: false` the example rules are left out (the caller runs lintExamples apart).
 */
export async function loadOpenApi(
  projectDir: string,
  errors: ErrorCodeIndex,
  root = OPENAPI_ROOT,
  { examples = true }: { examples?: boolean } = {},
): Promise<LoadedOpenApi> {
  const { createConfig, lint, bundle } = redocly();
  const ref = path.resolve(projectDir, root);
  // One resolver for both passes: the bundle reuses the files the lint read and parsed.
  const externalRefResolver = containedResolver(path.resolve(projectDir, OPENAPI_DIR), ref);
  const sources = new Map<string, OperationSource>();
  const context: RuleContext = {
    errors,
    where: (location) => {
      const [file, line] = locate(location, projectDir).split(':');
      return { file, line: Number(line) || 1 };
    },
    operation: (source) => sources.set(source.operationId, source),
  };
  const config = await createConfig(
    {
      extends: ['recommended'],
      rules: {
        ...RULES,
        ...(examples ? EXAMPLE_RULES : NO_EXAMPLE_RULES),
        ...Object.fromEntries(Object.keys(siteRules(context)).map((name) => [`site/${name}`, 'error'])),
      },
    },
    // Rules of a plugin given as an object keep their names as written: prefix them here.
    { plugins: [{ id: 'site', rules: { oas3: Object.fromEntries(Object.entries(siteRules(context)).map(([name, rule]) => [`site/${name}`, rule])) } }] },
  );
  let lintProblems: any[];
  try {
    lintProblems = await lint({ ref, config, externalRefResolver });
  } catch (error) {
    return { document: null, problems: [yamlProblem(error, projectDir, root)], sources, files: [] };
  }
  const problems = problemLines(lintProblems, projectDir);
  const bundled = await bundle({ ref, config, externalRefResolver });
  const files = [...(bundled.fileDependencies ?? [])]
    .filter((file: string) => !file.startsWith(REFUSED))
    .map((file: string) => path.relative(projectDir, file))
    .sort();
  return {
    document: bundled.bundle.parsed as Record<string, unknown>,
    problems,
    sources,
    files: [root, ...files.filter((f) => f !== root)],
  };
}

/** The document as YAML (the linter's own writer: no anchors, long lines kept whole). */
export function openApiYaml(document: Record<string, unknown>): string {
  return redocly().stringifyYaml(document, { noRefs: true, lineWidth: -1 }) as string;
}

/**
 * Lints a published document (one JSON file, no references out of it) with the recommended rules
 * only, as a reader's tools would see it: `file:line: message [rule]` lines.
 */
export async function lintPublished(file: string): Promise<string[]> {
  const { createConfig, lint } = redocly();
  const config = await createConfig({ extends: ['recommended'], rules: { ...RULES, 'no-server-example.com': 'off' } });
  const ref = path.resolve(file);
  const problems = await lint({ ref, config, externalRefResolver: containedResolver(path.dirname(ref), ref) });
  return problems
    .filter((problem: any) => problem.severity === 'error' || problem.severity === 'warn')
    .map((problem: any) => `${locate(problem.location?.[0], process.cwd())}: ${problem.message} [${problem.ruleId}]`);
}
