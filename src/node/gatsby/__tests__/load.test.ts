/**
 * gatsby-node.ts loads the build code from an esbuild bundle (src/node/gatsby/load.ts): the bundle
 * is made from the current sources, reused while none of them changes, and gatsby-node.ts passes
 * on every Gatsby API the build code implements.
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { loadSiteNode, SITE_NODE_DIR, SITE_NODE_SOURCE } from '../load';
import { NODE_BUNDLE_OPTIONS } from '../../worker-script';

const ROOT = path.resolve(__dirname, '../../../..');

/** A project with a site-node entry that imports a local module and an installed package. */
function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-node-'));
  fs.mkdirSync(path.join(dir, path.dirname(SITE_NODE_SOURCE)), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(path.join(dir, 'src/node/gatsby/value.ts'), "export const value: string = 'first';\n");
  fs.writeFileSync(
    path.join(dir, SITE_NODE_SOURCE),
    "import { z } from 'zod';\nimport { value } from './value';\nexport const onPreBootstrap = () => z.string().parse(value);\n",
  );
  return dir;
}

type Loaded = { onPreBootstrap: () => string };
const bundles = (dir: string) => fs.readdirSync(path.join(dir, SITE_NODE_DIR)).filter((name) => name.endsWith('.cjs'));

describe('loadSiteNode', () => {
  it('bundles the entry with its local imports, keeps packages as requires, and names the bundle by its code', () => {
    const dir = project();
    expect(loadSiteNode<Loaded>(dir).onPreBootstrap()).toBe('first');
    const [file] = bundles(dir);
    const code = fs.readFileSync(path.join(dir, SITE_NODE_DIR, file), 'utf8');
    expect(code).toContain('require("zod")');
    expect(loadSiteNode<Loaded>(dir).onPreBootstrap()).toBe('first');
    // The same code makes the same file: another process loading it adds no second bundle.
    expect(bundles(dir)).toEqual([file]);
  });

  it('bundles again when any source of the bundle changes, so an edit is never served stale', () => {
    const dir = project();
    expect(loadSiteNode<Loaded>(dir).onPreBootstrap()).toBe('first');
    fs.writeFileSync(path.join(dir, 'src/node/gatsby/value.ts'), "export const value: string = 'second';\n");
    expect(loadSiteNode<Loaded>(dir).onPreBootstrap()).toBe('second');
    expect(bundles(dir)).toHaveLength(2);
  });

  it('bundles again when the bundle is gone, and names the file of a source that does not compile', () => {
    const dir = project();
    loadSiteNode<Loaded>(dir);
    fs.rmSync(path.join(dir, SITE_NODE_DIR), { recursive: true });
    expect(loadSiteNode<Loaded>(dir).onPreBootstrap()).toBe('first');
    fs.writeFileSync(path.join(dir, 'src/node/gatsby/value.ts'), 'export const value = ;\n');
    expect(() => loadSiteNode<Loaded>(dir)).toThrow(/src\/node\/gatsby\/value\.ts:1/);
  });
});

/** The Gatsby APIs site-node.ts passes on from the modules of its folder, each with the module that implements it. */
function siteNodeApis(): Array<{ name: string; module: string }> {
  const reexports = [...fs.readFileSync(path.join(ROOT, SITE_NODE_SOURCE), 'utf8').matchAll(/^export \{([^}]*)\} from '\.\/([\w-]+)';/gm)];
  return reexports.flatMap(([, names, module]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => ({ name, module })),
  );
}

describe('gatsby-node.ts', () => {
  it('passes on exactly the Gatsby APIs site-node.ts implements', () => {
    const apis = siteNodeApis();
    expect(apis.length).toBeGreaterThan(5);
    // Each is implemented under its API's name, typed as that API.
    for (const { name, module } of apis) {
      const source = fs.readFileSync(path.join(ROOT, path.dirname(SITE_NODE_SOURCE), `${module}.ts`), 'utf8');
      expect(source).toMatch(new RegExp(`^export const ${name}: GatsbyNode\\['${name}'\\]`, 'm'));
    }
    const entry = fs.readFileSync(path.join(ROOT, 'gatsby-node.ts'), 'utf8');
    const passed = /export const \{([^}]*)\} = siteNode;/
      .exec(entry)?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(passed?.sort()).toEqual(apis.map(({ name }) => name).sort());
  });

  it('bundles every module of the build steps, so an edit of any of them makes a new bundle', () => {
    // The manifest's inputs are esbuild's (its metafile): every file the bundle was made from.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const esbuild = require('esbuild') as typeof import('esbuild');
    const { metafile } = esbuild.buildSync({
      entryPoints: [path.join(ROOT, SITE_NODE_SOURCE)],
      absWorkingDir: ROOT,
      write: false,
      metafile: true,
      outfile: path.join(os.tmpdir(), 'site-node.cjs'),
      ...NODE_BUNDLE_OPTIONS,
    });
    const dir = path.dirname(SITE_NODE_SOURCE);
    const modules = fs
      .readdirSync(path.join(ROOT, dir))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `${dir}/${name}`);
    expect(modules.length).toBeGreaterThan(5);
    expect(Object.keys(metafile.inputs)).toEqual(expect.arrayContaining(modules));
  });
});
