import fs from 'fs';
import path from 'path';
import { PENDING_EXCEPTIONS, checkImports, findCycles, importsOf, placeOf, projectSources } from '../test-utils/import-layers';

const ROOT = path.resolve(__dirname, '../..');

describe('the import rules of src/ (src/test-utils/import-layers.ts)', () => {
  it('hold for every source file', () => {
    const files = projectSources(ROOT);
    expect(files.size).toBeGreaterThan(100);
    expect(files.has('gatsby-browser.tsx')).toBe(true);
    expect(checkImports(files, (file) => fs.existsSync(path.join(ROOT, file)), PENDING_EXCEPTIONS)).toEqual([]);
  });
});

describe('the checker', () => {
  const check = (files: Record<string, string>, others: string[] = []) =>
    checkImports(new Map(Object.entries(files)), (file) => file in files || others.includes(file));

  it('reads static, type-only, re-exported, dynamic and required specifiers with their lines', () => {
    const text = [
      "import React from 'react';",
      "import type { A } from './a';",
      "export { b } from '../b';",
      'const c = () => import(/* webpackChunkName: "c" */ "./c");',
      "const d = require('./d');",
      "type E = import('./e').E;",
    ].join('\n');
    expect(importsOf('src/x.tsx', text)).toEqual([
      { specifier: 'react', line: 1, typeOnly: false },
      { specifier: './a', line: 2, typeOnly: true },
      { specifier: '../b', line: 3, typeOnly: false },
      { specifier: './c', line: 4, typeOnly: false },
      { specifier: './d', line: 5, typeOnly: false },
      { specifier: './e', line: 6, typeOnly: true },
    ]);
    expect(
      importsOf(
        'src/y.ts',
        "import { type A, type B } from './a';\nimport { type C, d } from './c';\nimport './side-effect';\nexport type { E } from './e';",
      ).map((i) => i.typeOnly),
    ).toEqual([true, false, false, true]);
  });

  it('places files in their layers', () => {
    expect(placeOf('src/i18n/translate.ts')).toMatchObject({ kind: 'browser', name: 'config' });
    expect(placeOf('src/content-model/content-tree.ts')).toMatchObject({ kind: 'browser', name: 'content-model' });
    expect(placeOf('src/components/Footer/index.tsx')).toMatchObject({ kind: 'browser', name: 'components' });
    expect(placeOf('src/pages/404.tsx')).toMatchObject({ kind: 'browser', name: 'templates/pages' });
    expect(placeOf('gatsby-browser.tsx')).toMatchObject({ kind: 'browser', name: 'gatsby-browser' });
    expect(placeOf('src/node/walk.ts')).toEqual({ kind: 'build' });
    expect(placeOf('gatsby-ssr.tsx')).toEqual({ kind: 'build' });
    expect(placeOf('src/utils/__tests__/slug.test.ts')).toEqual({ kind: 'test' });
    expect(placeOf('src/test-utils/render.tsx')).toEqual({ kind: 'test' });
  });

  it('names the file, line and import of an upward import, and accepts the downward one', () => {
    const problems = check({
      'src/utils/a.ts': "export const a = 1;\nimport { Box } from '../components/Box';",
      'src/components/Box/index.tsx': "import { a } from '../../utils/a';\nexport const Box = a;",
    });
    expect(problems).toHaveLength(2); // the upward import, and the cycle it makes
    expect(problems[0]).toMatch(
      /^src\/utils\/a\.ts:2 imports '\.\.\/components\/Box' \(src\/components\/Box\/index\.tsx\): utils must not import from the higher layer components/,
    );
    expect(problems[1]).toBe(
      'import cycle: src/components/Box/index.tsx → src/utils/a.ts → src/components/Box/index.tsx; break it by moving what both sides need into a module of its own.',
    );
  });

  it('rejects a CSS module of a higher layer, and a hook that reads a context', () => {
    const problems = check(
      {
        'src/utils/bar.ts': "import * as styles from '../components/Bar/styles.module.css';",
        'src/hooks/useX.ts': "import { useSiteLocation } from '../contexts/Location';",
        'src/contexts/Location.tsx': "import { useIsBrowser } from '../hooks/useIsBrowser';",
        'src/hooks/useIsBrowser.ts': '',
      },
      ['src/components/Bar/styles.module.css'],
    );
    expect(problems).toEqual([
      expect.stringMatching(/^src\/utils\/bar\.ts:1 .*utils must not import from the higher layer components/),
      expect.stringMatching(/^src\/hooks\/useX\.ts:1 .*hooks must not import from the higher layer contexts/),
    ]);
  });

  it('keeps build-time code and Node built-ins out of browser code, but not out of gatsby-ssr or tests', () => {
    const files = {
      'src/components/A/index.tsx':
        "import { walkFiles } from '../../node/walk';\nimport fs from 'fs';\nimport path from 'node:path';\nimport type { Walk } from '../../node/walk';",
      'gatsby-browser.tsx': "import { x } from './src/build/webpack';",
      'gatsby-ssr.tsx': "import { y } from './src/build/page-path-script';",
      'src/node/walk.ts': "import fs from 'fs';\nimport { T } from '../templates/doc-page';",
      'src/build/webpack.ts': '',
      'src/build/page-path-script.tsx': '',
      'src/templates/doc-page.tsx': '',
      'src/components/A/__tests__/A.test.tsx': "import { walkFiles } from '../../../node/walk';",
    };
    expect(check(files)).toEqual([
      expect.stringMatching(/^src\/components\/A\/index\.tsx:1 imports '\.\.\/\.\.\/node\/walk' .*must not import build-time code/),
      expect.stringMatching(/^src\/components\/A\/index\.tsx:2 imports 'fs': Node's built-in modules/),
      expect.stringMatching(/^src\/components\/A\/index\.tsx:3 imports 'node:path': Node's built-in modules/),
      expect.stringMatching(
        /^src\/components\/A\/index\.tsx:4 imports '\.\.\/\.\.\/node\/walk' .*must not import build-time code \(src\/node, src\/build\), not even types/,
      ),
      expect.stringMatching(/^gatsby-browser\.tsx:1 .*must not import build-time code/),
      expect.stringMatching(/^src\/node\/walk\.ts:2 .*up to utils \(config, content-model, utils\), not templates\/pages/),
    ]);
  });

  it('keeps the renderer out of build-time code (gatsby-ssr.tsx, which renders the shell, aside) and lets both sides share src/content-model', () => {
    const files = {
      'src/node/compile/tree.ts': [
        "import type { ContentNode } from '../../content-model/content-tree';",
        "import { MDX_COMPONENT_NAMES } from '../../content-model/names';",
        "import { slugify } from '../../utils/slug';",
        "import { Tabs } from '../../components/mdx/Tabs';",
        "import type { CatalogRow } from '../../components/ModelCatalog/model-catalog';",
        "import { useX } from '../../hooks/useX';",
        "import { Location } from '../../contexts/Location';",
      ].join('\n'),
      'src/build/inline-scripts.ts': "import { baseUrlBannerScript } from '../components/BaseUrlBanner';",
      'gatsby-node.ts': "import { Box } from './src/components/Box';",
      'gatsby-ssr.tsx': "import { wrapPage } from './src/components/Layout/wrapPage';\nimport type { ContentNode } from './src/content-model/content-tree';",
      'src/components/mdx/MdxContent.tsx':
        "import type { ContentNode } from '../../content-model/content-tree';\nimport type { CatalogError } from '../../node/errors';",
      'src/templates/doc-page.tsx': "import type { FieldsResult } from '../content-model/page';\nimport type { MdxPageFields } from '../node/mdx-fields';",
      'src/content-model/content-tree.ts': '',
      'src/content-model/names.ts': '',
      'src/content-model/page.ts': "import { translate } from '../i18n/translate';",
      'src/i18n/translate.ts': '',
      'src/utils/slug.ts': '',
      'src/components/mdx/Tabs/index.tsx': '',
      'src/components/ModelCatalog/model-catalog.ts': '',
      'src/components/BaseUrlBanner/index.tsx': '',
      'src/components/Box/index.tsx': '',
      'src/components/Layout/wrapPage.tsx': '',
      'src/hooks/useX.ts': '',
      'src/contexts/Location.tsx': '',
      'src/node/errors.ts': '',
      'src/node/mdx-fields.ts': '',
    };
    expect(check(files)).toEqual([
      expect.stringMatching(
        /^src\/node\/compile\/tree\.ts:4 imports '\.\.\/\.\.\/components\/mdx\/Tabs' .*build-time code may use the browser layers up to utils .*not components/,
      ),
      expect.stringMatching(/^src\/node\/compile\/tree\.ts:5 .*not components; move what both need to src\/content-model or src\/utils/),
      expect.stringMatching(/^src\/node\/compile\/tree\.ts:6 .*not hooks/),
      expect.stringMatching(/^src\/node\/compile\/tree\.ts:7 .*not contexts/),
      expect.stringMatching(/^src\/build\/inline-scripts\.ts:1 .*not components/),
      expect.stringMatching(/^gatsby-node\.ts:1 .*not components/),
      expect.stringMatching(
        /^src\/components\/mdx\/MdxContent\.tsx:2 imports '\.\.\/\.\.\/node\/errors' .*must not import build-time code \(src\/node, src\/build\), not even types/,
      ),
      expect.stringMatching(/^src\/templates\/doc-page\.tsx:2 imports '\.\.\/node\/mdx-fields' .*not even types/),
    ]);
  });

  it('keeps src/content-model plain: no higher layer, no build-time code, no package', () => {
    expect(
      check({
        'src/content-model/page.ts': [
          "import React from 'react';",
          "import { z } from 'zod';",
          "import { slugify } from '../utils/slug';",
          "import type { Heading } from '../node/compile/outline';",
          "import { translate } from '../i18n/translate';",
          "import type { ContentNode } from './content-tree';",
        ].join('\n'),
        'src/content-model/content-tree.ts': '',
        'src/utils/slug.ts': '',
        'src/node/compile/outline.ts': '',
        'src/i18n/translate.ts': '',
      }),
    ).toEqual([
      expect.stringMatching(/^src\/content-model\/page\.ts:1 imports 'react': src\/content-model is plain TypeScript .* imports no package/),
      expect.stringMatching(/^src\/content-model\/page\.ts:2 imports 'zod'/),
      expect.stringMatching(/^src\/content-model\/page\.ts:3 .*content-model must not import from the higher layer utils/),
      expect.stringMatching(/^src\/content-model\/page\.ts:4 .*must not import build-time code/),
    ]);
  });

  it('allows a pending exception, and reports one no longer used', () => {
    const files = {
      'src/node/gatsby/site-node.ts': "import type { ContentNode } from '../../components/mdx/content-tree';",
      'src/components/mdx/content-tree.ts': '',
    };
    const exceptions = [
      { file: 'src/node/gatsby/site-node.ts', target: 'src/components/mdx/content-tree.ts', until: 'split' },
      { file: 'src/build/inline-scripts.ts', target: 'src/components/BaseUrlBanner/index.tsx', until: 'moved' },
    ];
    expect(checkImports(new Map(Object.entries(files)), (file) => file in files, exceptions)).toEqual([
      'src/build/inline-scripts.ts no longer imports src/components/BaseUrlBanner/index.tsx: remove that exception from PENDING_EXCEPTIONS (src/test-utils/import-layers.ts).',
    ]);
    expect(checkImports(new Map(Object.entries(files)), (file) => file in files)).toEqual([
      expect.stringMatching(/^src\/node\/gatsby\/site-node\.ts:1 .*not components/),
    ]);
  });

  it('rejects production code importing test code, and an import of a missing file', () => {
    expect(
      check({
        'src/utils/a.ts': "import { SIDEBAR } from '../test-utils/fixtures';\nimport './gone';",
        'src/test-utils/fixtures.ts': '',
      }),
    ).toEqual([expect.stringMatching(/^src\/utils\/a\.ts:1 .*only tests may import test code/), "src/utils/a.ts:2 imports './gone', which names no file."]);
  });

  it('finds cycles inside a layer, longer ones and a file importing itself', () => {
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a', 'd']],
          ['d', []],
          ['e', ['e']],
        ]),
      ),
    ).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
