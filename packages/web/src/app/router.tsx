import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPES, type DocumentType } from '@cairn/domain';
import { paths } from '../config/paths.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { LoadingNotice } from '../components/loading-notice.tsx';
import { RootLayout } from './shell/root-layout.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { BareLayout } from './shell/bare-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RouteError } from './route-error.tsx';
import { assertParams, checks, type ParamChecks } from './param-checks.ts';
import { loadAllMessages } from '../lib/i18n.ts';

/**
 * A route module (app/routes/*): its page as default export and, when it prefetches, a
 * `clientLoader` built with the query client (STYLE.md: loaders prefetch with the component's
 * query options).
 */
type RouteModule = {
  default: ComponentType;
  clientLoader?: (queryClient: QueryClient) => LoaderFunction;
};

/** Every route of spec 1 §2.1 and spec 2 §2; each page is its own chunk. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (
    load: () => Promise<RouteModule>,
    paramChecks?: ParamChecks,
    options: {
      allMessages?: boolean;
      /**
       * A module of its own holding the page's `clientLoader`, loaded before the page's chunk
       * rather than with it: the page's data is asked for while its code still loads. (The
       * loader comes first in the object: the browser asks for the files in that order, and
       * HTTP/1.1 serves six at a time.)
       */
      loader?: () => Promise<Pick<RouteModule, 'clientLoader'>>;
    } = {},
  ): RouteObject['lazy'] => {
    const component = async () =>
      (await Promise.all([load(), options.allMessages === false || loadAllMessages()]))[0];
    const checked =
      (moduleLoader?: LoaderFunction): LoaderFunction =>
      (args) => {
        if (paramChecks) assertParams(args.params, paramChecks);
        return moduleLoader ? moduleLoader(args) : null;
      };
    const early = options.loader;
    // A page without a loader has none: its links within itself (`?mode=`) render at once.
    return early
      ? {
          loader: async () => checked((await early()).clientLoader?.(queryClient)),
          Component: async () => (await component()).default,
        }
      : async () => {
          const { default: Component, clientLoader } = await component();
          const moduleLoader = clientLoader?.(queryClient);
          return paramChecks || moduleLoader ? { Component, loader: checked(moduleLoader) } : { Component };
        };
  };

  const documentRoutes = (type: DocumentType): RouteObject[] => {
    const handle: RouteHandle = { documentType: type };
    return [
      {
        path: paths.documentList.path(type),
        handle,
        lazy: page(() => import('./routes/documents/list.tsx')),
      },
      {
        path: paths.documentView.path(type),
        handle,
        lazy: page(() => import('./routes/documents/view.tsx'), { id: checks.id, lang: checks.optionalLang }),
      },
      // Spec 2 §2: no version view for profiles.
      ...(type === 'profile'
        ? []
        : [
            {
              path: paths.documentVersion.path(type),
              handle,
              lazy: page(() => import('./routes/documents/version.tsx'), {
                id: checks.id,
                lang: checks.lang,
                version: checks.version,
              }),
            },
          ]),
      {
        path: paths.documentHistory.path(type),
        handle,
        lazy: page(() => import('./routes/documents/history.tsx'), { id: checks.id, lang: checks.lang }),
      },
      {
        path: paths.documentDiff.path(type),
        handle,
        lazy: page(() => import('./routes/documents/diff.tsx'), {
          id: checks.id,
          lang: checks.lang,
          versionFrom: checks.versionFrom,
          versionTo: checks.versionTo,
        }),
      },
    ];
  };

  const documentWriteRoutes = (type: DocumentType): RouteObject[] => [
    {
      path: paths.documentEdit.path(type),
      handle: { documentType: type } satisfies RouteHandle,
      lazy: page(
        () => import('./routes/documents/edit.tsx'),
        { id: checks.id, lang: checks.lang },
        { loader: () => import('./routes/documents/edit-loader.ts') },
      ),
    },
    {
      path: paths.documentAdd.path(type),
      handle: { documentType: type } satisfies RouteHandle,
      lazy: page(() => import('./routes/documents/add.tsx'), { lang: checks.lang }),
    },
  ];

  // The home page needs only the bundled messages (vite.config.ts `frenchCore`).
  const home = page(() => import('./routes/home.tsx'), undefined, { allMessages: false });

  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: LoadingNotice,
      children: [
        {
          Component: AppShell,
          children: [
            {
              // Errors of a page show inside the shell, menus intact.
              ErrorBoundary: RouteError,
              children: [
                { index: true, lazy: home },
                { path: paths.home.alias, lazy: home },
                { path: paths.topoguide.path, lazy: page(() => import('./routes/topoguide.tsx')) },
                { path: paths.auth.path, lazy: page(() => import('./routes/auth.tsx')) },
                { path: paths.authSso.path, lazy: page(() => import('./routes/auth-sso.tsx')) },
                {
                  Component: RequireAuth,
                  handle: { requiresAuth: true } satisfies RouteHandle,
                  children: [
                    { path: paths.account.path, lazy: page(() => import('./routes/account.tsx')) },
                    { path: paths.following.path, lazy: page(() => import('./routes/following.tsx')) },
                    { path: paths.preferences.path, lazy: page(() => import('./routes/preferences.tsx')) },
                    { path: paths.trackers.path, lazy: page(() => import('./routes/trackers.tsx')) },
                    {
                      path: paths.moderationLog.path,
                      lazy: page(() => import('./routes/moderation-log.tsx')),
                    },
                    {
                      path: paths.trackerExchangeToken.path,
                      lazy: page(() => import('./routes/tracker-exchange-token.tsx')),
                    },
                    ...DOCUMENT_TYPES.flatMap(documentWriteRoutes),
                  ],
                },
                { path: paths.whatsnew.path, lazy: page(() => import('./routes/whatsnew.tsx')) },
                {
                  path: paths.associationsHistory.path,
                  lazy: page(() => import('./routes/associations-history.tsx')),
                },
                ...DOCUMENT_TYPES.flatMap(documentRoutes),
                {
                  path: paths.article.path,
                  lazy: page(() => import('./routes/article.tsx'), { id: checks.id }),
                },
                {
                  path: paths.yeti.path,
                  lazy: page(() => import('./routes/yeti.tsx'), {
                    document_id: checks.optionalNumber,
                    page: checks.optionalNumber,
                  }),
                },
                { path: paths.serac.path, lazy: page(() => import('./routes/serac.tsx')) },
                { path: paths.outingsStats.path, lazy: page(() => import('./routes/outings-stats.tsx')) },
                {
                  path: paths.pictureContest.path,
                  lazy: page(() => import('./routes/picture-contest.tsx'), { year: checks.year }),
                },
                { path: paths.forum.path, lazy: page(() => import('./routes/forum.tsx')) },
                { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
              ],
            },
          ],
        },
        // Spec 1 §2.6: print views open in their own tab, without menus.
        {
          Component: BareLayout,
          ErrorBoundary: RouteError,
          children: DOCUMENT_TYPES.map((type) => ({
            path: paths.documentPrint.path(type),
            handle: { documentType: type } satisfies RouteHandle,
            lazy: page(() => import('./routes/documents/print.tsx')),
          })),
        },
      ],
    },
  ];
}

/**
 * The browser's router. Hydrating a server-rendered page (`loaderData` of `entry-server.tsx`),
 * the lazy modules of the address's routes are loaded first, so the first render is the page.
 */
export async function createAppRouter(queryClient: QueryClient, loaderData?: Record<string, unknown>) {
  const routes = createRoutes(queryClient);
  if (loaderData)
    for (const { route } of matchRoutes(routes, location) ?? [])
      if (typeof route.lazy === 'function') Object.assign(route, await route.lazy(), { lazy: undefined });
  return createBrowserRouter(routes, { hydrationData: loaderData && { loaderData } });
}
