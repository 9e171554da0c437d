/**
 * Starts ./prepare.ts on a worker thread, so that linting, bundling, publishing and compiling the
 * blocks overlap the main thread's sourcing (gatsby-node starts it in onPreBootstrap and waits for
 * it in sourceNodes). The worker script is bundled with esbuild into Gatsby's .cache, like the
 * compile pool's (src/node/compile/pool.ts).
 */
import { Worker } from 'worker_threads';
import { bundleWorkerScript } from '../compile/pool';
import type { PrepareInput, PreparedOpenApi } from './prepare';

export function prepareOnThread(input: PrepareInput & { cacheDir: string }): Promise<PreparedOpenApi> {
  const script = bundleWorkerScript(input.projectDir, input.cacheDir, 'src/node/openapi/prepare-worker.ts', 'openapi-worker');
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: input });
    worker.once('message', (message: { prepared?: PreparedOpenApi; failure?: string }) => {
      void worker.terminate();
      if (message.prepared) resolve(message.prepared);
      else reject(new Error(`content/openapi could not be prepared: ${message.failure}`));
    });
    worker.once('error', reject);
  });
}
