/**
 * Every package the project imports is declared in package.json. A package that is only present
 * because another one depends on it (sharp through Gatsby, chrome-launcher through Lighthouse)
 * disappears or changes version when that package is updated, and the import breaks far from the cause.
 */
import fs from 'fs';
import path from 'path';
import { builtinModules } from 'module';
import ts from 'typescript';
import gatsbyConfig from '../../gatsby-config';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['src', 'scripts', 'e2e', '__mocks__', 'types'];
const CODE = /\.(c|m)?[jt]sx?$/;
/** Files at the top level that import packages: Gatsby's, Jest's and ESLint's configuration. */
const TOP_LEVEL = /^(gatsby-[a-z]+|jest[.-][a-z]+|eslint\.config)\.(c|m)?[jt]sx?$/;

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The npm package a bare import specifier loads (`react-dom/server` → `react-dom`), or null for a built-in or a path. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

/** Module specifiers of one source file: static and dynamic imports, `export … from`, `require()`, `import type`. */
function specifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** `file: specifier` for each import of a package that `manifest` does not declare (a type-only package may come from @types). */
function undeclaredImports(files: Array<{ file: string; source: string }>, manifest: Manifest): string[] {
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const problems: string[] = [];
  for (const { file, source } of files) {
    for (const specifier of specifiersOf(source)) {
      const name = packageOf(specifier);
      if (name === null || declared.has(name) || declared.has(`@types/${name.replace('@', '').replace('/', '__')}`)) continue;
      problems.push(`${file}: '${specifier}'`);
    }
  }
  return problems;
}

function sourceFiles(): Array<{ file: string; source: string }> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Fixtures are inputs of tests (MDX, Markdown), not code the project runs.
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'fixtures') walk(full);
      } else if (CODE.test(entry.name)) files.push(full);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(ROOT, dir));
  for (const name of fs.readdirSync(ROOT)) if (TOP_LEVEL.test(name)) files.push(path.join(ROOT, name));
  return files.map((full) => ({ file: path.relative(ROOT, full), source: fs.readFileSync(full, 'utf8') }));
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;

describe('declared dependencies', () => {
  it('finds the package of a specifier and leaves out built-ins and paths', () => {
    expect(packageOf('react-dom/server')).toBe('react-dom');
    expect(packageOf('@mdx-js/react')).toBe('@mdx-js/react');
    expect(packageOf('prismjs/components/index')).toBe('prismjs');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('path')).toBeNull();
    expect(packageOf('./schema')).toBeNull();
  });

  it('reports an import, a require and a dynamic import of an undeclared package, and not what is in a string', () => {
    const source = [
      "import sharp from 'sharp';",
      "import type { Root } from 'mdast';",
      "const { SourceMapConsumer } = require('source-map');",
      "const launcher = await import('chrome-launcher');",
      "import React from 'react';",
      'const text = "import x from \'not-a-package\'";',
    ].join('\n');
    expect(
      undeclaredImports([{ file: 'scripts/x.mjs', source }], { dependencies: { react: '^18.3.1' }, devDependencies: { '@types/mdast': '^3.0.0' } }),
    ).toEqual(["scripts/x.mjs: 'sharp'", "scripts/x.mjs: 'source-map'", "scripts/x.mjs: 'chrome-launcher'"]);
  });

  it('declares every package that the site, the scripts and the tests import', () => {
    const problems = undeclaredImports(sourceFiles(), manifest);
    if (problems.length > 0) {
      throw new Error(
        `These imports load packages that package.json does not declare:\n  ${problems.join('\n  ')}\n` +
          'Declare each one: `npm install --no-audit --no-fund <package>` when the build or the site needs it, ' +
          '`npm install --no-audit --no-fund -D <package>` when only scripts and tests do.',
      );
    }
  });

  it('declares every Gatsby plugin that gatsby-config.ts names', () => {
    const declared = { ...manifest.dependencies };
    const plugins = (gatsbyConfig.plugins ?? []).map((plugin) => (typeof plugin === 'string' ? plugin : plugin.resolve));
    expect(plugins.length).toBeGreaterThan(0);
    expect(plugins.filter((name) => !(name in declared))).toEqual([]);
  });
});
