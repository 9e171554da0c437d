/**
 * The example rules of the OpenAPI lint (EXAMPLE_RULES in ./load.ts) on a worker thread, so that
 * in a build they run on the second core while the main thread sources the site: they compile a
 * JSON Schema validator per schema and took most of the lint's time on the main thread (figures:
 * docs/decisions/041-openapi-example-rules-on-a-thread.md). The thread is started as the build starts
 * (onPreInit) and its problems are awaited when the document is prepared (./prepare.ts).
 *
 * The worker's script is ./example-lint-worker.ts bundled with esbuild (src/node/worker-script.ts).
 * If the thread cannot start or fails, the rules run in this thread instead: the build reports the
 * same problems either way.
 */
import path from 'path';
import { Worker } from 'worker_threads';
import { bundleWorkerScript } from '../worker-script';
import { lintExamples, OPENAPI_ROOT } from './load';

/** The worker's source, relative to the project. */
const WORKER_SOURCE = 'src/node/openapi/example-lint-worker.ts';

export interface ExampleLintRequest {
  readonly projectDir: string;
  readonly root: string;
}

export type ExampleLintReply = { readonly problems: string[] } | { readonly failure: string };

/**
 * Starts the example rules on a worker thread; resolves with their problems (`file:line: message
 * [rule]`) for the document of `projectDir`. `codeDir`: the project whose code the worker runs (the
 * same, but for tests on a copy of the content).
 */
export function startExampleLint(projectDir: string, cacheDir: string, { root = OPENAPI_ROOT, codeDir = projectDir } = {}): Promise<string[]> {
  const inThread = () => lintExamples(projectDir, root);
  let worker: Worker;
  try {
    worker = new Worker(bundleWorkerScript(codeDir, path.join(cacheDir, 'workers'), WORKER_SOURCE, 'openapi-example-lint'), {
      workerData: { projectDir, root } satisfies ExampleLintRequest,
    });
  } catch {
    return inThread();
  }
  worker.unref();
  return new Promise<string[]>((resolve) => {
    let settled = false;
    // `result` is called only for the first outcome: an exit after the answer runs nothing.
    const settle = (result: () => Promise<string[]> | string[]) => {
      if (settled) return;
      settled = true;
      resolve(result());
      void worker.terminate();
    };
    worker.once('message', (reply: ExampleLintReply) => settle(() => ('problems' in reply ? reply.problems : inThread())));
    worker.once('error', () => settle(inThread));
    worker.once('exit', () => settle(inThread));
  });
}
