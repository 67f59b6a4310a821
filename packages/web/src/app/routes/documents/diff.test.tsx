import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { apiCalls, stubApi } from '../../../testing/api-stub.ts';
import { routeHistory, versionAnswer } from '../../../testing/fixtures/versions.ts';

const moderator = { ...testSession, id: 7, roles: ['moderator'] };
const slow = { timeout: 10_000 };

const serve = (asModerator = false) =>
  stubApi(({ path }) => {
    if (path === '/document/600/history/fr') return { body: routeHistory };
    const match = /^\/routes\/600\/fr\/(\d+)$/.exec(path);
    return match ? { body: versionAnswer(Number(match[1]), asModerator) } : undefined;
  });

describe('diff page (spec 2 §2)', () => {
  it('shows each changed field with its label, old → new, units and each changed section word by word', async () => {
    serve(true);
    const { container } = renderApp('/routes/diff/600/fr/10/12', { session: moderator });
    const fields = await screen.findByRole('heading', { name: 'Champs modifiés' }, slow);
    const box = fields.closest('section')!;
    const elevation = box.querySelector('[data-field="elevation_max"]')!;
    expect(elevation).toHaveTextContent('Altitude maximale');
    expect(
      within(elevation as HTMLElement)
        .getByText('3 700 m')
        .closest('del'),
    ).not.toBeNull();
    expect(
      within(elevation as HTMLElement)
        .getByText('3 753 m')
        .closest('ins'),
    ).not.toBeNull();
    expect(box.querySelector('[data-field="orientations"]')).toHaveTextContent('N, NE→devientN, NE, E');

    const description = container.querySelector('[data-section="description"]')!;
    expect(
      within(description as HTMLElement).getByRole('heading', { name: 'Description' }),
    ).toBeInTheDocument();
    expect([...description.querySelectorAll('ins')].map((el) => el.textContent)).toEqual(['grand ']);
    // The unchanged line after the change stays as context.
    expect(description).toHaveTextContent('Redescendre.');
  });

  it('defaults: prev compares a version with the one before it, and links to the neighbouring pairs', async () => {
    const requests = serve(true);
    renderApp('/routes/diff/600/fr/prev/12', { session: moderator });
    const nav = await screen.findByRole('navigation', { name: 'Différences voisines' }, slow);
    expect(within(nav).getByRole('link', { name: /Différence précédente/ })).toHaveAttribute(
      'href',
      '/routes/diff/600/fr/prev/11',
    );
    expect(within(nav).getByText('Dernière version')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Version 11' })).toBeInTheDocument();
    expect(apiCalls(requests).map((r) => r.path)).toEqual(['/routes/600/fr/12', '/routes/600/fr/11']);
  });

  it('without versions in the address, compares the latest version with its previous one', async () => {
    serve(true);
    renderApp('/routes/diff/600/fr', { session: moderator });
    expect(await screen.findByRole('link', { name: 'Version 12' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Version 11' })).toBeInTheDocument();
  });

  it('next compares a version with the one after it', async () => {
    serve(true);
    renderApp('/routes/diff/600/fr/10/next', { session: moderator });
    expect(await screen.findByRole('link', { name: 'Version 11' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Version 10' })).toBeInTheDocument();
  });

  it('spec 2 §4: refuses to compare a masked version', async () => {
    serve(false);
    renderApp('/routes/diff/600/fr/10/11', { session: testSession });
    expect(
      await screen.findByText('Vous essayez de voir une version masquée d’un document.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Champs modifiés' })).not.toBeInTheDocument();
  });
});
