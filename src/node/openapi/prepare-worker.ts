/**
 * Runs ./prepare.ts on a worker thread (started by ./prepare-thread.ts) and answers with the
 * result, or with the failure's stack.
 */
import { parentPort, workerData } from 'worker_threads';
import { prepareOpenApi, type PrepareInput } from './prepare';

if (!parentPort) throw new Error('src/node/openapi/prepare-worker.ts runs as a worker thread of src/node/openapi/prepare-thread.ts');
const port = parentPort;
prepareOpenApi(workerData as PrepareInput).then(
  (prepared) => port.postMessage({ prepared }),
  (error: unknown) => port.postMessage({ failure: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
