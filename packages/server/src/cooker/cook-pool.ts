/**
 * Markdown cooking off the event loop (issue 13): every text the API renders — `POST /cooker`,
 * `?cook=` of documents and versions, forum posts — is cooked by a pool of worker threads
 * (Piscina), with a time limit per text and a bounded queue, so that no input, however hostile,
 * keeps the server from answering others. Results are kept by value (`cook-cache.ts`).
 *
 * - A text that takes longer than `timeoutMs` stops its worker (Piscina terminates it and starts
 *   another) and fails with `CookTimeoutError`.
 * - When `maxQueue` texts already wait, a new text sent by a user (`POST /cooker`, a forum post)
 *   fails at once with `CookerBusyError`; the stored texts of the documents read always queue
 *   (their number is that of the documents, not an attacker's choice).
 * - Workers start on demand and leave after a minute idle: test apps that never cook start none.
 */
import { createRequire } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { httpError } from '../errors.ts';
import { createCookCache, UNCOOKED_KEYS, type CookCache } from './cook-cache.ts';
import type { CookTask } from './cook-worker.ts';

export interface CookerOptions {
  /** Worker threads at most. */
  workers: number;
  /** Time limit of one text, in milliseconds. */
  timeoutMs: number;
  /** Texts sent by users waiting for a worker at most. */
  maxQueue: number;
}

export class CookTimeoutError extends Error {
  override readonly name = 'CookTimeoutError';
}
export class CookerBusyError extends Error {
  override readonly name = 'CookerBusyError';
}

export interface Cooker {
  /** The HTML of one text; `stored`: a text of the database, queued whatever the queue's length. */
  cook(markdown: string, options?: { stored?: boolean }): Promise<string>;
  /**
   * Every markdown value of an object cooked, the uncooked keys and empty values echoed
   * (api.md §14.2). `onTimeout` gives the HTML of a text that took too long; without it the
   * `CookTimeoutError` rejects the whole object.
   */
  cookObject(
    input: Record<string, unknown>,
    onTimeout?: (markdown: string, key: string) => string,
    options?: { stored?: boolean },
  ): Promise<Record<string, unknown>>;
  /** Starts a worker now rather than at the first text (the server at start). */
  warm(): Promise<void>;
  readonly cache: CookCache;
  close(): Promise<void>;
}

/** The worker's module: the compiled file beside the production bundle, the TypeScript source otherwise. */
function workerSetup(): { filename: string; execArgv: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: new URL('./cook-worker.js', here).href, execArgv: [] };
  // Sources (tests, `npm run dev`): the worker loads TypeScript through tsx, as its parent does.
  const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href;
  return { filename: new URL('./cook-worker.ts', here).href, execArgv: ['--import', tsx] };
}

export function createCooker(options: CookerOptions, cache: CookCache = createCookCache()): Cooker {
  const { filename, execArgv } = workerSetup();
  const pool = new Piscina<CookTask, string>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: Math.max(1, options.workers),
    idleTimeout: 60_000,
    // A worker that a text makes grow beyond this is stopped like one that takes too long.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });

  async function cook(markdown: string, { stored = false } = {}): Promise<string> {
    const hit = cache.get(markdown);
    if (hit !== undefined) return hit;
    if (!stored && pool.queueSize >= options.maxQueue) throw new CookerBusyError('The text renderer is busy');
    // The clock starts when a worker takes the text (its `started` message), not while it waits.
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      timer = setTimeout(() => abort.abort(), options.timeoutMs);
    });
    let html: string;
    try {
      html = await pool.run({ markdown, started: port2 }, { signal: abort.signal, transferList: [port2] });
    } catch (error) {
      if (abort.signal.aborted)
        throw new CookTimeoutError(`Rendering took more than ${options.timeoutMs} ms`);
      if (error instanceof Error && /queue is at limit/i.test(error.message))
        throw new CookerBusyError('The text renderer is busy');
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
    cache.set(markdown, html);
    return html;
  }

  return {
    cook,
    async cookObject(input, onTimeout, cookOptions) {
      const entries = await Promise.all(
        Object.entries(input).map(async ([key, value]): Promise<[string, unknown]> => {
          if (UNCOOKED_KEYS.has(key) || typeof value !== 'string' || value === '') return [key, value];
          try {
            return [key, await cook(value, cookOptions)];
          } catch (error) {
            if (error instanceof CookTimeoutError && onTimeout) return [key, onTimeout(value, key)];
            throw error;
          }
        }),
      );
      return Object.fromEntries(entries);
    },
    cache,
    warm: async () => void (await cook('', { stored: true })),
    close: () => pool.destroy(),
  };
}

/** A busy pool as the API says it (503: every worker and the queue taken); other errors unchanged. */
export function cookerFailure(error: unknown): unknown {
  return error instanceof CookerBusyError
    ? httpError(503, 'The server is busy rendering texts, please retry in a moment')
    : error;
}

/** What a page shows of a text that took too long to render: the text itself, escaped. */
export function uncookedHtml(markdown: string): string {
  const escaped = markdown.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<p>${escaped.replace(/\r?\n/g, '<br>\n')}</p>`;
}
