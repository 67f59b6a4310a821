import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { readStored } from './lib/storage.ts';
import { getSession } from './lib/session.ts';
import { createQueryClient } from './lib/query-client.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { forumTopicQuery } from './features/forum/api/get-topic.ts';
import { announcementTopicOf } from './features/forum/lib/forum-settings.ts';
import { SSR_STATE_ID, type SsrState } from './ssr-state.ts';
import './styles/global.css';

// A page the server rendered (entry-server.tsx) hydrates with the data it was rendered from,
// unless this reader is signed in or chose another language: it then renders afresh.
const stored = readStored('lang');
let ssr = JSON.parse(document.getElementById(SSR_STATE_ID)?.textContent || 'null') as SsrState | null;
if (getSession() || (stored && stored !== ssr?.lang)) ssr = null;

// Messages first, so the first paint is in the visitor's language.
await initI18n(ssr?.lang);

const queryClient = createQueryClient();
for (const [key, data, updatedAt] of ssr?.queries ?? []) queryClient.setQueryData(key, data, { updatedAt });
// Spec 1 §2.3: the forum announcement asked for with the page's data, not once the page is drawn
// (the shell shows after the page's loaders): arriving later, its banner would push the page down.
const announcement = announcementTopicOf(currentLanguage());
if (announcement) void queryClient.prefetchQuery(forumTopicQuery(announcement));
const router = await createAppRouter(queryClient, ssr?.loaderData);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);
if (ssr) hydrateRoot(root, app);
else createRoot(root).render(app);
