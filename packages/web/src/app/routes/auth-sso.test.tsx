import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getSession } from '../../lib/session.ts';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';
import { leaveApp } from '../../features/auth/lib/leave-app.ts';

vi.mock('../../features/auth/lib/leave-app.ts', () => ({ leaveApp: vi.fn() }));

const REQUEST = '/auth-sso?sso=bm9uY2U9MTIz&sig=abc123';
const FORUM_ANSWER = 'https://forum.example.org/session/sso_login?sso=x&sig=y';

describe('auth-sso (issue 19, spec 1 §2.1)', () => {
  it('a signed-in user goes back to the forum with the signed answer', async () => {
    const requests = stubApi((request) =>
      request.path === '/forum/sso' ? { body: { redirect: FORUM_ANSWER } } : undefined,
    );
    renderApp(REQUEST, { session: testSession });
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(FORUM_ANSWER));
    expect(requests.find((r) => r.path === '/forum/sso')).toMatchObject({
      method: 'POST',
      body: { sso: 'bm9uY2U9MTIz', sig: 'abc123' },
    });
  });

  it('anyone else signs in first and comes back to the same request', async () => {
    stubApi();
    const { location } = renderApp(REQUEST);
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(new URLSearchParams(location().search).get('redirect')).toBe(REQUEST);
  });

  it('a refused request says why', async () => {
    stubApi((request) =>
      request.path === '/forum/sso'
        ? {
            status: 400,
            body: {
              status: 'error',
              errors: [
                { location: 'body', name: 'sig', description: 'Invalid sign-on request: invalid signature' },
              ],
            },
          }
        : undefined,
    );
    renderApp(REQUEST, { session: testSession });
    expect(await screen.findByText('La connexion au forum a échoué')).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalledWith(expect.stringContaining('invalid'));
  });

  it('?logout signs the user out and goes home; without a request it goes home', async () => {
    stubApi((request) => (request.path === '/users/logout' ? { body: { user: 42 } } : undefined));
    const { location } = renderApp('/auth-sso?logout=1', { session: testSession });
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(getSession()).toBeNull();
  });
});
