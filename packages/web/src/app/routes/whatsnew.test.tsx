import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../testing/api-stub.ts';
import type { Change } from '../../features/changes/api/get-changes.ts';
import type { AssociationChange } from '../../features/changes/api/get-associations-history.ts';

const change = (version: number, title: string): Change => ({
  written_at: '2024-05-02T10:11:12+00:00',
  lang: 'fr',
  version_id: version,
  comment: `commentaire ${version}`,
  document: { document_id: 40 + version, version: 3, title, type: 'w', quality: 'fine' },
  user: { user_id: 2, name: 'Paul Rocher', username: 'paul', lang: 'fr' },
});

describe('whatsnew', () => {
  it('spec 1 §2.1: recent changes of a user, paged by token with load more', async () => {
    const requests = stubApi((request: StubRequest) => {
      if (request.path !== '/documents/changes') return undefined;
      return request.query.get('token')
        ? { body: { feed: [change(1, 'Lac Blanc')], pagination_token: '1' } }
        : { body: { feed: [change(2, 'Col du Lautaret')], pagination_token: '2' } };
    });
    const { user } = renderApp('/whatsnew?u=2');
    const title = await screen.findByRole('link', { name: 'Col du Lautaret' }, { timeout: 5000 });
    expect(title).toHaveAttribute('href', '/waypoints/42/fr/col-du-lautaret');
    const row = title.closest('li')!;
    expect(within(row).getByRole('link', { name: 'Version 2' })).toHaveAttribute(
      'href',
      '/waypoints/version/42/fr/2',
    );
    expect(row).toHaveTextContent('commentaire 2');
    expect(row).toHaveTextContent('Point de passage');
    expect(within(row).getByRole('link', { name: 'Paul Rocher' })).toHaveAttribute('href', '/profiles/2');
    expect(apiCalls(requests)[0]!.query.get('u')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await screen.findByRole('link', { name: 'Lac Blanc' })).toBeInTheDocument();
    expect(apiCalls(requests).at(-1)!.query.get('token')).toBe('2');
  });
});

describe('associations history', () => {
  it('spec 1 §2.1: both documents, created or removed, user and time, paged by offset', async () => {
    const requests = stubApi((request: StubRequest) =>
      request.path === '/associations-history'
        ? {
            body: {
              count: 12,
              associations: [
                {
                  written_at: '2024-05-02T10:11:12+00:00',
                  is_creation: false,
                  user: {
                    user_id: 3,
                    name: 'Léa Glace',
                    forum_username: 'lea',
                    robot: false,
                    moderator: false,
                    blocked: false,
                  },
                  parent_document: {
                    document_id: 5,
                    type: 'r',
                    locales: [
                      { lang: 'en', title: 'North face' },
                      { lang: 'fr', title: 'Face nord' },
                    ],
                  },
                  child_document: {
                    document_id: 6,
                    type: 'o',
                    locales: [{ lang: 'fr', title: 'Belle sortie' }],
                  },
                } satisfies AssociationChange,
              ],
            },
          }
        : undefined,
    );
    const { user, location } = renderApp('/associations-history?d=5&limit=5&offset=5');
    const parent = await screen.findByRole('link', { name: 'Face nord' }, { timeout: 5000 });
    expect(parent).toHaveAttribute('href', '/routes/5/fr/face-nord');
    const row = parent.closest('li')!;
    expect(row).toHaveTextContent('Liaison supprimée');
    expect(within(row).getByRole('link', { name: 'Belle sortie' })).toHaveAttribute(
      'href',
      '/outings/6/fr/belle-sortie',
    );
    expect(within(row).getByRole('link', { name: 'Léa Glace' })).toBeInTheDocument();
    expect(Object.fromEntries(apiCalls(requests)[0]!.query)).toEqual({ d: '5', limit: '5', offset: '5' });

    await user.click(screen.getByRole('link', { name: 'Plus anciennes' }));
    await waitFor(() => expect(location().search).toBe('?d=5&limit=5&offset=10'));
    await user.click(screen.getByRole('link', { name: 'Plus récentes' }));
    await waitFor(() => expect(location().search).toBe('?d=5&limit=5&offset=5'));
  });
});
