import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderApp, testSession } from '../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../testing/api-stub.ts';
import { setLanguage } from '../../lib/i18n.ts';

type Fields = Record<string, unknown>;

const outing = (id: number, fields: Fields) => ({ document_id: id, type: 'o', locales: [], ...fields });

const OUTINGS = [
  outing(1, {
    date_start: '2021-02-10',
    activities: ['skitouring'],
    height_diff_up: 1200,
    ski_rating: '3.2',
  }),
  outing(2, { date_start: '2021-03-01', activities: ['skitouring'], height_diff_up: 900, ski_rating: '3.2' }),
  outing(3, { date_start: '2023-07-14', activities: ['hiking'], height_diff_up: 700, hiking_rating: 'T3' }),
];

/** `GET /outings` answering pages of `outings` by offset and limit (api.md §6.1). */
const outingPages = (outings: Fields[]) => (request: StubRequest) => {
  if (request.path !== '/outings') return undefined;
  const offset = Number(request.query.get('offset') ?? 0);
  const limit = Number(request.query.get('limit') ?? 30);
  return { body: { documents: outings.slice(offset, offset + limit), total: outings.length } };
};

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    outing(i + 1, { date_start: '2024-05-01', activities: ['hiking'] }),
  );

describe('outing statistics', () => {
  it('spec 3 §9: reads the list query by pages of 100, with a percentage progress', async () => {
    // The second page waits until the test lets it go, to see the progress half way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const offsets: string[] = [];
    const outings = many(250);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        if (url.pathname.replace(/^\/api/, '') !== '/outings') return jsonResponse(404, { errors: [] });
        expect(url.searchParams.get('u')).toBe('42');
        expect(url.searchParams.get('limit')).toBe('100');
        const offset = Number(url.searchParams.get('offset'));
        offsets.push(String(offset));
        if (offset === 100) await held;
        return jsonResponse(200, { documents: outings.slice(offset, offset + 100), total: outings.length });
      }),
    );
    renderApp('/outings-stats?u=42');

    const progress = await screen.findByRole('progressbar', {}, { timeout: 5000 });
    await vi.waitFor(() => expect(progress).toHaveAttribute('value', '40'));
    expect(screen.getByRole('status')).toHaveTextContent(/Chargement des sorties : 40\s%/);

    release();
    expect(await screen.findByRole('tab', { name: /Toutes/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(offsets).toEqual(['0', '100', '200']);
  });

  it('spec 3: tabs "All" and one per activity with outings, each with its count', async () => {
    stubApi(outingPages(OUTINGS));
    const { user } = renderApp('/outings-stats?u=42');

    const tabs = await screen.findByRole('tablist', {}, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Toutes 3', 'Ski de randonnée 2', 'Randonnée 1']);
    expect(within(tabs).getByRole('tab', { name: /Toutes/ })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Sorties par année' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cotation randonnée' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: /Ski de randonnée/ }));
    expect(within(tabs).getByRole('tab', { name: /Ski de randonnée/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: '2021 : 2 sorties' })).toBeInTheDocument();
    // The hiking rating has no outing of ski touring: its chart is left out.
    expect(within(panel).queryByRole('heading', { name: 'Cotation randonnée' })).not.toBeInTheDocument();
  });

  it('spec 3: a bar links to the outings list filtered by year; a rating bar by that rating', async () => {
    stubApi(outingPages(OUTINGS));
    renderApp('/outings-stats?u=42');

    const year = await screen.findByRole('link', { name: '2021 : 2 sorties' }, { timeout: 5000 });
    expect(year).toHaveAttribute('href', '/outings?u=42&date=2021-01-01,2021-12-31');
    // A year without outings is a gap, not a link.
    expect(screen.queryByRole('link', { name: /^2022/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('2022 : 0 sortie').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: '3.2 : 2 sorties' })).toHaveAttribute(
      'href',
      '/outings?u=42&trat=3.2,3.2',
    );
    expect(screen.getByRole('link', { name: '2023 : 700 m' })).toHaveAttribute(
      'href',
      '/outings?u=42&date=2023-01-01,2023-12-31',
    );
    const legend = screen.getByRole('list', { name: 'Légende de « Sorties par année »' });
    expect(within(legend).getByRole('link', { name: 'Randonnée' })).toHaveAttribute(
      'href',
      '/outings?u=42&act=hiking',
    );
  });

  it('spec 3: no outing shows "No result found" and a link to add the first outing', async () => {
    const requests = stubApi(outingPages([]));
    renderApp('/outings-stats?u=42&act=paragliding');

    expect(await screen.findByText('Aucun résultat', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajouter la première sortie' })).toHaveAttribute(
      'href',
      '/outings/add/fr',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const [call] = apiCalls(requests).filter((r) => r.path === '/outings');
    expect(call!.query.get('act')).toBe('paragliding');
  });

  it('spec 3: the English empty state reads the spec words', async () => {
    await setLanguage('en');
    stubApi(outingPages([]));
    renderApp('/outings-stats');
    expect(await screen.findByText('No result found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add the first outing' })).toBeInTheDocument();
  });

  it('spec 3 §6: the filter block is visible to moderators only', async () => {
    stubApi(outingPages(OUTINGS));
    renderApp('/outings-stats', { session: testSession });
    await screen.findByRole('tablist', {}, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Filtres' })).not.toBeInTheDocument();
  });

  it('spec 3 §6: a moderator filters from the block, which changes the address', async () => {
    stubApi(outingPages(OUTINGS));
    const { user, location } = renderApp('/outings-stats?u=42', {
      session: { ...testSession, roles: ['moderator'] },
    });
    const block = await screen.findByRole('region', { name: 'Filtres' }, { timeout: 5000 });
    await user.click(within(block).getByRole('button', { name: /Général/ }));
    await user.click(within(block).getByRole('button', { name: 'Randonnée' }));
    expect(location().search).toBe('?u=42&act=hiking');
  });
});
