/**
 * @jest-environment node
 */
import fs from 'fs';
import { createRequire } from 'module';
import os from 'os';
import path from 'path';
import { KEEP_WORKERS_BELOW_QUERIES, keepWorkersAfterFewQueries, mayHoldQueries, narrowQueryExtraction, type PoolModule } from '../gatsby-node-internals';

const root = path.resolve(__dirname, '../../..');

describe('which files query extraction reads', () => {
  it.each([
    ['a page query', 'export const query = graphql`query { site { id } }`;'],
    ['a typed graphql tag', 'const q = graphql<Data>`{ x }`;'],
    ['a static query hook', 'const data = useStaticQuery(q);'],
    ['<StaticQuery>', 'return <StaticQuery query={q} render={r} />;'],
    ['an exported Head', 'export function Head() { return null; }'],
    ['an exported const Head', 'export const Head = () => null;'],
    ['an exported config', 'export async function config() { return {}; }'],
    ['getServerData in an export list', 'async function getServerData() {}\nexport { getServerData };'],
    ['a slice', 'return <Slice alias="footer" />;'],
    ['gatsby-plugin-image', "import { StaticImage } from 'gatsby-plugin-image';"],
  ])('reads a file with %s', (_label, text) => {
    expect(mayHoldQueries('/site/src/components/X.tsx', text)).toBe(true);
  });

  it.each([
    ['the words config and Head in code', "import { siteConfig } from '../config/runtime';\nconst Header = () => <header>{siteConfig.title}</header>;"],
    ['graphql in a comment without a tag', '// The sidebar comes from GraphQL (createResolvers).\nexport const x = 1;'],
  ])('skips a file with only %s', (_label, text) => {
    expect(mayHoldQueries('/site/src/components/X.tsx', text)).toBe(false);
  });

  it('skips tests, whatever they contain', () => {
    const text = 'export const query = graphql`{ x }`;';
    expect(mayHoldQueries('/site/src/hooks/__tests__/useDocsData.test.ts', text)).toBe(false);
    expect(mayHoldQueries('/site/src/utils/sidebar.test.tsx', text)).toBe(false);
  });

  it("reads every file of src/ that holds a query or Gatsby API export, and none of the project's tests", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(file);
      }
    };
    walk(path.join(root, 'src'));
    const read = files.filter((file) => mayHoldQueries(file, fs.readFileSync(file, 'utf8'))).map((file) => path.relative(root, file));
    expect(read).toEqual(expect.arrayContaining(['src/templates/doc-page.tsx', 'src/templates/mdx-page.tsx', 'src/hooks/useDocsData.ts']));
    expect(read.filter((file) => file.includes('__tests__'))).toEqual([]);
    expect(read.length).toBeLessThan(15);
  });
});

describe("Gatsby's query extraction, narrowed", () => {
  it("applies to Gatsby's real FileParser: a file without queries is not parsed, one with a query is", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const parserModule = require('gatsby/dist/query/file-parser') as {
      default: { prototype: { parseFile: (file: string, addError: unknown) => Promise<unknown> } };
    };
    const original = parserModule.default.prototype.parseFile;
    const seen: string[] = [];
    parserModule.default.prototype.parseFile = async function (file: string) {
      seen.push(path.basename(file));
      return 'parsed';
    };
    try {
      narrowQueryExtraction(parserModule);
      narrowQueryExtraction(parserModule); // applying twice wraps once
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-files-'));
      fs.writeFileSync(path.join(dir, 'Plain.tsx'), 'const config = 1; export const Header = () => null;');
      fs.writeFileSync(path.join(dir, 'Page.tsx'), 'export const query = graphql`{ site { id } }`;');
      const parser = Object.create(parserModule.default.prototype) as { parseFile: (file: string, addError: unknown) => Promise<unknown> };
      expect(await parser.parseFile(path.join(dir, 'Plain.tsx'), () => {})).toBeNull();
      expect(await parser.parseFile(path.join(dir, 'Page.tsx'), () => {})).toBe('parsed');
      expect(seen).toEqual(['Page.tsx']);
    } finally {
      parserModule.default.prototype.parseFile = original;
    }
  });

  it('fails, naming this file, when Gatsby no longer has the parser it adjusts', () => {
    expect(() => narrowQueryExtraction({})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*FileParser/);
  });
});

describe('the worker pool between queries and HTML', () => {
  function fakePool() {
    const restarts: number[] = [];
    const module: PoolModule = {
      create: () => ({ restart: async () => void restarts.push(1) }),
      runQueriesInWorkersQueue: async () => undefined,
    };
    keepWorkersAfterFewQueries(module);
    return { module, restarts };
  }

  it('is kept after a few page queries (a small site or a rebuild)', async () => {
    const { module, restarts } = fakePool();
    const pool = module.create!();
    await module.runQueriesInWorkersQueue!(pool, { pageQueryIds: ['/a', '/b'] });
    await pool.restart!();
    expect(restarts).toEqual([]);
  });

  it('is restarted, as Gatsby does, after many page queries', async () => {
    const { module, restarts } = fakePool();
    const pool = module.create!();
    await module.runQueriesInWorkersQueue!(pool, { pageQueryIds: Array.from({ length: KEEP_WORKERS_BELOW_QUERIES }, (_, i) => `/p${i}`) });
    await pool.restart!();
    expect(restarts).toEqual([1]);
  });

  it("matches Gatsby's real pool module", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const real = require('gatsby/dist/utils/worker/pool') as PoolModule;
    expect(typeof real.create).toBe('function');
    expect(typeof real.runQueriesInWorkersQueue).toBe('function');
    // gatsby-worker as Gatsby itself resolves it (it is Gatsby's dependency, not ours).
    const { WorkerPool } = createRequire(require.resolve('gatsby/package.json'))('gatsby-worker') as { WorkerPool: { prototype: { restart?: unknown } } };
    expect(typeof WorkerPool.prototype.restart).toBe('function');
  });

  it('fails, naming this file, when Gatsby no longer has the pool functions it adjusts', () => {
    expect(() => keepWorkersAfterFewQueries({})).toThrow(/src\/build\/gatsby-node-internals\.ts: .*create and runQueriesInWorkersQueue/);
  });
});
