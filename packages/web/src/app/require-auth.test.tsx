import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, testSession } from '../testing/render-app.tsx';

describe('login-required routes', () => {
  it('spec 1 §2.1: an anonymous visit to /account goes to /auth?redirect=%2Faccount', async () => {
    const { location } = renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(location().pathname).toBe('/auth');
    expect(location().search).toBe('?redirect=%2Faccount');
  });

  it('keeps the full target path with its query in the redirect', async () => {
    const { location } = renderApp('/outings/add/fr?r=123&w=4');
    await screen.findByRole('heading', { name: 'Connexion' });
    expect(location().pathname).toBe('/auth');
    expect(new URLSearchParams(location().search).get('redirect')).toBe('/outings/add/fr?r=123&w=4');
  });

  it.each(['/following', '/preferences', '/trackers', '/routes/edit/1/fr', '/waypoints/add/en'])(
    '%s requires login',
    async (url) => {
      const { location } = renderApp(url);
      await screen.findByRole('heading', { name: 'Connexion' });
      expect(location().pathname).toBe('/auth');
    },
  );

  it('shows the page to a signed-in user', async () => {
    const { location } = renderApp('/account', { session: testSession });
    expect(await screen.findByRole('heading', { name: 'Mon compte' })).toBeInTheDocument();
    expect(location().pathname).toBe('/account');
  });
});
