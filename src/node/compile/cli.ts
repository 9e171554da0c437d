/**
 * Compiles MDX files with the build's compile step and prints the results as JSON (one entry per
 * file: `{ file, page }` or `{ file, problems }`). Lets tests run the ESM-only toolchain outside
 * Jest, and shows authors what a page compiles to:
 *
 *   node -r ts-node/register/transpile-only src/node/compile/cli.ts content/docs/get-started/error-codes.mdx
 *
 * With `--fragment`, compiles the files as shared fragments (content/shared). With `--samples`, prints only each file's code samples (`{ file, samples }`); `.md` files are
 * read as plain Markdown (e.g. the build's Markdown twins in public/).
 */
import fs from 'fs';
import path from 'path';
import { compileMdx, CompileError, markdownSamples } from './index';
import { SAMPLE_API_BASE_URL } from '../ai-docs/markdown';
import { readFrontmatter } from '../frontmatter';

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const siteArg = process.argv.find((arg) => arg.startsWith('--site='));
const site = {
  url: 'https://docs.llmprovider.example',
  baseUrl: '/',
  apiBaseUrl: SAMPLE_API_BASE_URL,
  ...(siteArg ? (JSON.parse(siteArg.slice('--site='.length)) as object) : {}),
};

const samplesOnly = process.argv.includes('--samples');

const results = files.map((file) => {
  const text = fs.readFileSync(file, 'utf8');
  if (samplesOnly && file.endsWith('.md')) return { file, samples: markdownSamples(text) };
  const frontmatter = readFrontmatter(text, path.relative(process.cwd(), file));
  if (frontmatter.problems.length > 0) return { file, problems: frontmatter.problems };
  const { data, content, bodyStartLine } = frontmatter;
  try {
    const page = compileMdx(
      {
        body: content,
        file: path.relative(process.cwd(), file),
        bodyStartLine,
        title: String(data.title ?? ''),
        description: (data.description as string | undefined) ?? null,
        path: `/docs/${path.basename(file, '.mdx')}`,
        markdown: true,
        fragment: process.argv.includes('--fragment'),
      },
      site,
    );
    return samplesOnly ? { file, samples: page.samples } : { file, page };
  } catch (error) {
    if (error instanceof CompileError) return { file, problems: error.problems, ...(samplesOnly ? { samples: error.samples } : {}) };
    throw error;
  }
});
process.stdout.write(JSON.stringify(results));
