import { startFakeTransport, type FakeTransport } from '../packages/server/src/test/fake-transport.ts';
import { generateDemoData } from '../packages/server/src/demo/guidebook.ts';
import { RANGES } from '../packages/server/src/demo/places.ts';

/**
 * The transport services of the e2e run (issue 18): the server's test fake
 * (`packages/server/src/test/fake-transport.ts`) for journeys and addresses; the stops come from
 * the demo GTFS feed (TRANSPORT_GTFS=demo). Its journey rules: a place west of Greenwich has no
 * journey at all; from 20:00 only the whole-day retry finds journeys (the last at 19:10).
 */
export const E2E_ADDRESSES = {
  grenoble: 'Gare de Grenoble',
  bordeaux: 'Gare de Bordeaux Saint-Jean',
};

export function startE2eTransport(port: number): Promise<FakeTransport> {
  return startFakeTransport(
    [],
    [
      {
        name: E2E_ADDRESSES.grenoble,
        street: 'Place de la Gare',
        housenumber: '1',
        city: 'Grenoble',
        postcode: '38000',
        country: 'France',
        lon: 5.7146,
        lat: 45.1913,
      },
      {
        name: 'Gare d’Annecy',
        street: 'Place de la Gare',
        city: 'Annecy',
        postcode: '74000',
        country: 'France',
        lon: 6.1216,
        lat: 45.9019,
      },
      {
        name: E2E_ADDRESSES.bordeaux,
        street: 'Rue Charles Domercq',
        city: 'Bordeaux',
        postcode: '33800',
        country: 'France',
        lon: -0.5563,
        lat: 44.8259,
      },
    ],
    port,
  );
}

/**
 * The demo ranges whose routes show the transport box (TRANSPORT_AREAS): the demo guidebook
 * has no area 14274, so its French ranges are named by their ids, which the demo data fixes.
 */
export function demoTransportAreas(): string {
  const data = generateDemoData();
  const wanted = new Set(
    RANGES.filter((r) => ['mont-blanc', 'ecrins', 'vanoise'].includes(r.key)).map((r) => r.en),
  );
  return data.documents
    .filter((d) => d.type === 'a' && d.locales.some((l) => l.lang === 'en' && wanted.has(l.title ?? '')))
    .map((d) => d.document_id)
    .join(' ');
}
