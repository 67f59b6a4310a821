import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { DEFAULT_EXCLUDED_CATEGORY_IDS } from '../lib/forum-settings.ts';

const topics = Array.from({ length: 25 }, (_, i) => ({
  id: 100 + i,
  slug: `sujet-${i}`,
  title: `Sujet ${i}`,
  highest_post_number: i + 1,
  last_poster_username: i % 2 ? 'lea' : 'julien',
  category_id: 4,
}));
const latest = {
  users: [
    { id: 1, username: 'lea', name: 'Léa', avatar_template: '/user_avatar/localhost/lea/{size}/1.png' },
    {
      id: 2,
      username: 'julien',
      name: 'Julien',
      avatar_template: 'https://cdn.example.org/julien/{size}.png',
    },
  ],
  topic_list: { topics },
};

describe('forum widget (spec 1 §2.3)', () => {
  it('shows the latest 20 topics outside the 19 excluded categories, each at its last post with a 20 px avatar', async () => {
    const requests: StubRequest[] = stubApi(({ path }) =>
      path === '/forum/latest.json' ? { body: latest } : undefined,
    );
    renderApp('/');
    const widget = await screen.findByRole('region', { name: 'Derniers sujets du forum' }, { timeout: 5000 });
    await within(widget).findByRole('link', { name: 'Sujet 0' });
    const links = within(widget).getAllByRole('link', { name: /^Sujet/ });
    expect(links).toHaveLength(20);
    expect(links[3]).toHaveAttribute('href', '/forum/t/sujet-3/103/4');
    const avatar = links[3]!.querySelector('img')!;
    expect(avatar).toHaveAttribute('width', '20');
    expect(avatar).toHaveAttribute('src', '/forum/user_avatar/localhost/lea/40/1.png');
    expect(links[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.org/julien/40.png');
    expect(within(widget).getByRole('link', { name: 'Voir le forum' })).toHaveAttribute('href', '/forum/');

    const query = requests.find((r) => r.path === '/forum/latest.json')!.query;
    expect(query.getAll('exclude_category_ids[]')).toEqual(DEFAULT_EXCLUDED_CATEGORY_IDS.map(String));
    expect(DEFAULT_EXCLUDED_CATEGORY_IDS).toHaveLength(19);
  });

  it('says so when the forum does not answer', async () => {
    stubApi(({ path }) => (path === '/forum/latest.json' ? { status: 502, body: {} } : undefined));
    renderApp('/');
    const widget = await screen.findByRole('region', { name: 'Derniers sujets du forum' }, { timeout: 5000 });
    expect(
      await within(widget).findByText('Le forum ne répond pas pour le moment.', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
