import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';
import { RouteError } from './route-error.tsx';

/** A page whose load fails with `error`, under the app's error boundary. */
function renderFailingPage(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RouteError,
      loader: () => {
        throw error;
      },
      Component: () => <p>page</p>,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const entry = (description: string) => ({ location: 'body', name: 'x', description });

describe('route error page (spec 1 §2.12, §8)', () => {
  it("a server failure reads 'Unexpected error, please contact the developers', not the server text", async () => {
    renderFailingPage(new ApiError(500, [entry('please consult the server logs')]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erreur inattendue, merci de contacter les développeurs',
    );
    expect(screen.queryByText(/server logs/)).not.toBeInTheDocument();
  });

  it("a refused request reads the server's description", async () => {
    renderFailingPage(new ApiError(403, [entry('You are not allowed')]));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed');
  });

  it('a chunk that fails to load keeps its own message', async () => {
    renderFailingPage(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  });
});
