import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { routeListing } from '../../../testing/fixtures/documents.ts';

const area = (id: number, title: string) => ({
  document_id: id,
  type: 'a',
  area_type: 'range',
  locales: [{ lang: 'fr', title }],
});
const areas = [area(40, 'Massif de la Vanoise'), area(41, 'Vanoise Sud'), area(42, 'Haute Vanoise')];

/** Lists answer one document; the search finds areas; area tiles get their document. */
function serve(): StubRequest[] {
  return stubApi(({ path, query }) => {
    if (/^\/(routes|waypoints|outings)$/.test(path))
      return { body: { documents: [routeListing], total: 12 } };
    if (path === '/search') {
      const found = (query.get('q') ?? '').toLowerCase().startsWith('vano') ? areas : [];
      return { body: { areas: { documents: found, total: found.length } } };
    }
    const areaId = /^\/areas\/(\d+)$/.exec(path)?.[1];
    if (areaId)
      return {
        body: {
          ...areas.find((a) => a.document_id === Number(areaId)),
          cooked: { lang: 'fr', title: 'Massif de la Vanoise' },
        },
      };
    return undefined;
  });
}

const searches = (requests: StubRequest[]) => requests.filter((r) => r.path === '/search');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openAssociations(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Documents associés/ }));
}

describe('association filter pickers (spec 1 §2.5)', () => {
  it('outings offer area, route and waypoint pickers; profiles only once signed in', async () => {
    serve();
    const { user, unmount } = renderApp('/outings');
    await openAssociations(user);
    const names = () =>
      within(screen.getByRole('region', { name: 'Filtres' }))
        .getAllByRole('combobox')
        .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent);
    expect(names()).toEqual(['Zone', 'Itinéraire', 'Point de passage']);
    unmount();

    renderApp('/outings', { session: testSession });
    await openAssociations(user);
    expect(names()).toEqual(['Zone', 'Itinéraire', 'Point de passage', 'Profil']);
  });

  it('waypoint lists filter on areas only', async () => {
    serve();
    const { user } = renderApp('/waypoints');
    await openAssociations(user);
    const panel = within(screen.getByRole('region', { name: 'Filtres' }));
    expect(panel.getAllByRole('combobox')).toHaveLength(1);
    expect(panel.getByRole('combobox', { name: 'Zone' })).toBeInTheDocument();
  });

  it('searches from 3 characters after a 300 ms pause, one type, 5 results (spec 2 §9)', async () => {
    const requests = serve();
    const { user } = renderApp('/outings');
    await openAssociations(user);
    const box = screen.getByRole('combobox', { name: 'Zone' });
    await user.type(box, 'va');
    await sleep(450);
    expect(searches(requests)).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'n');
    await sleep(150);
    expect(searches(requests)).toHaveLength(0);
    await waitFor(() => expect(searches(requests)).toHaveLength(1));
    const query = searches(requests)[0]!.query;
    expect(query.get('q')).toBe('van');
    expect(query.get('t')).toBe('a');
    expect(query.get('limit')).toBe('5');
    expect(query.get('pl')).toBe('fr');
  });

  it('picking a result adds its id to the address, clears the offset and shows its tile', async () => {
    serve();
    const { user, location } = renderApp('/outings?offset=30&a=7');
    await openAssociations(user);
    const box = screen.getByRole('combobox', { name: 'Zone' });
    await user.type(box, 'vanoise');
    const listbox = await screen.findByRole('listbox', { name: 'Zone' });
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Massif de la Vanoise',
      'Vanoise Sud',
      'Haute Vanoise',
    ]);
    await user.click(options[0]!);
    await waitFor(() => expect(location().search).toBe('?a=7,40'));
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const tiles = screen.getByRole('list', { name: 'Documents liés filtrés' });
    expect(await within(tiles).findByText('Massif de la Vanoise')).toBeInTheDocument();
    // The group button counts the association filters in use.
    expect(screen.getByRole('button', { name: /Documents associés/ })).toHaveTextContent('1');
  });

  it('is a keyboard combobox: arrows set the active option, Enter picks, Escape closes then clears', async () => {
    serve();
    const { user, location } = renderApp('/outings?a=40');
    await openAssociations(user);
    const box = screen.getByRole('combobox', { name: 'Zone' });
    await user.type(box, 'vanoise');
    const listbox = await screen.findByRole('listbox', { name: 'Zone' });
    // The area already filtered on is not offered again.
    expect((await within(listbox).findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Vanoise Sud',
      'Haute Vanoise',
    ]);
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = within(listbox).getByRole('option', { name: 'Haute Vanoise' });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('vanoise');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().search).toBe('?a=40,42'));

    await user.type(box, 'zzz');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says so when nothing matches', async () => {
    serve();
    const { user } = renderApp('/routes');
    await openAssociations(user);
    await user.type(screen.getByRole('combobox', { name: 'Point de passage' }), 'xyz');
    expect(await screen.findByText('Aucun résultat')).toBeInTheDocument();
  });

  it("more matches than shown: 'Too many results: please refine your search' (spec 2 §5)", async () => {
    stubApi(({ path, query }) => {
      if (path === '/outings') return { body: { documents: [routeListing], total: 12 } };
      if (path !== '/search') return undefined;
      const q = (query.get('q') ?? '').toLowerCase();
      // 40 areas match "vano", of which the first ones come back; "haute" matches one.
      if (q.startsWith('vano')) return { body: { areas: { documents: areas, total: 40 } } };
      if (q.startsWith('haute')) return { body: { areas: { documents: [areas[2]], total: 1 } } };
      return { body: { areas: { documents: [], total: 0 } } };
    });
    const { user } = renderApp('/outings');
    await openAssociations(user);
    const box = screen.getByRole('combobox', { name: 'Zone' });
    await user.type(box, 'vanoise');
    const listbox = await screen.findByRole('listbox', { name: 'Zone' });
    expect(await within(listbox).findAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('Trop de résultats : veuillez affiner votre recherche')).toBeVisible();

    await user.clear(box);
    await user.type(box, 'haute');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Haute Vanoise']),
    );
    expect(screen.queryByText(/Trop de résultats/)).not.toBeInTheDocument();
  });
});
