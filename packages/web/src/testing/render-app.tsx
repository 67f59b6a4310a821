import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// From 'react-router', not 'react-router/dom': under Node the latter resolves to a second copy
// of the router's contexts (its ESM build beside our CJS one).
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { setSession, type Session } from '../lib/session.ts';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';

export const testSession: Session = {
  userName: 'jdoe',
  id: 42,
  lang: 'fr',
  roles: [],
  name: 'Jeanne Doe',
  forumUsername: 'jdoe',
  token: 'token-42',
  expire: Math.floor(Date.now() / 1000) + 3600,
};

/** Sets the window size the way a real resize would, and tells listeners. */
export function resizeWindow(width: number, height = window.innerHeight): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** Renders the whole app at `url`, with the real route table, in a memory router. */
export function renderApp(
  url: string,
  { session, width = 1280, height = 900 }: { session?: Session; width?: number; height?: number } = {},
) {
  resizeWindow(width, height);
  if (session) setSession(session);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...view, router, user, location };
}

/** A `fetch` stub answering JSON, recording the calls. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
