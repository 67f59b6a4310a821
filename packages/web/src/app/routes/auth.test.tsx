import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { LoginResponse } from '../../features/auth/api/login.ts';
import { getSession } from '../../lib/session.ts';
import { jsonResponse, renderApp } from '../../testing/render-app.tsx';

const loginResponse = {
  token: 'jwt',
  username: 'jdoe',
  name: 'Jeanne',
  forum_username: 'jdoe',
  expire: Math.floor(Date.now() / 1000) + 14 * 86400,
  roles: [],
  id: 7,
  lang: 'fr',
} satisfies LoginResponse;

describe('sign-in page', () => {
  it('spec 1 §5: a 403 on terms reveals the checkbox; the next login sends accept_tos and goes to redirect', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? jsonResponse(403, {
              status: 'error',
              errors: [
                { location: 'body', name: 'Forbidden', description: 'Terms of Service need to be accepted' },
              ],
            })
          : jsonResponse(200, loginResponse);
      }),
    );
    const { user, location } = renderApp('/auth?redirect=%2Froutes%3Fact%3Dhiking');

    await user.type(await screen.findByLabelText("Nom d'utilisateur ou e-mail"), 'jdoe');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Vous devez accepter les conditions d'utilisation",
    );
    await user.click(screen.getByRole('checkbox', { name: /j'accepte les conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    await waitFor(() => expect(location().pathname + location().search).toBe('/routes?act=hiking'));
    expect(bodies).toEqual([
      { username: 'jdoe', password: 'secret', discourse: true },
      { username: 'jdoe', password: 'secret', accept_tos: true, discourse: true },
    ]);
    expect(getSession()).toMatchObject({ userName: 'jdoe', id: 7, token: 'jwt', forumUsername: 'jdoe' });
  });

  it('shows a login failure and stays', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(401, {
          status: 'error',
          errors: [{ location: 'body', name: 'user', description: 'Login failed' }],
        }),
      ),
    );
    const { user, location } = renderApp('/auth');
    await user.type(await screen.findByLabelText("Nom d'utilisateur ou e-mail"), 'jdoe');
    await user.type(screen.getByLabelText('Mot de passe'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiant ou mot de passe incorrect');
    expect(location().pathname).toBe('/auth');
    expect(getSession()).toBeNull();
  });

  it('does not submit with empty fields', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(screen.getAllByText('Ce champ est requis')).toHaveLength(2);
    // The shell may read the forum's announcement; the sign-in call must not be made.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/users/login'))).toEqual([]);
  });

  it('has a show/hide toggle on the password', async () => {
    const { user } = renderApp('/auth');
    const password = await screen.findByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('spec 1 §2.7: buttons move between sign in, sign up and password reset, keeping the redirect', async () => {
    const { user, location } = renderApp('/auth?redirect=%2Faccount');
    await user.click(await screen.findByRole('link', { name: 'Créer un compte' }));
    expect(screen.getByRole('heading', { name: 'Créer un compte' })).toBeInTheDocument();
    expect(location().search).toBe('?mode=signup&redirect=%2Faccount');
    await user.click(screen.getByRole('link', { name: 'Mot de passe oublié ?' }));
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "J'ai déjà un compte" }));
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(location().search).toBe('?redirect=%2Faccount');
  });

  it('refuses to redirect outside the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, loginResponse)),
    );
    const { user, location } = renderApp('/auth?redirect=//evil.example/x');
    await user.type(await screen.findByLabelText("Nom d'utilisateur ou e-mail"), 'jdoe');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });

  it('spec 1 §2.7: a mail link (hash rewritten to query) opens its mode', async () => {
    renderApp('/auth#change_password=nonce');
    expect(await screen.findByRole('heading', { name: 'Nouveau mot de passe' })).toBeInTheDocument();
  });
});
