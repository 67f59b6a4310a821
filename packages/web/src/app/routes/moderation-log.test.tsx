import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../testing/api-stub.ts';
import type { ModerationLogEntry } from '../../features/changes/api/get-moderation-log.ts';

const PAGE_LOAD = { timeout: 5000 };
const moderator = { ...testSession, roles: ['moderator'] };
const by = { user_id: 42, name: 'Jeanne Doe', username: 'jdoe' };

const entries: ModerationLogEntry[] = [
  {
    entry_id: 3,
    written_at: '2026-11-27T10:11:12.000Z',
    action: 'block',
    user: by,
    document_id: null,
    document_type: null,
    lang: null,
    version_id: null,
    target_user: { user_id: 7, name: 'Paul Rocher', username: 'paul' },
    details: {},
  },
  {
    entry_id: 2,
    written_at: '2026-11-27T10:10:00.000Z',
    action: 'mask',
    user: by,
    document_id: 5,
    document_type: 'r',
    lang: 'fr',
    version_id: 12,
    target_user: null,
    details: {},
  },
  {
    entry_id: 1,
    written_at: '2026-11-27T10:00:00.000Z',
    action: 'delete_document',
    user: by,
    document_id: 9,
    document_type: null,
    lang: null,
    version_id: null,
    target_user: null,
    details: { type: 'waypoint', titles: { fr: 'Le col' } },
  },
];

describe('moderation log (issue 13)', () => {
  it('lists the actions with who, what and when, paged by offset', async () => {
    const requests = stubApi((request: StubRequest) =>
      request.path === '/moderation/log' ? { body: { total: 8, entries } } : undefined,
    );
    const { user, location } = renderApp('/moderation-log?limit=3', { session: moderator });
    const blocked = await screen.findByRole('link', { name: 'Paul Rocher' }, PAGE_LOAD);
    expect(blocked).toHaveAttribute('href', '/profiles/7');
    expect(blocked.closest('li')).toHaveTextContent('Utilisateur bloqué');
    const masked = screen.getByText('Version masquée').closest('li')!;
    expect(within(masked).getByRole('link', { name: 'Version 12' })).toHaveAttribute(
      'href',
      '/routes/version/5/fr/12',
    );
    expect(within(masked).getAllByRole('link', { name: 'Jeanne Doe' })[0]).toHaveAttribute(
      'href',
      '/profiles/42',
    );
    const deleted = screen.getByText('Document supprimé').closest('li')!;
    expect(deleted).toHaveTextContent('Le col');
    expect(screen.getByText('8 action(s) de modération')).toBeInTheDocument();
    expect(Object.fromEntries(apiCalls(requests)[0]!.query)).toEqual({ limit: '3', offset: '0' });

    await user.click(screen.getByRole('link', { name: 'Plus anciennes' }));
    await waitFor(() => expect(location().search).toBe('?limit=3&offset=3'));
  });

  it('tells other users the page is for moderators, without asking the API', async () => {
    const requests = stubApi(() => undefined);
    renderApp('/moderation-log', { session: testSession });
    expect(
      await screen.findByText('Cette page est réservée aux modérateurs.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(apiCalls(requests).filter((r) => r.path === '/moderation/log')).toEqual([]);
  });
});
