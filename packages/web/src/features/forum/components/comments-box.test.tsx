import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const route = (extra: Record<string, unknown> = {}, topicId: number | null = 31) => ({
  ...FIXTURES.route,
  ...extra,
  cooked: { ...FIXTURES.route.cooked!, topic_id: topicId },
});

const post = (n: number, username: string, name: string, cooked: string) => ({
  id: 300 + n,
  post_number: n,
  username,
  name,
  avatar_template: `/user_avatar/localhost/${username}/{size}/1.png`,
  created_at: '2026-02-03T09:30:00.000Z',
  cooked,
});
const topic = {
  id: 31,
  slug: '600-fr',
  title: '600_fr',
  posts_count: 3,
  post_stream: {
    posts: [
      post(1, 'system', 'system', '<p><a href="/routes/600/fr">Couloir nord</a></p>'),
      post(2, 'lea', 'Léa Bouvier', '<p>Neige <strong>dure</strong> le matin.</p>'),
      post(3, 'julien', 'Julien Favre', '<p>Merci !</p>'),
    ],
  },
};

function serve(
  doc: unknown,
  forum: (request: StubRequest) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  return stubApi(
    ({ path }) => (path === '/routes/600' ? { body: doc } : undefined),
    ({ path }) => (path === '/forum/t/31.json' ? { body: topic } : undefined),
    forum,
  );
}

describe('comments box (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the comments of the locale’s topic without its first post, with 45 px avatars', async () => {
    serve(route());
    renderApp('/routes/600');
    const box = await screen.findByRole('region', { name: /Commentaires/ }, { timeout: 5000 });
    const comments = await within(box).findAllByRole('article');
    expect(comments.map((c) => c.getAttribute('aria-label'))).toEqual(['Léa Bouvier', 'Julien Favre']);
    expect(comments[0]).toHaveTextContent('Neige dure le matin.');
    expect(comments[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-02-03T09:30:00.000Z');
    const avatar = box.querySelector('img')!;
    expect([avatar.getAttribute('width'), avatar.getAttribute('src')]).toEqual([
      '45',
      '/forum/user_avatar/localhost/lea/90/1.png',
    ]);
    // Anonymous readers are asked to sign in and may read the whole discussion.
    expect(within(box).getByRole('link', { name: 'Connectez-vous pour commenter' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/auth\?redirect=%2Froutes%2F600/),
    );
    expect(within(box).getByRole('link', { name: 'Voir la discussion sur le forum' })).toHaveAttribute(
      'href',
      '/forum/t/600_fr/31',
    );
  });

  it('opens the topic for a signed-in reader, creating it when there is none', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, replace: vi.fn() });
    const requests = serve(route({}, null), ({ path, method }) =>
      path === '/forum/topics' && method === 'POST'
        ? { body: { id: 900, topic_id: 77, topic_slug: '600-fr' } }
        : undefined,
    );
    const { user } = renderApp('/routes/600', { session: testSession });
    const box = await screen.findByRole('region', { name: /Commentaires/ }, { timeout: 5000 });
    expect(within(box).getByText('Aucun commentaire pour le moment.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Commenter' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/forum/t/600_fr/77'));
    expect(requests.filter((r) => r.path === '/forum/topics')).toHaveLength(1);
  });

  it('adopts the topic_id of a 400 "Topic already exists" and loads its comments', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, replace: vi.fn() });
    serve(route({}, null), ({ path }) =>
      path === '/forum/topics'
        ? {
            status: 400,
            body: {
              status: 'error',
              errors: [
                { location: 'body', name: 'Bad Request', description: 'Topic already exists', topic_id: 31 },
              ],
            },
          }
        : undefined,
    );
    const { user } = renderApp('/routes/600', { session: testSession });
    const box = await screen.findByRole('region', { name: /Commentaires/ }, { timeout: 5000 });
    await user.click(within(box).getByRole('button', { name: 'Commenter' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/forum/t/600_fr/31'));
    // The adopted topic's comments are loaded.
    expect(await within(box).findByText('Merci !')).toBeInTheDocument();
  });

  it('shows the forum error with its message', async () => {
    serve(route({}, null), ({ path }) =>
      path === '/forum/topics'
        ? {
            status: 500,
            body: {
              status: 'error',
              errors: [{ location: 'body', name: 'Error', description: 'Error with the forum: down' }],
            },
          }
        : undefined,
    );
    const { user } = renderApp('/routes/600', { session: testSession });
    const box = await screen.findByRole('region', { name: /Commentaires/ }, { timeout: 5000 });
    await user.click(within(box).getByRole('button', { name: 'Commenter' }));
    const alert = await within(box).findByRole('alert');
    expect(alert).toHaveTextContent('Oups ! Un problème est survenu avec le forum');
    expect(alert).toHaveTextContent('Error with the forum: down');
  });

  it('is hidden when the document disables comments', async () => {
    serve(route({ disable_comments: true }));
    renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: /Commentaires/ })).not.toBeInTheDocument();
  });
});
