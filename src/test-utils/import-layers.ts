/**
 * The import rules of src/ (checked by src/__tests__/layers.test.ts):
 *
 *   config, i18n, styles ← content-model ← utils ← hooks ← contexts ← components ← templates, pages ← gatsby-browser
 *
 * A file may import from its own layer or a lower one, never a higher one. src/content-model is
 * the contract between the build and the browser (the compiled content tree, the component names,
 * what pages receive): plain TypeScript that imports no package. src/node and src/build run only
 * in the build: browser code (the layers above and gatsby-browser.tsx) imports neither them, not
 * even `import type`, nor Node's built-in modules. They, gatsby-node.ts and gatsby-config.ts may
 * import the browser layers up to utils (config, content-model, utils), never the renderer;
 * gatsby-ssr.tsx, which renders the shell, up to the components. PENDING_EXCEPTIONS lists the
 * imports that break these rules until files that may not be edited yet change. Test code
 * (`__tests__/`, src/test-utils) may import anything, and only test code imports it. No file takes
 * part in an import cycle.
 *
 * Imports are read with the TypeScript parser: `import`, `export … from`, `import()` and
 * `require()` with a relative specifier, type-only ones included (a lower layer should not know a
 * higher one's types either).
 */
import fs from 'fs';
import { builtinModules } from 'module';
import path from 'path';
import ts from 'typescript';
import { walkTree } from '../node/walk';

/** The browser layers, lowest first. */
export const BROWSER_LAYERS = [
  { name: 'config', dirs: ['src/config', 'src/i18n', 'src/styles'] },
  { name: 'content-model', dirs: ['src/content-model'] },
  { name: 'utils', dirs: ['src/utils'] },
  { name: 'hooks', dirs: ['src/hooks'] },
  { name: 'contexts', dirs: ['src/contexts'] },
  { name: 'components', dirs: ['src/components'] },
  { name: 'templates/pages', dirs: ['src/templates', 'src/pages'] },
  { name: 'gatsby-browser', dirs: ['gatsby-browser.tsx'] },
] as const;

const BUILD_DIRS = ['src/node', 'src/build', 'gatsby-node.ts', 'gatsby-config.ts', 'gatsby-ssr.tsx'];
/** The build-side file that renders the shell, and so may import the components. */
const SSR_ENTRY = 'gatsby-ssr.tsx';
const rankOf = (name: (typeof BROWSER_LAYERS)[number]['name']) => BROWSER_LAYERS.findIndex((layer) => layer.name === name);
const UTILS_RANK = rankOf('utils');
const COMPONENTS_RANK = rankOf('components');

/** An import that breaks the rules for now: `file` imports `target` (both relative to the root). */
export interface Exception {
  readonly file: string;
  readonly target: string;
  /** Why it is allowed for now, and the change that removes it. */
  readonly until: string;
}

/**
 * The imports allowed for now although they break the rules: files that may not be edited while
 * others work on them. An exception no longer used is reported, so the list only shrinks.
 */
export const PENDING_EXCEPTIONS: readonly Exception[] = [];

export type Place = { kind: 'browser'; rank: number; name: string } | { kind: 'build' } | { kind: 'test' } | { kind: 'other' };

const within = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

/** Where a file (path relative to the project root, with `/`) sits in the rules. */
export function placeOf(file: string): Place {
  if (file.split('/').includes('__tests__') || within(file, 'src/test-utils')) return { kind: 'test' };
  if (BUILD_DIRS.some((dir) => within(file, dir))) return { kind: 'build' };
  const rank = BROWSER_LAYERS.findIndex((layer) => layer.dirs.some((dir) => within(file, dir)));
  return rank === -1 ? { kind: 'other' } : { kind: 'browser', rank, name: BROWSER_LAYERS[rank].name };
}

export interface ImportRef {
  readonly specifier: string;
  readonly line: number;
  /** Erased by the compiler: `import type`, `export type`, `import { type A }` only, `import('x').T`. */
  readonly typeOnly: boolean;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (!!node.exportClause &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.length > 0 &&
        node.exportClause.elements.every((e) => e.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** Every module specifier a file imports, with its line. */
export function importsOf(fileName: string, text: string): ImportRef[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ImportRef[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined, typeOnly = false) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      found.push({ specifier: literal.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, typeOnly });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier, isTypeOnly(node));
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node, node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal, true);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

/** The project file a relative specifier names (relative to the root), or null. */
export function resolveRelative(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier.replace(/[?#].*$/, '')));
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (exists(candidate)) return candidate;
  }
  return null;
}

const NODE_BUILTINS = new Set(builtinModules);
const isNodeBuiltin = (specifier: string) => specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);

/**
 * The broken rules in `files` (path relative to the root → source text), one line each, naming
 * the importing file and line, the import, and what to do. `exists` tells whether a path (relative
 * to the root) is a file, for imports of files that are not sources (CSS, JSON, images).
 */
export function checkImports(
  files: ReadonlyMap<string, string>,
  exists: (file: string) => boolean = (file) => files.has(file),
  exceptions: readonly Exception[] = [],
): string[] {
  const problems: string[] = [];
  const edges = new Map<string, string[]>();
  const used = new Set<Exception>();
  for (const [file, text] of files) {
    const from = placeOf(file);
    const targets: string[] = [];
    edges.set(file, targets);
    for (const { specifier, line } of importsOf(file, text)) {
      const at = `${file}:${line} imports '${specifier}'`;
      if (!specifier.startsWith('.')) {
        if (from.kind === 'browser' && isNodeBuiltin(specifier)) {
          problems.push(`${at}: Node's built-in modules do not exist in the browser; do this in src/node at build time.`);
        } else if (from.kind === 'browser' && from.name === 'content-model') {
          problems.push(`${at}: src/content-model is plain TypeScript that the build and the browser share; it imports no package.`);
        }
        continue;
      }
      // Source files first, so that a folder import names the folder's index file, not the folder.
      const target = resolveRelative(file, specifier, (candidate) => files.has(candidate)) ?? resolveRelative(file, specifier, exists);
      if (target === null) {
        problems.push(`${at}, which names no file.`);
        continue;
      }
      if (files.has(target)) targets.push(target);
      const to = placeOf(target);
      if (from.kind === 'test' || to.kind === 'other') continue;
      const exception = exceptions.find((e) => e.file === file && e.target === target);
      if (exception) {
        used.add(exception);
        continue;
      }
      const reach = file === SSR_ENTRY ? COMPONENTS_RANK : UTILS_RANK;
      if (to.kind === 'test') {
        problems.push(`${at} (${target}): only tests may import test code; move what both need out of the test folder.`);
      } else if (from.kind === 'browser' && to.kind === 'build') {
        problems.push(
          `${at} (${target}): browser code (${from.name}) must not import build-time code (src/node, src/build), not even types; move what both need to src/content-model (the compiled content and what pages receive), src/utils or src/config.`,
        );
      } else if (from.kind === 'browser' && to.kind === 'browser' && to.rank > from.rank) {
        problems.push(
          `${at} (${target}): ${from.name} must not import from the higher layer ${to.name} (${BROWSER_LAYERS.map((l) => l.name).join(' ← ')}); move the shared code down to ${from.name} or lower, or pass it in from above.`,
        );
      } else if (from.kind === 'build' && to.kind === 'browser' && to.rank > reach) {
        problems.push(
          file === SSR_ENTRY
            ? `${at} (${target}): gatsby-ssr.tsx may use the browser layers up to the components, not ${to.name}.`
            : `${at} (${target}): build-time code may use the browser layers up to utils (config, content-model, utils), not ${to.name}; move what both need to src/content-model or src/utils.`,
        );
      }
    }
  }
  for (const exception of exceptions) {
    if (!used.has(exception)) {
      problems.push(
        `${exception.file} no longer imports ${exception.target}: remove that exception from PENDING_EXCEPTIONS (src/test-utils/import-layers.ts).`,
      );
    }
  }
  for (const cycle of findCycles(edges)) problems.push(`import cycle: ${cycle.join(' → ')}; break it by moving what both sides need into a module of its own.`);
  return problems;
}

/** One cycle (first file repeated at the end) per group of files that import each other. */
export function findCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components, then a shortest path back to the start inside each.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (edges.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);

  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0];
    const previous = new Map<string, string>();
    const queue = [start];
    for (let i = 0; i < queue.length; i += 1) {
      for (const next of edges.get(queue[i]) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const cycle = [start];
          for (let at: string | undefined = queue[i]; at !== undefined && at !== start; at = previous.get(at)) cycle.splice(1, 0, at);
          return [...cycle, start];
        }
        if (!previous.has(next)) {
          previous.set(next, queue[i]);
          queue.push(next);
        }
      }
    }
    return [...group, group[0]];
  });
}

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const ENTRY_FILES = ['gatsby-browser.tsx', 'gatsby-ssr.tsx', 'gatsby-node.ts', 'gatsby-config.ts'];

/** The sources the rules apply to: everything under src/ and the four Gatsby entry files. */
export function projectSources(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of walkTree(path.join(root, 'src'))) {
    if (!entry.isDirectory && SOURCE.test(entry.name)) files.set(`src/${entry.relative}`, fs.readFileSync(entry.path, 'utf8'));
  }
  for (const entry of ENTRY_FILES) if (fs.existsSync(path.join(root, entry))) files.set(entry, fs.readFileSync(path.join(root, entry), 'utf8'));
  return files;
}
