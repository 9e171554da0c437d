/** The worker thread of ./example-lint.ts: runs the example rules and posts their problems back. */
import { parentPort, workerData } from 'worker_threads';
import type { ExampleLintReply, ExampleLintRequest } from './example-lint';
import { lintExamples } from './load';

const { projectDir, root } = workerData as ExampleLintRequest;
lintExamples(projectDir, root).then(
  (problems) => parentPort!.postMessage({ problems } satisfies ExampleLintReply),
  (error: Error) => parentPort!.postMessage({ failure: String(error.stack ?? error) } satisfies ExampleLintReply),
);
