import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getSession } from '../../lib/session.ts';
import { jsonResponse, renderApp, testSession } from '../../testing/render-app.tsx';

describe('top bar', () => {
  it('spec 1 §2.2: the Login button carries the current path as redirect', async () => {
    renderApp('/routes?act=skitouring');
    const login = await screen.findByRole('link', { name: 'Se connecter' });
    expect(login).toHaveAttribute('href', '/auth?redirect=%2Froutes%3Fact%3Dskitouring');
    expect(screen.getByRole('button', { name: /Langue de l'interface/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Menu de l'utilisateur/ })).not.toBeInTheDocument();
  });

  it('spec 1 §2.2: a signed-in user gets the user menu instead of Login and language', async () => {
    const { user } = renderApp('/', { session: testSession });
    const button = await screen.findByRole('button', { name: "Menu de l'utilisateur Jeanne Doe" });
    expect(screen.queryByRole('link', { name: 'Se connecter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Langue de l'interface/ })).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profiles/42');
    expect(screen.getByRole('link', { name: 'Mes sorties' })).toHaveAttribute('href', '/outings?u=42');
    expect(screen.getByRole('link', { name: 'Mes statistiques' })).toHaveAttribute(
      'href',
      '/outings-stats?u=42',
    );
    expect(screen.getByRole('link', { name: 'Mes modifications' })).toHaveAttribute('href', '/whatsnew?u=42');
    expect(screen.getByRole('link', { name: 'Mes favoris' })).toHaveAttribute('href', '/routes?u=42');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });

  it('spec 1 §2.2: logging out from a login-required page goes home', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { user: 42 }));
    vi.stubGlobal('fetch', fetchMock);
    const { user, location } = renderApp('/preferences', { session: testSession });
    await user.click(await screen.findByRole('button', { name: "Menu de l'utilisateur Jeanne Doe" }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/users/logout',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ Authorization: 'JWT token="token-42"' }),
      }),
    );
  });

  it('logging out elsewhere stays on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, {})),
    );
    const { user, location } = renderApp('/routes?act=hiking', { session: testSession });
    await user.click(await screen.findByRole('button', { name: "Menu de l'utilisateur Jeanne Doe" }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(location().pathname + location().search).toBe('/routes?act=hiking');
  });

  it('spec 1 §2.2: the add menu creates documents in the interface language', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ajouter' }));
    expect(screen.getByRole('link', { name: 'Sortie' })).toHaveAttribute('href', '/outings/add/fr');
    expect(screen.getByRole('link', { name: "Rapport d'incident" })).toHaveAttribute(
      'href',
      '/xreports/add/fr',
    );
  });

  it('spec 1 §2.2: has the search box (tested in features/search)', async () => {
    renderApp('/');
    const input = await screen.findByRole('combobox', {
      name: 'Rechercher un point de passage, un itinéraire, un article ou un livre',
    });
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
