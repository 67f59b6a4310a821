import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { apiCalls, stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES, routeListing } from '../../../testing/fixtures/documents.ts';

/** Every list call answers one route; association tiles get their document. */
function serveList(): StubRequest[] {
  return stubApi(({ path }) => {
    if (/^\/(routes|waypoints|outings|images|books|areas|articles|xreports|maps)$/.test(path))
      return { body: { documents: [routeListing], total: 342 } };
    if (path === '/routes/600') return { body: FIXTURES.route };
    if (path === '/areas/1') return { body: FIXTURES.area };
    return undefined;
  });
}

const lastListQuery = (requests: StubRequest[]) =>
  apiCalls(requests)
    .filter((r) => !/\/\d+$/.test(r.path))
    .at(-1)?.query ?? new URLSearchParams();

const openGroup = async (user: ReturnType<typeof renderApp>['user'], name: RegExp) =>
  user.click(await screen.findByRole('button', { name }));

describe('document list (spec 1 §2.5)', () => {
  it('shows the total, the results and the type switcher', async () => {
    serveList();
    renderApp('/routes');
    expect(await screen.findByText('342 résultat(s)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pic Perdiguère : Versant nord' })).toHaveAttribute(
      'href',
      '/routes/600/fr/pic-perdiguere-versant-nord',
    );
    const switcher = screen.getByRole('navigation', { name: 'Type de document' });
    expect(
      within(switcher)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/routes', '/waypoints', '/outings', '/images', '/books', '/areas']);
  });

  it('multi filter round-trips through the address and clears offset', async () => {
    const requests = serveList();
    const { user, location } = renderApp('/waypoints?offset=60');
    await openGroup(user, /Général/);
    await user.click(screen.getByRole('button', { name: 'Refuge' }));
    await waitFor(() => expect(location().search).toBe('?wtyp=hut'));
    await waitFor(() => expect(lastListQuery(requests).get('wtyp')).toBe('hut'));
    expect(lastListQuery(requests).get('offset')).toBe('0');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refuge' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('activity picker sets act, which reveals the restricted filters (fields.md §13.2)', async () => {
    serveList();
    const { user, location } = renderApp('/routes');
    await screen.findByText('342 résultat(s)');
    expect(screen.queryByRole('button', { name: /Cotations/ })).not.toBeInTheDocument();
    await openGroup(user, /Général/);
    await user.click(screen.getByRole('button', { name: 'Ski de randonnée' }));
    await waitFor(() => expect(location().search).toBe('?act=skitouring'));
    expect(await screen.findByRole('button', { name: /Cotations/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Général/ })).toHaveTextContent('1');
  });

  it('enum-range slider reads and writes from,to over the enum values', async () => {
    serveList();
    const { user, location } = renderApp('/routes?act=skitouring&trat=2.1,4.3');
    await openGroup(user, /Cotations/);
    const low = screen.getByRole('slider', { name: 'Cotation ski technique – minimum' });
    expect(low).toHaveAttribute('aria-valuetext', '2.1');
    fireEvent.change(low, { target: { value: '0' } });
    await waitFor(() => expect(location().search).toBe('?act=skitouring&trat=1.1,4.3'));
  });

  it('numeric range slider uses the field bounds and the spec step; full range removes the key', async () => {
    serveList();
    const { user, location } = renderApp('/routes?act=skitouring&rmaxa=1000,4000');
    await openGroup(user, /Terrain/);
    const high = screen.getByRole('slider', { name: 'Altitude maximale – maximum' });
    expect(high).toHaveAttribute('step', '25');
    expect(high).toHaveAttribute('max', '9000');
    fireEvent.change(high, { target: { value: '5000' } });
    await waitFor(() => expect(new URLSearchParams(location().search).get('rmaxa')).toBe('1000,5000'));
    // The slider starts again from the address once it holds the new range.
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Altitude maximale – maximum' })).not.toBe(high),
    );
    fireEvent.change(screen.getByRole('slider', { name: 'Altitude maximale – minimum' }), {
      target: { value: '0' },
    });
    fireEvent.change(screen.getByRole('slider', { name: 'Altitude maximale – maximum' }), {
      target: { value: '9000' },
    });
    await waitFor(() => expect(location().search).toBe('?act=skitouring'));
  });

  it('number input (olen) is a lower bound', async () => {
    serveList();
    const { user, location } = renderApp('/outings');
    await openGroup(user, /Terrain/);
    await user.type(screen.getByRole('spinbutton', { name: 'Distance totale' }), '1200');
    await waitFor(() => expect(location().search).toBe('?olen=1200'));
  });

  it('tristate filter: yes, no, no info', async () => {
    serveList();
    const { user, location } = renderApp('/waypoints?wtyp=access');
    await openGroup(user, /Divers/);
    const group = screen.getByRole('group', { name: 'Accès par remontées mécaniques' });
    await user.click(within(group).getByRole('button', { name: "Pas d'info" }));
    await waitFor(() => expect(location().search).toBe('?wtyp=access&plift=null'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Accès par remontées mécaniques' })).getByRole('button', {
          name: "Pas d'info",
        }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Accès par remontées mécaniques' })).getByRole('button', {
        name: 'Non',
      }),
    );
    await waitFor(() => expect(location().search).toBe('?wtyp=access&plift=false'));
  });

  it('checkbox filter sets true or removes the key', async () => {
    serveList();
    const { user, location } = renderApp('/outings');
    await openGroup(user, /Divers/);
    await user.click(screen.getByRole('checkbox', { name: 'Accès en transports en commun' }));
    await waitFor(() => expect(location().search).toBe('?owpt=true'));
    // The page renders the new address in a transition: the next click must see it.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Accès en transports en commun' })).toBeChecked(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Accès en transports en commun' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('compass picker toggles orientations', async () => {
    serveList();
    const { user, location } = renderApp('/routes');
    await openGroup(user, /Terrain/);
    const compass = screen.getByRole('group', { name: 'Orientations' });
    await user.click(within(compass).getByRole('button', { name: 'N' }));
    await waitFor(() => expect(location().search).toBe('?fac=N'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Orientations' })).getByRole('button', { name: 'N' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Orientations' })).getByRole('button', { name: 'SW' }),
    );
    await waitFor(() => expect(location().search).toBe('?fac=N,SW'));
  });

  it("date range; 'Ignore year' moves the value from date to period", async () => {
    serveList();
    const { user, location } = renderApp('/outings?date=2025-01-10,2025-02-20');
    await openGroup(user, /Général/);
    expect(screen.getByLabelText('Du')).toHaveValue('2025-01-10');
    await user.click(screen.getByRole('checkbox', { name: "Ignorer l'année" }));
    await waitFor(() => expect(location().search).toBe('?period=2025-01-10,2025-02-20'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: "Ignorer l'année" })).toBeChecked());
    await user.click(screen.getByRole('checkbox', { name: "Ignorer l'année" }));
    await waitFor(() => expect(location().search).toBe('?date=2025-01-10,2025-02-20'));
  });

  it('title box is debounced and sets q', async () => {
    const requests = serveList();
    const { user, location } = renderApp('/routes?offset=30');
    await user.type(await screen.findByRole('searchbox', { name: 'Filtrer par titre' }), 'Mont');
    await waitFor(() => expect(location().search).toBe('?q=Mont'));
    expect(requests.filter((r) => r.query.get('q')?.startsWith('M')).map((r) => r.query.get('q'))).toEqual([
      'Mont',
    ]);
  });

  it('association tiles show the document fetched by id and remove it', async () => {
    serveList();
    const { user, location } = renderApp('/outings?r=600&a=1');
    const tiles = await screen.findByRole('list', { name: 'Documents liés filtrés' });
    expect(await within(tiles).findByText('Aiguille Verte : Couloir nord')).toBeInTheDocument();
    expect(await within(tiles).findByText('Mont-Blanc')).toBeInTheDocument();
    await user.click(
      within(tiles).getByRole('button', { name: 'Retirer le filtre Aiguille Verte : Couloir nord' }),
    );
    await waitFor(() => expect(location().search).toBe('?a=1'));
  });

  it('page size is clamped and offset kept ≥ 0 in the API call; choosing a size restarts at 0', async () => {
    const requests = serveList();
    const { user, location } = renderApp('/routes?limit=500&offset=-4');
    await screen.findByText('342 résultat(s)');
    expect(lastListQuery(requests).get('limit')).toBe('100');
    expect(lastListQuery(requests).get('offset')).toBe('0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Résultats par page' }), '50');
    await waitFor(() => expect(location().search).toBe('?limit=50'));
  });

  it('pagination moves the offset by the page size', async () => {
    serveList();
    const { user, location } = renderApp('/routes?limit=50');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?limit=50&offset=50'));
  });

  it("too many results: pages stop at offset + limit ≤ 10000 and the list says 'please refine your search'", async () => {
    stubApi(({ path }) =>
      path === '/routes' ? { body: { documents: [routeListing], total: 25_000 } } : undefined,
    );
    renderApp('/routes?limit=100&offset=9800');
    const pages = await screen.findByRole('navigation', { name: 'Pages de résultats' });
    // Page 100 (offset 9900) is the last one the API serves: 9900 + 100 = 10000.
    expect(within(pages).getByRole('button', { name: 'Page 100' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 101' })).not.toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Page 250' })).not.toBeInTheDocument();
    expect(screen.getByText('veuillez affiner votre recherche')).toBeInTheDocument();
  });

  it('30 a page: the last page served starts at 9960, so 10000 results ask to refine; 342 do not', async () => {
    stubApi(({ path }) =>
      path === '/routes' ? { body: { documents: [routeListing], total: 10_000 } } : undefined,
    );
    const { unmount } = renderApp('/routes?offset=9960');
    const pages = await screen.findByRole('navigation', { name: 'Pages de résultats' });
    expect(within(pages).getByRole('button', { name: 'Page 333' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByText('veuillez affiner votre recherche')).toBeInTheDocument();
    unmount();

    serveList();
    renderApp('/routes');
    await screen.findByText('342 résultat(s)');
    expect(screen.queryByText('veuillez affiner votre recherche')).not.toBeInTheDocument();
  });

  it('a page typed beyond the window shows the notice, not the server error', async () => {
    stubApi(({ path, query }) =>
      path === '/routes' && Number(query.get('offset')) + Number(query.get('limit')) > 10_000
        ? {
            status: 400,
            body: {
              status: 'error',
              errors: [
                { location: 'querystring', name: 'offset', description: 'offset + limit greater than 10000' },
              ],
            },
          }
        : undefined,
    );
    renderApp('/routes?offset=12000');
    expect(await screen.findByText('veuillez affiner votre recherche')).toBeInTheDocument();
    expect(screen.queryByText(/greater than 10000/)).not.toBeInTheDocument();
  });

  it("a server failure reads 'Unexpected error, please contact the developers' (spec 1 §8)", async () => {
    stubApi(({ path }) =>
      path === '/routes'
        ? {
            status: 500,
            body: {
              status: 'error',
              errors: [
                {
                  location: 'body',
                  name: 'Internal Server Error',
                  description: 'please consult the server logs',
                },
              ],
            },
          }
        : undefined,
    );
    renderApp('/routes');
    // The query client tries a 5xx twice more (1 s, then 2 s) before giving up.
    expect(
      await screen.findByText(
        'Erreur inattendue, merci de contacter les développeurs',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/server logs/)).not.toBeInTheDocument();
  });

  it('sort dropdown: choose a field and direction, choose it again to clear', async () => {
    serveList();
    const { user, location } = renderApp('/routes?act=skitouring');
    await user.click(await screen.findByText(/Tri: par défaut/));
    await user.click(screen.getByRole('button', { name: 'Altitude maximale – décroissant' }));
    await waitFor(() => expect(location().search).toBe('?act=skitouring&sort=-elevation_max'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Altitude maximale – décroissant' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Altitude maximale – décroissant' }));
    await waitFor(() => expect(location().search).toBe('?act=skitouring'));
  });

  it('custom comma sort offers a reset', async () => {
    serveList();
    const { user, location } = renderApp('/routes?sort=global_rating,-height_diff_up');
    await user.click(await screen.findByText(/Tri: Tri personnalisé/));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le tri' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('no sort dropdown for books; a red notice for a filter the type has no query mode for', async () => {
    serveList();
    renderApp('/books?walt=100,200');
    expect(await screen.findByRole('alert')).toHaveTextContent('« walt »');
    expect(screen.queryByText(/Tri:/)).not.toBeInTheDocument();
  });

  it('list or cards, remembered per type; image lists show thumbnails only', async () => {
    serveList();
    const { user } = renderApp('/routes');
    await user.click(await screen.findByRole('button', { name: 'Liste' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Cotations' })).toBeInTheDocument();
    expect(window.localStorage.getItem('cairn.list.view.route')).toBe('list');
  });

  it('image lists show thumbnails only', async () => {
    stubApi(({ path }) =>
      path === '/images'
        ? {
            body: {
              documents: [{ document_id: 900, type: 'i', locales: [{ lang: 'fr', title: 'Vue' }] }],
              total: 1,
            },
          }
        : undefined,
    );
    renderApp('/images');
    expect(await screen.findByRole('img', { name: 'Vue' })).toHaveAttribute(
      'src',
      '/api/images/proxy/900?size=SI',
    );
    expect(screen.queryByRole('button', { name: 'Liste' })).not.toBeInTheDocument();
  });
});
