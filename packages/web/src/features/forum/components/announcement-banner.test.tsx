import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { readStored } from '../../../lib/storage.ts';
import { setLanguage } from '../../../lib/i18n.ts';

const announcement = (tags: string[], updated_at = '2026-03-01T10:00:00.000Z') => ({
  id: 7,
  slug: 'annonce',
  title: 'Annonce',
  posts_count: 1,
  tags,
  post_stream: {
    posts: [
      {
        id: 70,
        post_number: 1,
        username: 'morgan',
        avatar_template: '/user_avatar/x/morgan/{size}/1.png',
        created_at: '2026-02-01T10:00:00.000Z',
        updated_at,
        cooked: '<p>Assemblée générale le <strong>12 mars</strong>.</p>',
      },
    ],
  },
});

const serve = (body: unknown) =>
  stubApi(({ path }) => (/^\/forum\/t\/[a-z]+\.json$/.test(path) ? { body } : undefined));

describe('forum announcement banner (spec 1 §2.3)', () => {
  afterEach(async () => {
    window.localStorage.clear();
    document.cookie = 'cairn_announcement_fr=;path=/;max-age=0';
    await setLanguage('fr');
  });

  it('shows the announcement tagged visible until closed, then remembers the stamp for the language', async () => {
    const requests: StubRequest[] = serve(announcement(['visible']));
    const { user, unmount } = renderApp('/');
    const banner = await screen.findByRole('region', { name: 'Annonce' }, { timeout: 5000 });
    expect(banner).toHaveTextContent('Assemblée générale le 12 mars.');
    expect(requests.some((r) => r.path === '/forum/t/annonce.json')).toBe(true);
    await user.click(screen.getByRole('button', { name: "Fermer l'annonce" }));
    expect(screen.queryByRole('region', { name: 'Annonce' })).not.toBeInTheDocument();
    expect(readStored('forum.announcement.fr')).toBe('2026-03-01T10:00:00.000Z');
    unmount();

    // An updated announcement shows again.
    serve(announcement(['visible'], '2026-03-05T08:00:00.000Z'));
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Annonce' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('keeps a dismissal stored before the cookie as the cookie the server reads', async () => {
    window.localStorage.setItem('cairn.forum.announcement.fr', '2026-03-01T10:00:00.000Z');
    serve(announcement(['visible']));
    renderApp('/');
    await waitFor(() =>
      expect(document.cookie).toContain(
        `cairn_announcement_fr=${encodeURIComponent('2026-03-01T10:00:00.000Z')}`,
      ),
    );
    expect(screen.queryByRole('region', { name: 'Annonce' })).not.toBeInTheDocument();
  });

  it('stays hidden without the tag visible', async () => {
    const requests = serve(announcement([]));
    renderApp('/');
    await waitFor(() => expect(requests.some((r) => r.path === '/forum/t/annonce.json')).toBe(true));
    await screen.findByRole('region', { name: 'Derniers sujets du forum' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Annonce' })).not.toBeInTheDocument();
  });

  it('Hungarian reads the English announcement', async () => {
    await setLanguage('hu');
    const requests = serve(announcement(['visible']));
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Közlemény' }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/forum/t/announcement.json')).toBe(true);
  });
});
