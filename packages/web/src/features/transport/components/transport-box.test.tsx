import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { pointText, toMercator } from '@cairn/domain';
import { renderApp } from '../../../testing/render-app.tsx';
import { stubApi, type StubRequest } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const access = (id: number, title: string, lon: number) => ({
  document_id: id,
  type: 'w',
  waypoint_type: 'access',
  elevation: 1000,
  geometry: { version: 1, geom: pointText(...toMercator(lon, 45.9)) },
  locales: [{ lang: 'fr', title }],
});

const route = {
  ...FIXTURES.route,
  associations: {
    ...FIXTURES.route.associations,
    waypoints: [access(501, 'Gare du Val', 6.9), access(502, 'Parking du col', 7)],
  },
};

const stop = (id: number, line: string) => ({
  id,
  navitia_id: 'sa-1',
  stoparea_name: 'Le Hameau',
  line,
  operator: 'Cars du Val',
  coordinates: { x: 768000, y: 5765000 },
  distance: 1.24,
});

function serve(areas: number[]): StubRequest[] {
  return stubApi(
    ({ path }) => (path === `/routes/${FIXTURES.route.document_id}` ? { body: route } : undefined),
    ({ path }) =>
      path === '/transport/settings'
        ? { body: { areas, stops: true, journeys: true, addresses: true } }
        : undefined,
    ({ path }) =>
      path === '/waypoints/501/stopareas'
        ? { body: { waypoint_id: 501, stopareas: [stop(1, 'T72'), stop(2, 'T73')] } }
        : path === '/waypoints/502/stopareas'
          ? { body: { waypoint_id: 502, stopareas: [] } }
          : undefined,
    ({ path }) =>
      path === '/transport/addresses'
        ? {
            body: {
              features: Array.from({ length: 8 }, (_, i) => ({
                geometry: { type: 'Point', coordinates: [5.7, 45.19] },
                properties: { name: `Rue ${i}`, city: 'Grenoble', postcode: '38000' },
              })),
            },
          }
        : undefined,
  );
}

describe('public transport box (spec 3 §2)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens by itself when stops exist: stops per access point, lines of a stop area together, partial service', async () => {
    serve([1]);
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    const box = await screen.findByTestId('transport-box', {}, { timeout: 15_000 });
    const toggle = within(box).getByRole('button', { name: 'Transports en commun' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(within(box).getByText('Le Hameau')).toBeVisible();
    expect(within(box).getByText('Ligne T72 · Cars du Val, Ligne T73 · Cars du Val')).toBeVisible();
    expect(within(box).getByText('1.2 km')).toBeVisible();
    expect(
      within(box).getByText('Cet itinéraire est en partie accessible en transports en commun'),
    ).toBeVisible();
    expect(within(box).getByText('Aucun arrêt à moins de 5 km à pied')).toBeVisible();
    // The return tab waits for outbound journeys.
    expect(within(box).getByRole('tab', { name: 'Retour' })).toBeDisabled();
  });

  it('is not shown when the first area is not a transport area', async () => {
    const requests = serve([14274]);
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    await screen.findByText('Couloir nord', {}, { timeout: 15_000 });
    await waitFor(() => expect(requests.some((r) => r.path === '/transport/settings')).toBe(true));
    expect(screen.queryByTestId('transport-box')).toBeNull();
    expect(requests.some((r) => r.path.endsWith('/stopareas'))).toBe(false);
  });

  it('asks for addresses from 3 characters, after a pause, and keeps 6 propositions', async () => {
    const requests = serve([1]);
    renderApp(`/routes/${FIXTURES.route.document_id}`);
    const box = await screen.findByTestId('transport-box', {}, { timeout: 15_000 });
    const input = await within(box).findByLabelText('Adresse de départ');
    fireEvent.change(input, { target: { value: 'Gr' } });
    fireEvent.change(input, { target: { value: 'Gre' } });
    const list = await within(box).findByRole('listbox', {}, { timeout: 3000 });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(6);
    const asked = requests.filter((r) => r.path === '/transport/addresses');
    expect(asked.map((r) => r.query.get('q'))).toEqual(['Gre']);
    fireEvent.click(within(options[0]!).getByRole('button'));
    expect(input).toHaveValue('Rue 0, 38000 Grenoble');
    // Searching without an access point chosen (two of them): the destination is asked for.
    fireEvent.click(within(box).getByRole('button', { name: 'Chercher des trajets' }));
    expect(await within(box).findByText('Veuillez choisir une destination.')).toBeVisible();
  });
});
