/**
 * Converts one MDX file to the Markdown the build writes next to its page, on stdout. Lets tests
 * (and anyone curious) run the ESM-only conversion outside Jest:
 *
 *   node -r ts-node/register/transpile-only src/node/ai-docs/cli.ts content/docs/get-started/error-codes.mdx
 *
 * Options: `--path /docs/x` (the page's site path, for `#anchor` links; defaults to the doc URL of
 * the file), `--site '{"url":"https://x","baseUrl":"/","apiBaseUrl":"https://api.x"}'`,
 * `--models content/models.json` (data for `<ModelCatalog />`), `--errors content/errors.json` (data for
 * `<ErrorCatalog />`).
 */
import fs from 'fs';
import path from 'path';
import { pageToMarkdown, SAMPLE_API_BASE_URL, type MarkdownSite } from './markdown';
import { modelCatalogMarkdown } from './model-catalog';
import { errorCatalogMarkdown } from './error-catalog';
import { readFrontmatterOrThrow } from '../frontmatter';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

const file = process.argv[2];
if (!file || file.startsWith('--')) {
  console.error('Usage: cli.ts <file.mdx> [--path /docs/x] [--site JSON]');
  process.exit(2);
}

const { data, content } = readFrontmatterOrThrow(fs.readFileSync(file, 'utf8'), file);
const site: MarkdownSite = {
  url: 'https://docs.llmprovider.example',
  baseUrl: '/',
  apiBaseUrl: SAMPLE_API_BASE_URL,
  ...(JSON.parse(option('site') ?? '{}') as Partial<MarkdownSite>),
};
const modelsFile = option('models');
const catalog = modelsFile ? modelCatalogMarkdown(JSON.parse(fs.readFileSync(modelsFile, 'utf8'))) : null;
const errorsFile = option('errors');
const pagePath = option('path') ?? `/docs/${path.basename(file, path.extname(file))}`;
process.stdout.write(
  pageToMarkdown({ title: String(data.title ?? ''), description: (data.description as string | undefined) ?? null, body: content, path: pagePath }, site, {
    components: {
      ModelCatalog: () => catalog,
      ErrorCatalog: (attributes) => (errorsFile ? errorCatalogMarkdown(JSON.parse(fs.readFileSync(errorsFile, 'utf8')), attributes) : null),
    },
  }),
);
