import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FullDocument } from '../../../lib/documents.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const otherProfile: FullDocument = { ...FIXTURES.profile, document_id: 43, name: 'Paul' };
const route = FIXTURES.route;

type Answer = { status?: number; body: unknown } | undefined;

/**
 * The API of a profile (43, another user's) and a route (600) with the signed-in user's
 * follow and to-do marks kept as a server would keep them; `fail` answers some writes with a 400.
 */
function serveMarks({ isFollowing = false, isTodo = false, fail = [] as string[] } = {}) {
  const state = { isFollowing, isTodo };
  const requests = stubApi(({ path, method }: StubRequest): Answer => {
    if (path === '/profiles/43') return { body: otherProfile };
    if (path === '/profiles/42') return { body: FIXTURES.profile };
    if (path === '/routes/600') return { body: route };
    if (path === '/waypoints/238') return { body: FIXTURES.waypoint };
    if (path === '/profile-feed') return { body: { feed: [] } };
    if (fail.includes(path))
      return {
        status: 400,
        body: { status: 'error', errors: [{ location: 'body', name: 'x', description: 'no' }] },
      };
    if (path === '/users/following-user/43') return { body: { is_following: state.isFollowing } };
    if (path === '/tags/has/600') return { body: { todo: state.isTodo } };
    if (method !== 'POST') return undefined;
    if (path === '/users/follow' || path === '/users/unfollow') state.isFollowing = path === '/users/follow';
    else if (path === '/tags/add' || path === '/tags/remove') state.isTodo = path === '/tags/add';
    else return undefined;
    return { body: {} };
  });
  const posts = () => requests.filter((r) => r.method === 'POST').map(({ path, body }) => ({ path, body }));
  return { requests, posts };
}

const tools = async (name = 'Outils') => within(await screen.findByRole('complementary', { name }));

describe('follow star (spec 2 "Detail page", spec 1 §4)', () => {
  it('is hidden from anonymous visitors, who are not asked about', async () => {
    const { requests } = serveMarks();
    renderApp('/profiles/43');
    expect((await tools()).queryByRole('button', { name: 'Suivre' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/users/following-user'))).toBe(false);
  });

  it('spec 1 §2.9: is not on one’s own profile, a user cannot follow themselves', async () => {
    const { requests } = serveMarks();
    renderApp('/profiles/42', { session: testSession });
    expect((await tools()).getByRole('link', { name: 'Historique' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivre' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/users/following-user'))).toBe(false);
  });

  it('follow toggles followed and not followed: POST /users/follow then /users/unfollow with user_id', async () => {
    const { posts } = serveMarks();
    const { user } = renderApp('/profiles/43', { session: testSession });
    const star = (await tools()).getByRole('button', { name: 'Suivre' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));

    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/users/follow', body: { user_id: 43 } },
        { path: '/users/unfollow', body: { user_id: 43 } },
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a profile already followed as pressed, and is not on route pages', async () => {
    serveMarks({ isFollowing: true });
    renderApp('/profiles/43', { session: testSession });
    const star = (await tools()).getByRole('button', { name: 'Suivre' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.queryByRole('button', { name: 'À faire' })).not.toBeInTheDocument();
  });

  it('a failed follow flips the star back and says so', async () => {
    serveMarks({ fail: ['/users/follow'] });
    const { user } = renderApp('/profiles/43', { session: testSession });
    const star = (await tools()).getByRole('button', { name: 'Suivre' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, le suivi de ce contributeur n’a pas pu être modifié',
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('to-do star (spec 2 "Detail page", spec 1 §1)', () => {
  it('is hidden from anonymous visitors, who are not asked about', async () => {
    const { requests } = serveMarks();
    renderApp('/routes/600');
    expect((await tools()).queryByRole('button', { name: 'À faire' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/tags/'))).toBe(false);
  });

  it('spec 2 §5: tags are for routes only, and profiles show no to-do star', async () => {
    const { requests } = serveMarks();
    renderApp('/waypoints/238', { session: testSession });
    expect((await tools()).queryByRole('button', { name: 'À faire' })).not.toBeInTheDocument();

    renderApp('/profiles/43', { session: testSession });
    await screen.findByRole('button', { name: 'Suivre' });
    expect(screen.queryByRole('button', { name: 'À faire' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/tags/'))).toBe(false);
  });

  it('reads the mark with GET /tags/has and toggles it with POST /tags/remove then /tags/add', async () => {
    const { requests, posts } = serveMarks({ isTodo: true });
    const { user } = renderApp('/routes/600', { session: testSession });
    const star = (await tools()).getByRole('button', { name: 'À faire' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.some((r) => r.path === '/tags/has/600' && r.method === 'GET')).toBe(true);

    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));

    await waitFor(() =>
      expect(posts()).toEqual([
        { path: '/tags/remove', body: { document_id: 600 } },
        { path: '/tags/add', body: { document_id: 600 } },
      ]),
    );
  });

  it("spec 2 §8: a failed mark flips the star back and toasts 'couldn't (un)mark route as to do'", async () => {
    serveMarks({ fail: ['/tags/add'] });
    await setLanguage('en');
    const { user } = renderApp('/routes/600', { session: { ...testSession, lang: 'en' } });
    const star = (await tools('Tools')).getByRole('button', { name: 'To do' });
    await waitFor(() => expect(star).not.toHaveAttribute('aria-disabled'));
    await user.click(star);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "An error occurred, couldn't (un)mark route as to do",
    );
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });
});
