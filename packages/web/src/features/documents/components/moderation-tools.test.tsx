import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FullDocument } from '../../../lib/documents.ts';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const moderator = { ...testSession, roles: ['moderator'] };
const otherProfile: FullDocument = { ...FIXTURES.profile, document_id: 43, name: 'Paul' };

type Answer = { status?: number; body: unknown } | undefined;

/**
 * The API of a route (600) and a profile (43) as a server would keep their protection and
 * blocking; `fail` answers some calls with a 400 carrying the server's description.
 */
function serveModeration({ fail = [] as string[] } = {}) {
  const state = { isProtected: false, isBlocked: false };
  const requests = stubApi(({ path, method }: StubRequest): Answer => {
    if (fail.includes(path))
      return {
        status: 400,
        body: {
          status: 'error',
          errors: [{ location: 'body', name: 'x', description: 'Refused by the server' }],
        },
      };
    if (path === '/routes/600') return { body: { ...FIXTURES.route, protected: state.isProtected } };
    if (path === '/profiles/43') return { body: otherProfile };
    if (path === '/profile-feed') return { body: { feed: [] } };
    if (path === '/users/following-user/43') return { body: { is_following: false } };
    if (path === '/tags/has/600') return { body: { todo: false } };
    if (path === '/users/blocked/43') return { body: { blocked: state.isBlocked } };
    if (path === '/routes') return { body: { documents: [], total: 0 } };
    if (method === 'DELETE' && path.startsWith('/documents/delete/')) return { body: {} };
    if (method !== 'POST') return undefined;
    if (path === '/documents/protect' || path === '/documents/unprotect')
      state.isProtected = path === '/documents/protect';
    else if (path === '/users/block' || path === '/users/unblock') state.isBlocked = path === '/users/block';
    else return undefined;
    return { body: {} };
  });
  const writes = () =>
    requests
      .filter((r) => r.method === 'POST' || r.method === 'DELETE')
      .map(({ method, path, body }) => ({ method, path, body }));
  return { requests, writes };
}

const tools = async () => within(await screen.findByRole('complementary', { name: 'Outils' }));

describe('moderation entries (spec 2 "Tool box", §6)', () => {
  it('are hidden from users who are not moderators, who are not asked about blocking', async () => {
    const { requests } = serveModeration();
    renderApp('/routes/600', { session: testSession });
    const box = await tools();
    expect(box.getByRole('link', { name: 'Historique' })).toBeInTheDocument();
    for (const name of [
      'Protéger',
      'Fusionner',
      'Supprimer ce document',
      'Supprimer cette langue (Français)',
    ])
      expect(box.queryByRole('button', { name })).not.toBeInTheDocument();

    renderApp('/profiles/43', { session: testSession });
    await screen.findByRole('button', { name: 'Suivre' });
    expect(screen.queryByRole('button', { name: 'Bloquer ce compte' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith('/users/blocked'))).toBe(false);
  });

  it('protect then unprotect: POST with document_id, the document read again, a toast', async () => {
    const { writes, requests } = serveModeration();
    const { user } = renderApp('/routes/600', { session: moderator });
    const box = await tools();
    const reads = () => requests.filter((r) => r.path === '/routes/600').length;
    const readsBefore = reads();

    await user.click(box.getByRole('button', { name: 'Protéger' }));
    expect(await screen.findByText('Le document est désormais protégé')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    await user.click(await box.findByRole('button', { name: 'Déprotéger' }));
    expect(await screen.findByText('Le document n’est plus protégé')).toBeInTheDocument();
    expect(await box.findByRole('button', { name: 'Protéger' })).toBeInTheDocument();

    expect(writes()).toEqual([
      { method: 'POST', path: '/documents/protect', body: { document_id: 600 } },
      { method: 'POST', path: '/documents/unprotect', body: { document_id: 600 } },
    ]);
  });

  it('delete asks first, with the irreversible warning; cancel sends nothing', async () => {
    const { writes } = serveModeration();
    const { user } = renderApp('/routes/600', { session: moderator });
    await user.click((await tools()).getByRole('button', { name: 'Supprimer ce document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document ?' });
    expect(dialog).toHaveTextContent('Attention : cette action est irréversible !');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('delete then goes to the list of routes', async () => {
    const { writes } = serveModeration();
    const { user, location } = renderApp('/routes/600', { session: moderator });
    await user.click((await tools()).getByRole('button', { name: 'Supprimer ce document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(location().pathname).toBe('/routes'));
    expect(writes()).toEqual([{ method: 'DELETE', path: '/documents/delete/600', body: undefined }]);
  });

  it('a refused deletion shows the server’s words in the dialog', async () => {
    serveModeration({ fail: ['/documents/delete/600'] });
    const { user, location } = renderApp('/routes/600', { session: moderator });
    await user.click((await tools()).getByRole('button', { name: 'Supprimer ce document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refused by the server');
    expect(location().pathname).toMatch(/^\/routes\/600(\/|$)/);
  });

  it('spec 2 §5: delete the language shown, then the document page read again', async () => {
    const { writes, requests } = serveModeration();
    const { user, location } = renderApp('/routes/600', { session: moderator });
    await user.click((await tools()).getByRole('button', { name: 'Supprimer cette langue (Français)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Supprimer la version Français de ce document ?',
    });
    expect(dialog).toHaveTextContent('Attention : cette action est irréversible !');
    const readsBefore = requests.filter((r) => r.path === '/routes/600').length;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([{ method: 'DELETE', path: '/documents/delete/600/fr', body: undefined }]);
    expect(location().pathname).toMatch(/^\/routes\/600(\/|$)/);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/routes/600').length).toBeGreaterThan(readsBefore),
    );
  });

  it('spec 2 §6: a profile cannot be deleted or merged, but its account can be blocked and unblocked', async () => {
    const { writes } = serveModeration();
    const { user } = renderApp('/profiles/43', { session: moderator });
    const box = await tools();
    expect(box.queryByRole('button', { name: 'Supprimer ce document' })).not.toBeInTheDocument();
    expect(box.queryByRole('button', { name: 'Fusionner' })).not.toBeInTheDocument();
    const block = await box.findByRole('button', { name: 'Bloquer ce compte' });
    await waitFor(() => expect(block).not.toHaveAttribute('aria-disabled'));
    await user.click(block);
    const unblock = await box.findByRole('button', { name: 'Débloquer ce compte' });
    await waitFor(() => expect(unblock).not.toHaveAttribute('aria-disabled'));
    await user.click(unblock);
    await box.findByRole('button', { name: 'Bloquer ce compte' });
    expect(writes()).toEqual([
      { method: 'POST', path: '/users/block', body: { user_id: 43 } },
      { method: 'POST', path: '/users/unblock', body: { user_id: 43 } },
    ]);
  });
});
