/**
 * Server rendering off the event loop (issue 16): pages are rendered by a pool of worker threads
 * (Piscina), each holding the web build's server entry, the way markdown is cooked
 * (`cooker/cook-pool.ts`). A render takes 30 to 130 ms of CPU: on the main thread, every API call
 * of the node would wait for it.
 *
 * - The page's API calls come back to the main thread over a MessagePort of its own (a
 *   `MessageChannel` per page, transferred with the task), answered by `fetchApi` (`app.inject`).
 * - A page waits `queueWaitMs` at most for a worker, then gives way to the shell
 *   (`RenderTimeoutError`); a worker that takes it later skips it. At most `maxQueue` pages wait:
 *   beyond, `RenderBusyError` at once.
 * - Once a worker has the page, the renderer gives up waiting for data after `timeoutMs`; a
 *   worker still busy `ABORT_GRACE_MS` later (synchronous work: a runaway render) is stopped
 *   through the task's abort signal — Piscina terminates the thread and starts another — and the
 *   page gives way to the shell.
 * - Workers start with the pool and render the warm-up pages before they take a reader's; the
 *   warm-up's API calls wait for `start(fetchApi)` (the app's `onReady`). `warmed` resolves once
 *   they are ready (the server listens after it).
 */
import { createRequire } from 'node:module';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { DEFAULT_UI_LANG } from '@cairn/domain';
import type { ApiAnswer, PageRequest, RenderedPage, RenderTask, WorkerData, WorkerMessage } from './types.ts';

export interface RenderPoolOptions {
  /** The renderer's module (a file URL): the web build's server entry, or a test's. */
  module: string;
  /** Worker threads. */
  threads: number;
  /** Time limit of one render once a worker has it, in milliseconds. */
  timeoutMs: number;
  /** How long a page waits for a worker at most; `timeoutMs` by default. */
  queueWaitMs?: number;
  /** Pages waiting for a worker at most. */
  maxQueue: number;
}

/** The API as the renderer calls it: the main thread's `app.inject`, anonymous. */
export type ApiCall = (
  url: string,
  method: string,
) => Promise<{ status: number; contentType: string; body: Uint8Array }>;

export class RenderTimeoutError extends Error {
  override readonly name = 'RenderTimeoutError';
}
export class RenderBusyError extends Error {
  override readonly name = 'RenderBusyError';
}

export interface RenderPool {
  /** Answers the workers' API calls from now on (the app's `onReady`). */
  start(fetchApi: ApiCall): void;
  /** The page rendered, or undefined when it is not one the renderer renders. */
  render(page: PageRequest): Promise<RenderedPage | undefined>;
  /** Resolves once the workers have loaded the renderer and rendered the warm-up pages. */
  readonly warmed: Promise<void>;
  close(): Promise<void>;
}

/** A worker still busy this long after the renderer's own time limit is stopped. */
export const ABORT_GRACE_MS = 250;

/** The pages each worker renders first: the lists' and the home page's modules, the messages. */
const WARM_URLS = ['/routes', '/'];

/** The worker's module: the compiled file beside the production bundle, the TypeScript source otherwise. */
function workerSetup(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./render-worker.js', here).href, execArgv: [] };
  // Sources (tests, `npm run dev`): the worker loads TypeScript through tsx, as its parent does.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { filename: new URL('./render-worker.ts', here).href, execArgv: ['--import', tsx] };
}

export function createRenderPool(
  options: RenderPoolOptions,
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
): RenderPool {
  const { filename, execArgv } = workerSetup();
  const queueWaitMs = options.queueWaitMs ?? options.timeoutMs;
  const workerData: WorkerData = { module: options.module, warmUrls: WARM_URLS, warmLang: DEFAULT_UI_LANG };
  const threads = Math.max(1, options.threads);
  const pool = new Piscina<RenderTask, RenderedPage | undefined>({
    filename,
    execArgv,
    workerData,
    minThreads: threads,
    maxThreads: threads,
    maxQueue: options.maxQueue,
    // A render that makes its worker grow beyond this stops it like one that takes too long.
    resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 8 },
  });
  let apiReady: (call: ApiCall) => void = () => {};
  const api = new Promise<ApiCall>((resolve) => (apiReady = resolve));
  const apiCall = (url: string, method: string) => api.then((call) => call(url, method));

  /** Answers the `fetch` messages that come over `port`; tells `onOther` of the rest. */
  const serve = (port: MessagePort, onOther: (message: WorkerMessage) => void) =>
    port.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'fetch') return onOther(message);
      apiCall(message.url, message.method).then(
        ({ status, contentType, body }) => {
          const answer: ApiAnswer = { id: message.id, status, contentType, body };
          port.postMessage(answer, [body.buffer as ArrayBuffer]);
        },
        (error: unknown) => {
          const answer: ApiAnswer = { id: message.id, status: 0, contentType: '', error: String(error) };
          port.postMessage(answer);
        },
      );
    });

  // Each worker's warm-up port (`render-worker.ts`): its API calls, then `warmed`. The pool is
  // warm once every first worker is (or has died, to be replaced).
  let warming = threads;
  let markWarmed: () => void = () => {};
  const warmed = new Promise<void>((resolve) => (markWarmed = resolve));
  pool.on('message', (message: { cairnRenderWarmUp?: MessagePort } | undefined) => {
    const port = message?.cairnRenderWarmUp;
    if (!port) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      port.close();
      if (--warming <= 0) markWarmed();
    };
    serve(port, (reply) => {
      if (reply.kind !== 'warmed') return;
      if (reply.error)
        log.error({ err: reply.error }, 'the page renderer failed to load: pages go out unrendered');
      finish();
    });
    port.once('close', finish);
  });
  // A worker that fails outside any task: logged, never the process's end.
  pool.on('error', (error: unknown) => log.warn({ err: error }, 'a page rendering worker failed'));

  async function render(page: PageRequest): Promise<RenderedPage | undefined> {
    if (pool.queueSize >= options.maxQueue) throw new RenderBusyError('Every page renderer is busy');
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let waitTimer: NodeJS.Timeout | undefined;
    let abortTimer: NodeJS.Timeout | undefined;
    const waited = new Promise<never>((_, reject) => {
      waitTimer = setTimeout(
        () => reject(new RenderTimeoutError(`No page renderer was free within ${queueWaitMs} ms`)),
        queueWaitMs,
      );
    });
    let settled = false;
    serve(port1, (message) => {
      if (message.kind !== 'started' || settled) return;
      clearTimeout(waitTimer);
      abortTimer = setTimeout(() => abort.abort(), options.timeoutMs + ABORT_GRACE_MS);
    });
    const task: RenderTask = {
      ...page,
      port: port2,
      startBy: Date.now() + queueWaitMs,
      timeoutMs: options.timeoutMs,
    };
    const job = pool.run(task, { signal: abort.signal, transferList: [port2] }).finally(() => {
      settled = true;
      clearTimeout(waitTimer);
      clearTimeout(abortTimer);
      port1.close();
    });
    // The reader may stop waiting before the job ends: its outcome is then nobody's.
    job.catch(() => undefined);
    try {
      return await Promise.race([job, waited]);
    } catch (error) {
      if (abort.signal.aborted)
        throw new RenderTimeoutError(`Rendering took more than ${options.timeoutMs + ABORT_GRACE_MS} ms`);
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new RenderBusyError('Every page renderer is busy');
      throw error;
    }
  }

  return {
    start: (fetchApi) => apiReady(fetchApi),
    render,
    warmed,
    close: () => pool.destroy(),
  };
}
