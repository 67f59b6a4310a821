/**
 * Server rendering (issue 16 §2): the HTML of document pages, their history and versions, lists,
 * their print views and the home page for
 * anonymous readers, with the data it used, which the browser hydrates (`main.tsx`). Built by
 * `vite build --ssr` into `dist/.ssr/` and loaded by each of the server's rendering worker threads
 * (`packages/server/src/ssr/`), whose `fetchApi` asks the main thread's API; nothing here reaches
 * the browser's bundle.
 *
 * The route table, loaders and pages are the browser's own: the static handler runs the route's
 * lazy module and its `clientLoader`, which prefetches the page's TanStack queries through the
 * API client, whose transport the server points at its own API (in-process). Once every query
 * has settled, React renders the page; a page whose data failed, that redirects or errs, is not
 * rendered (the server sends the app's shell, and the browser does as it does without this).
 */
import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { typeFromPlural, type UiLang } from '@cairn/domain';
import { createQueryClient } from './lib/query-client.ts';
import { initI18n, loadAllMessages, setLanguage } from './lib/i18n.ts';
import { transport } from './lib/api.ts';
import { contentLangOf } from './lib/content-lang.ts';
import { DASHBOARD_LIMITS, dashboardQuery, type DashboardType } from './features/home/api/get-dashboard.ts';
import { forumTopicQuery } from './features/forum/api/get-topic.ts';
import { announcementTopicOf } from './features/forum/lib/forum-settings.ts';
import { env } from './config/env.ts';
import { RequestCookies } from './lib/request-cookies.ts';
import { AppProviders } from './app/providers.tsx';
import { createRoutes } from './app/router.tsx';
import type { SsrState } from './ssr-state.ts';
export { APP_SCRIPTS_ID, SSR_STATE_ID } from './ssr-state.ts';

export type { SsrState } from './ssr-state.ts';

export type RenderOptions = {
  /** The page's address: path and query. */
  url: string;
  /** The interface language to render in. */
  lang: UiLang;
  /** Calls the server's own API (`/api/…` addresses) and answers as `fetch` would. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  /** The render gives up after this long (the caller then sends the shell). */
  timeoutMs: number;
  /** The request's `Cookie` header: the interface's own cookies (a dismissed announcement). */
  cookies?: string;
};

export type RenderResult = {
  /** The page's markup, the content of `#root`. */
  html: string;
  /** The hydration state, JSON safe to put inside a `<script>` element. */
  state: string;
  /** The source module of the page's route: its CSS and scripts are linked from the HTML. */
  module: string;
};

const HOME_MODULE = 'src/app/routes/home.tsx';
const DASHBOARD_TYPES = Object.keys(DASHBOARD_LIMITS) as DashboardType[];

/** The pages rendered on the server, by address: their route module (src-relative). */
export function renderedModuleOf(pathname: string): string | undefined {
  if (pathname === '/' || pathname === '/home') return HOME_MODULE;
  // A document's history and versions, a list's print view.
  const other = /^\/([a-z]+)\/(history\/\d+\/[a-z]{2}|version\/\d+\/[a-z]{2}\/\d+|print)\/?$/.exec(pathname);
  if (other) {
    if (!typeFromPlural(other[1]!)) return undefined;
    return `src/app/routes/documents/${other[2]!.split('/')[0]}.tsx`;
  }
  const m = /^\/([a-z]+)(\/\d+(?:\/[a-z]{2}(?:\/[^/]*)?)?)?\/?$/.exec(pathname);
  if (!m || !typeFromPlural(m[1]!)) return undefined;
  return m[2] ? 'src/app/routes/documents/view.tsx' : 'src/app/routes/documents/list.tsx';
}

/**
 * One render at a time: i18next's instance and the API client's language are the thread's
 * own, and rendering is CPU work that would only interleave. The wait counts in the timeout.
 */
let queue: Promise<unknown> = Promise.resolve();

/** The page at `url` rendered anonymously, or undefined when it is not one rendered here. */
export function render(options: RenderOptions): Promise<RenderResult | undefined> {
  const module = renderedModuleOf(new URL(options.url, 'http://cairn.invalid').pathname);
  if (!module) return Promise.resolve(undefined);
  const deadline = Date.now() + options.timeoutMs;
  const next = queue.then(() => renderNow(options, module, deadline));
  queue = next.catch(() => undefined);
  return next;
}

async function renderNow(
  { url, lang, fetchApi, cookies = '' }: RenderOptions,
  module: string,
  deadline: number,
): Promise<RenderResult | undefined> {
  const left = () => deadline - Date.now();
  if (left() <= 0) throw new Error('server render timed out');
  transport.fetch = fetchApi;
  await initI18n(lang);
  await loadAllMessages();
  await setLanguage(lang);

  const queryClient = createQueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://cairn.invalid')));
  if (context instanceof Response || context.errors) return undefined;
  // The home page has no loader (its bundle budget): its dashboard's data is asked for here.
  if (module === HOME_MODULE)
    for (const type of DASHBOARD_TYPES)
      void queryClient.prefetchQuery(dashboardQuery(type, contentLangOf(lang)));
  // The forum's announcement, on every page (it would otherwise come in above the content once the
  // scripts run), when the forum is the server's own: an answer it cannot give leaves it to the
  // browser, as before.
  const announcement = announcementTopicOf(lang);
  if (announcement && env.forumUrl.startsWith('/'))
    void queryClient.prefetchQuery({ ...forumTopicQuery(announcement), retry: false });
  await withTimeout(settled(queryClient), left());
  queryClient.removeQueries({ queryKey: ['forum'], predicate: (query) => query.state.status !== 'success' });
  const queries = queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success')) return undefined;

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await withTimeout(
    renderToString(
      <StrictMode>
        <RequestCookies value={cookies}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RequestCookies>
      </StrictMode>,
      left(),
    ),
    left(),
  );
  const state: SsrState = {
    lang,
    loaderData: context.loaderData,
    queries: queries.map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]),
  };
  return { html, state: scriptSafeJson(state), module };
}

/** Resolves once no query of the client is fetching. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(() => queueMicrotask(check));
    check();
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('server render timed out')), Math.max(ms, 0));
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The whole tree once every part is ready (the data is there, so nothing waits long). */
function renderToString(tree: React.ReactNode, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
    });
    // React writes the page's <title> ahead of the tree (it hoists it when it renders a whole
    // document); the server writes it in the head itself (`page-meta.ts`), where the browser's
    // React takes it over, so none is left in the body.
    sink.on('finish', () => resolve(html.replace(/^<title>[^<]*<\/title>/, '')));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
    setTimeout(() => stream.abort(), timeoutMs).unref();
  });
}

/**
 * JSON inside `<script type="application/json">`: `<` escaped so that no `</script>` or
 * `<!--` ends or changes the element, and U+2028/U+2029 for older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
