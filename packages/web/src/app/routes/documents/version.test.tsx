import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { versionAnswer } from '../../../testing/fixtures/versions.ts';
import { setLanguage } from '../../../lib/i18n.ts';

const moderator = { ...testSession, id: 7, roles: ['moderator'] };
const slow = { timeout: 10_000 };

const serveVersions = (asModerator = false) =>
  stubApi(({ path, method }) => {
    const match = /^\/routes\/600\/fr\/(\d+)$/.exec(path);
    if (method === 'GET' && match) return { body: versionAnswer(Number(match[1]), asModerator) };
    if (method === 'POST' && path === '/documents/revert') return { body: {} };
    return undefined;
  });

describe('version page (spec 2 §2, §4)', () => {
  it("renders the archived document with the detail page's header, fields and sections under the banner", async () => {
    serveVersions();
    const { container } = renderApp('/routes/version/600/fr/10');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aiguille Verte :\s*Couloir nord/ }, slow),
    ).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Version archivée' });
    expect(banner).toHaveTextContent(/Version archivée n° 10, écrite le .*2026.* par Jeanne Doe\./);
    expect(banner).toHaveTextContent('Commentaire : creation');
    expect(within(banner).getByRole('link', { name: 'Voir la version actuelle' })).toHaveAttribute(
      'href',
      '/routes/600/fr',
    );
    expect(screen.getByText('3 700 m')).toBeInTheDocument();
    expect(container.querySelector('[data-section="description"]')).toHaveTextContent('Monter le couloir.');
    expect(document.title).toBe('Couloir nord, version 10 · Cairn');
  });

  it('marks the first and the last version instead of linking past them', async () => {
    serveVersions(true);
    const first = renderApp('/routes/version/600/fr/10', { session: moderator });
    const nav = await screen.findByRole('navigation', { name: 'Versions voisines' }, slow);
    expect(within(nav).getByText('Première version')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Version suivante/ })).toHaveAttribute(
      'href',
      '/routes/version/600/fr/11',
    );
    first.unmount();

    serveVersions(true);
    renderApp('/routes/version/600/fr/12', { session: moderator });
    const last = await screen.findByRole('navigation', { name: 'Versions voisines' }, slow);
    expect(within(last).getByText('Dernière version')).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: /Version précédente/ })).toHaveAttribute(
      'href',
      '/routes/version/600/fr/11',
    );
    // api.md §11: the latest version cannot be restored.
    expect(screen.queryByRole('button', { name: 'Restaurer cette version' })).not.toBeInTheDocument();
  });

  it('spec 2 §4: a masked version shows only the masked notice', async () => {
    serveVersions();
    await setLanguage('en');
    renderApp('/routes/version/600/fr/11');
    expect(
      await screen.findByText('You are trying to view a masked version of a document.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText('Monter le grand couloir.')).not.toBeInTheDocument();
  });

  it('spec 2 §6: a moderator restores a version after confirming the irreversible warning', async () => {
    const requests = serveVersions(true);
    const { user, location } = renderApp('/routes/version/600/fr/10', { session: moderator });
    await user.click(await screen.findByRole('button', { name: 'Restaurer cette version' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Restaurer la version 10 ?' });
    expect(dialog).toHaveTextContent('Attention : cette action est irréversible !');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(location().pathname).toBe('/routes/600/fr'));
    const revert = requests.find((r) => r.path === '/documents/revert');
    expect(revert?.method).toBe('POST');
  });

  it('offers no restore button to other users', async () => {
    serveVersions();
    renderApp('/routes/version/600/fr/10', { session: testSession });
    await screen.findByRole('region', { name: 'Version archivée' }, slow);
    expect(screen.queryByRole('button', { name: 'Restaurer cette version' })).not.toBeInTheDocument();
  });
});
