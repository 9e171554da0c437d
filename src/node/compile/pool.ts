/**
 * Compiles pages on worker threads while Gatsby's sourcing goes on in the main thread.
 *
 * Sourcing is single-threaded: without this, every page's parse, transforms and highlighting run
 * one after the other on the main thread between Gatsby's own node work, and the other cores idle.
 * Requests are queued and served in batches:
 * - while fewer than WORKER_BURST pages arrive within BURST_MS, they are compiled in this thread (a
 *   rebuild or a `gatsby develop` edit compiles a page or a few: starting workers would cost more
 *   than it saves);
 * - once WORKER_BURST pages arrive within BURST_MS (a cold build: Gatsby hands over pages as fast
 *   as it reads the files), worker threads start and take the queue; they stop after IDLE_MS
 *   without work;
 * - but only when the site has at least MIN_PAGES_FOR_WORKERS pages: each worker spends about a
 *   second loading the toolchain and compiles slowly until its code is warm, so a small site's
 *   cold build (seconds of compiling in this thread) took longer with workers than
 *   without (figures: docs/decisions/006-compile-workers-from-300-pages.md).
 *
 * The worker script is src/node/compile/worker.ts, bundled with esbuild into Gatsby's `.cache/`
 * folder (gatsby-node itself is bundled by Gatsby, which cannot bundle a second entry). Results are
 * identical to compileMdx's: src/node/compile/pool.test.ts compares both on every page.
 *
 * `COMPILE_WORKERS=n` sets the number of workers (0: always compile in this thread).
 */
import os from 'os';
import { Worker } from 'worker_threads';
import { bundleWorkerScript } from '../worker-script';
import { compileMdx, CompileError, type CompiledPage, type CompileInput, type CompileSite } from './index';

export interface PoolRequest {
  readonly id: number;
  readonly input: CompileInput;
  readonly site: CompileSite;
}

export type PoolReply =
  | { readonly id: number; readonly page: CompiledPage }
  | { readonly id: number; readonly problems: string[]; readonly samples: CompileError['samples'][number][] }
  | { readonly id: number; readonly failure: string };

/**
 * Pages arriving within BURST_MS that start the workers. A rebuild or an edit brings one or two; a
 * cold build brings ten at once before the first compile finishes, and every page compiled here
 * before the workers start holds up Gatsby's sourcing.
 */
export const WORKER_BURST = 8;
const BURST_MS = 2000;
/** Fewer pages than this in the whole site are compiled in this thread, even in a burst. */
export const MIN_PAGES_FOR_WORKERS = 300;
/** The worker's source, relative to the project (gatsby-node is bundled: no __dirname to go by). */
const WORKER_SOURCE = 'src/node/compile/worker.ts';
/** Workers stop after this long without work. */
const IDLE_MS = 1000;

interface Job {
  readonly request: PoolRequest;
  readonly resolve: (page: CompiledPage) => void;
  readonly reject: (error: Error) => void;
}

interface PoolWorker {
  readonly thread: Worker;
  readonly jobs: Map<number, Job>;
}

/**
 * Number of workers: COMPILE_WORKERS, else one per core but one (the main thread goes on sourcing),
 * up to 4, none on one core. On 2 cores, a thousand-page site built faster with one worker than
 * with two, which competed with Gatsby's own work in the main thread.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.COMPILE_WORKERS;
  if (configured !== undefined && configured !== '') {
    const n = Number(configured);
    if (!Number.isInteger(n) || n < 0) throw new Error(`COMPILE_WORKERS: expected a whole number of worker threads (0 or more), got "${configured}"`);
    return n;
  }
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return cores > 1 ? Math.min(cores - 1, 4) : 0;
}

/** worker.ts bundled with what it imports from this project (src/node/worker-script.ts). */
const buildWorkerScript = (projectDir: string, cacheDir: string) => bundleWorkerScript(projectDir, cacheDir, WORKER_SOURCE, 'compile-worker');

export class CompilePool {
  private readonly queue: Job[] = [];
  private readonly workers: PoolWorker[] = [];
  private nextId = 1;
  private scheduled = false;
  /** Pages asked for in the current BURST_MS window. */
  private recent = 0;
  private burstTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private script: string | null = null;
  /** How many worker threads this pool has started (for tests and figures). */
  started = 0;

  /**
   * @param projectDir the project's root folder
   * @param cacheDir where the worker script is written: a folder inside the project (Gatsby's
   *   `.cache/`), so that it finds the installed packages
   * @param size number of worker threads (see workerCount)
   * @param sitePages how many MDX files the site has (workers start only from MIN_PAGES_FOR_WORKERS),
   *   or a function counting them, asked once when a burst first comes
   */
  constructor(
    private readonly projectDir: string,
    private readonly cacheDir: string,
    private readonly size: number = workerCount(),
    private sitePages: number | (() => number) = Infinity,
  ) {}

  compile(input: CompileInput, site: CompileSite): Promise<CompiledPage> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, input, site }, resolve, reject });
      this.recent += 1;
      if (!this.burstTimer) {
        this.burstTimer = setTimeout(() => {
          this.burstTimer = null;
          this.recent = 0;
        }, BURST_MS);
        this.burstTimer.unref();
      }
      this.schedule();
    });
  }

  /** Stops the workers now (they also stop on their own when idle). */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map((w) => w.thread.terminate()));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain(): void {
    if (this.queue.length === 0) return;
    if (this.workers.length === 0 && this.size > 0 && this.recent >= WORKER_BURST && this.pageCount() >= MIN_PAGES_FOR_WORKERS) this.start();
    if (this.workers.length > 0) {
      this.cancelIdle();
      while (this.queue.length > 0) {
        const worker = this.workers.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
        const job = this.queue.shift()!;
        worker.jobs.set(job.request.id, job);
        worker.thread.postMessage(job.request);
      }
      return;
    }
    // Few pages waiting and no workers: compile one here, then look at the queue again (pages
    // that arrived meanwhile may now make it worth starting workers).
    const job = this.queue.shift()!;
    try {
      job.resolve(compileMdx(job.request.input, job.request.site));
    } catch (error) {
      job.reject(error as Error);
    }
    this.schedule();
  }

  private pageCount(): number {
    if (typeof this.sitePages === 'function') this.sitePages = this.sitePages();
    return this.sitePages;
  }

  private start(): void {
    const script = (this.script ??= buildWorkerScript(this.projectDir, this.cacheDir));
    for (let i = 0; i < this.size; i += 1) {
      const thread = new Worker(script);
      thread.unref();
      const worker: PoolWorker = { thread, jobs: new Map() };
      thread.on('message', (reply: PoolReply) => this.settle(worker, reply));
      thread.on('error', (error) => this.fail(worker, error));
      thread.on('exit', (code) => {
        if (worker.jobs.size > 0) this.fail(worker, new Error(`a compile worker stopped (exit code ${code}) with ${worker.jobs.size} page(s) unfinished`));
        const at = this.workers.indexOf(worker);
        if (at !== -1) this.workers.splice(at, 1);
      });
      this.workers.push(worker);
      this.started += 1;
    }
  }

  private settle(worker: PoolWorker, reply: PoolReply): void {
    const job = worker.jobs.get(reply.id);
    if (!job) return;
    worker.jobs.delete(reply.id);
    if ('page' in reply) job.resolve(reply.page);
    else if ('problems' in reply) job.reject(new CompileError(reply.problems, reply.samples));
    else job.reject(new Error(`Compiling ${job.request.input.file} failed in a compile worker:\n${reply.failure}`));
    if (this.workers.every((w) => w.jobs.size === 0) && this.queue.length === 0) this.idleSoon();
  }

  private fail(worker: PoolWorker, error: Error): void {
    for (const job of worker.jobs.values()) job.reject(new Error(`Compiling ${job.request.input.file} failed: ${error.message}`));
    worker.jobs.clear();
  }

  private idleSoon(): void {
    this.cancelIdle();
    this.idleTimer = setTimeout(() => void this.close(), IDLE_MS);
    this.idleTimer.unref();
  }

  private cancelIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
