/**
 * Compiles the MDX files given as arguments twice, with compileMdx in this thread and through a
 * CompilePool with worker threads, and prints how the results compare as JSON. Used by
 * pool.test.ts (Jest cannot load the compile step's ES modules).
 */
import fs from 'fs';
import path from 'path';
import { isDeepStrictEqual } from 'util';
import { readFrontmatterOrThrow } from '../../frontmatter';
import { compileMdx, type CompileInput } from '../index';
import { CompilePool, MIN_PAGES_FOR_WORKERS } from '../pool';

const ROOT = path.resolve(__dirname, '../../../..');
const site = { url: 'https://docs.example.test', baseUrl: '/', apiBaseUrl: 'https://api.example.test' };

function inputOf(file: string): CompileInput {
  const text = fs.readFileSync(file, 'utf8');
  const { data, content } = readFrontmatterOrThrow(text, file);
  return {
    body: content,
    file: path.relative(ROOT, file),
    bodyStartLine: 1,
    title: String(data.title ?? ''),
    description: null,
    path: '/docs/x',
    markdown: true,
  };
}

function settle<T>(run: () => T): { value?: T; error?: string } {
  try {
    return { value: run() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function main() {
  const files = process.argv.slice(2);
  const inputs = files.map(inputOf);
  const inline = inputs.map((input) => settle(() => compileMdx(input, site)));
  const pool = new CompilePool(ROOT, path.join(ROOT, '.cache'), 2);
  const pooled = await Promise.all(
    inputs.map((input) =>
      pool.compile(input, site).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    ),
  );
  const differing = files.filter((_, i) => !isDeepStrictEqual(inline[i], pooled[i]));
  // One more page after the workers went idle and stopped: compiled in this thread.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const startedBefore = pool.started;
  const late = await pool.compile(inputs[0], site);
  // A small site: the same burst of pages is compiled in this thread, without workers.
  const small = new CompilePool(ROOT, path.join(ROOT, '.cache'), 2, MIN_PAGES_FOR_WORKERS - 1);
  const smallResults = await Promise.all(inputs.slice(0, 12).map((input) => small.compile(input, site).catch((error: Error) => error.message)));
  process.stdout.write(
    JSON.stringify({
      pages: files.length,
      differing,
      errors: pooled.filter((r) => 'error' in r).map((r) => r.error),
      workersStarted: startedBefore,
      lateStartedWorkers: pool.started - startedBefore,
      lateSame: isDeepStrictEqual(late, inline[0].value),
      smallSiteWorkers: small.started,
      smallSiteSame: smallResults.every((result, i) => isDeepStrictEqual(result, inline[i].value ?? inline[i].error)),
    }),
  );
  await pool.close();
  await small.close();
}

void main();
