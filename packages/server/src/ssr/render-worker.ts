/**
 * The page rendering worker (`render-pool.ts` runs it in a Piscina pool): the web build's server
 * entry (or the module the pool names, `workerData.module`) loaded once per thread, one page per
 * task, off the API's event loop. The page's API calls go to the main thread over the task's
 * MessagePort, which answers them with `app.inject`: the API's permissions, caches and
 * serialisation stay the API's.
 *
 * Before it takes any page, the worker renders the warm-up pages (`workerData.warmUrls`) with its
 * own port to the main thread (sent over `parentPort`, the pool's `message` event): loading the
 * page modules and the messages happens at start, not in a reader's time.
 */
import { MessageChannel, parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type {
  ApiAnswer,
  PageRenderer,
  RenderedPage,
  RenderTask,
  WorkerData,
  WorkerMessage,
} from './types.ts';

const { module, warmUrls, warmLang } = workerData as WorkerData;

/** `fetch` of the page's API calls, answered by the main thread over `port`. */
function apiOver(port: MessagePort): (url: string, init: RequestInit) => Promise<Response> {
  const waiting = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
  let next = 0;
  port.on('message', (answer: ApiAnswer) => {
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) call?.reject(new Error(answer.error));
    else call?.resolve(answer);
  });
  return (url, init) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      const message: WorkerMessage = { kind: 'fetch', id, url, method: init.method ?? 'GET' };
      port.postMessage(message);
    }).then(
      (answer) =>
        new Response(answer.body, {
          status: answer.status,
          headers: { 'content-type': answer.contentType },
        }),
    );
}

/** Loads the renderer and renders the warm-up pages: resolves with Piscina's task handler. */
async function start(): Promise<(task: RenderTask) => Promise<RenderedPage | undefined>> {
  const { port1, port2 } = new MessageChannel();
  parentPort!.postMessage({ cairnRenderWarmUp: port2 }, [port2]);
  let renderer: PageRenderer | undefined;
  let failure: string | undefined;
  try {
    renderer = (await import(module)) as PageRenderer;
    const fetchApi = apiOver(port1);
    for (const url of warmUrls)
      await renderer.render({ url, lang: warmLang, fetchApi, timeoutMs: 60_000 }).catch(() => undefined);
  } catch (error) {
    failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const done: WorkerMessage = { kind: 'warmed', error: failure };
  port1.postMessage(done);
  port1.close();

  return async ({ port, startBy, url, lang, cookies, timeoutMs }: RenderTask) => {
    try {
      // The reader stopped waiting for a worker: not rendered for nobody.
      if (!renderer || Date.now() > startBy) {
        if (!renderer) throw new Error(`the page renderer failed to load: ${failure}`);
        return undefined;
      }
      const started: WorkerMessage = { kind: 'started' };
      port.postMessage(started);
      const page = await renderer.render({ url, lang, cookies, timeoutMs, fetchApi: apiOver(port) });
      return page && { ...page, stateId: renderer.SSR_STATE_ID, appScriptsId: renderer.APP_SCRIPTS_ID };
    } finally {
      port.close();
    }
  };
}

export default start();
