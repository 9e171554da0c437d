/**
 * A compile worker (see ./pool.ts): compiles the pages it is sent with compileMdx and answers with
 * the result, the page's CompileError problems, or an unexpected error's message and stack.
 */
import { parentPort } from 'worker_threads';
import { compileMdx, CompileError } from './index';
import type { PoolReply, PoolRequest } from './pool';

if (!parentPort) throw new Error('src/node/compile/worker.ts runs as a worker thread of src/node/compile/pool.ts');
const port = parentPort;

port.on('message', ({ id, input, site }: PoolRequest) => {
  let reply: PoolReply;
  try {
    reply = { id, page: compileMdx(input, site) };
  } catch (error) {
    reply =
      error instanceof CompileError
        ? { id, problems: [...error.problems], samples: [...error.samples] }
        : { id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
