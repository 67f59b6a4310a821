import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { routeHistory } from '../../../testing/fixtures/versions.ts';

const moderator = { ...testSession, id: 7, roles: ['moderator'] };

const serveHistory = (extra?: (request: StubRequest) => { status?: number; body: unknown } | undefined) =>
  stubApi(
    ({ path }) => (path === '/document/600/history/fr' ? { body: routeHistory } : undefined),
    (request) => extra?.(request),
  );

const rows = () => within(screen.getByRole('form')).getAllByRole('listitem');

/** The first render loads the page's chunk, which may take a while on a busy machine. */
const slow = { timeout: 10_000 };

describe('history page (spec 2 §2, §6)', () => {
  it('lists the versions newest first with date, author, comment and masked marker', async () => {
    serveHistory();
    renderApp('/routes/history/600/fr', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique : Couloir nord' }, slow),
    ).toBeInTheDocument();
    const items = rows();
    expect(items.map((item) => within(item).getByText(/^Version \d+$/).textContent)).toEqual([
      'Version 12',
      'Version 11',
      'Version 10',
    ]);
    expect(within(items[0]!).getByText('Cotations')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Jeanne Doe' })).toHaveAttribute(
      'href',
      '/profiles/42',
    );
    expect(within(items[0]!).getByRole('link', { name: 'Voir' })).toHaveAttribute(
      'href',
      '/routes/version/600/fr/12',
    );
    expect(within(items[1]!).getByText('Masquée')).toBeInTheDocument();
    expect(within(items[2]!).getByText('creation')).toBeInTheDocument();
  });

  it('spec 2 §4: a masked version is neither viewed nor compared by non-moderators', async () => {
    serveHistory();
    renderApp('/routes/history/600/fr', { session: testSession });
    await screen.findByText('Cotations', undefined, slow);
    const [latest, masked] = rows();
    expect(within(masked!).queryByRole('link', { name: 'Voir' })).not.toBeInTheDocument();
    // The latest version is compared with the masked one before it: no link either.
    expect(
      within(latest!).queryByRole('link', { name: 'Comparer avec la précédente' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Masquer/ })).not.toBeInTheDocument();
  });

  it('compares the two versions chosen with the radio pair', async () => {
    serveHistory();
    const { user, location } = renderApp('/routes/history/600/fr', { session: moderator });
    await screen.findByText('Cotations', undefined, slow);
    await user.click(screen.getByRole('radio', { name: 'Comparer depuis la version 10' }));
    await user.click(screen.getByRole('button', { name: 'Comparer les versions choisies' }));
    await waitFor(() => expect(location().pathname).toBe('/routes/diff/600/fr/10/12'));
  });

  it('spec 2 §4: a moderator masks a version and the marker flips at once', async () => {
    const requests = serveHistory(({ path, method }) =>
      method === 'POST' && path === '/versions/mask' ? { body: {} } : undefined,
    );
    const { user } = renderApp('/routes/history/600/fr', { session: moderator });
    await screen.findByText('Cotations', undefined, slow);
    // api.md §11: the latest version cannot be masked, so it has no toggle.
    expect(screen.queryByRole('button', { name: 'Masquer la version 12' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Masquer la version 10' }));
    expect(await within(rows()[2]!).findByText('Masquée')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Démasquer la version 10' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/versions/mask']);
    expect(requests.filter((r) => r.path.startsWith('/document/'))).toHaveLength(1);
  });

  it("spec 2 §8: a failed unmask leaves the flag and shows 'couldn't (un)mask version'", async () => {
    serveHistory(({ path }) =>
      path === '/versions/unmask'
        ? { status: 400, body: { errors: [{ name: 'x', description: 'no' }] } }
        : undefined,
    );
    const { user } = renderApp('/routes/history/600/fr', { session: moderator });
    await screen.findByText('Cotations', undefined, slow);
    await user.click(screen.getByRole('button', { name: 'Démasquer la version 11' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue, la version n’a pas pu être (dé)masquée',
    );
    expect(within(rows()[1]!).getByText('Masquée')).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in', async () => {
    const requests = serveHistory();
    renderApp('/routes/history/600/fr');
    const notice = await screen.findByText(
      /Connectez-vous pour voir l'historique de ce document./,
      undefined,
      slow,
    );
    expect(within(notice).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth?redirect=%2Froutes%2Fhistory%2F600%2Ffr',
    );
    expect(requests.some((r) => r.path.startsWith('/document/'))).toBe(false);
  });

  it("spec 2 §6: a profile's history is refused to other users, shown to its owner and to moderators", async () => {
    const profileHistory = { title: '', versions: [{ ...routeHistory.versions[0]!, masked: false }] };
    const serve = () =>
      stubApi(
        ({ path }) => (path === '/document/42/history/fr' ? { body: profileHistory } : undefined),
        ({ path }) =>
          path === '/profiles/42/fr/info'
            ? {
                body: { document_id: 42, locales: [{ lang: 'fr', title: 'Jeanne Doe', title_prefix: null }] },
              }
            : undefined,
      );
    serve();
    const other = renderApp('/profiles/history/42/fr', { session: { ...testSession, id: 43 } });
    expect(
      await screen.findByText(
        "L'historique d'un profil n'est visible que par son propriétaire et par les modérateurs.",
        undefined,
        slow,
      ),
    ).toBeInTheDocument();
    other.unmount();

    serve();
    const owner = renderApp('/profiles/history/42/fr', { session: testSession });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique : Jeanne Doe' }, slow),
    ).toBeInTheDocument();
    // Spec 2 §2: no version view for profiles.
    expect(screen.queryByRole('link', { name: 'Voir' })).not.toBeInTheDocument();
    owner.unmount();

    serve();
    renderApp('/profiles/history/42/fr', { session: moderator });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique : Jeanne Doe' }),
    ).toBeInTheDocument();
  });
});
