/** What the page rendering pool and its worker exchange (`render-pool.ts`, `render-worker.ts`). */
import type { MessagePort } from 'node:worker_threads';
import type { UiLang } from '@cairn/domain';

/** What the web build's server entry exports (`packages/web/src/entry-server.tsx`). */
export interface PageRenderer {
  render(options: {
    url: string;
    lang: UiLang;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    timeoutMs: number;
    /** The reader's cookies: the interface's own (a dismissed announcement) shape the page. */
    cookies?: string;
  }): Promise<{ html: string; state: string; module: string } | undefined>;
  SSR_STATE_ID: string;
  APP_SCRIPTS_ID: string;
}

/**
 * A rendered page: its markup, hydration state, route module, and the ids of the elements that
 * hold its state and the list of its route's scripts.
 */
export interface RenderedPage {
  html: string;
  state: string;
  module: string;
  stateId: string;
  appScriptsId: string;
}

/** The page a reader asked for, as rendered for anonymous readers. */
export interface PageRequest {
  url: string;
  lang: UiLang;
  cookies?: string;
}

/** One page for a worker. */
export interface RenderTask extends PageRequest {
  /** The page's API calls and the worker's `started`; transferred with the task. */
  port: MessagePort;
  /** When the reader stops waiting for a worker (epoch ms): a later start skips the page. */
  startBy: number;
  /** The renderer's own time limit (it stops waiting for data after it). */
  timeoutMs: number;
}

/** The same for every worker of a pool. */
export interface WorkerData {
  /** The renderer's module, a file URL. */
  module: string;
  /** The pages each worker renders before it takes a reader's. */
  warmUrls: string[];
  warmLang: UiLang;
}

/** From a worker to the main thread, over a task's port or the warm-up port. */
export type WorkerMessage =
  | { kind: 'started' }
  | { kind: 'fetch'; id: number; url: string; method: string }
  | { kind: 'warmed'; error?: string };

/** The main thread's answer to a `fetch`: the API's status, content type and body bytes, or why it failed. */
export interface ApiAnswer {
  id: number;
  status: number;
  contentType: string;
  body?: Uint8Array;
  error?: string;
}
