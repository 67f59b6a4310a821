/**
 * A small local fake of the two avalanche bulletin services (issue 17; DESIGN.md: outside
 * services are tested against a fake speaking their format): the guidebook's service
 * (`GET /bra/zonesbra`, `GET /bra/bra`) and an EAWS provider (`GET /eaws/bulletins.json`, CAAML
 * v6 JSON; `GET /eaws/micro-regions.geojson`). Each zone is a lon/lat box; `failing` makes every
 * answer a 503. The server tests and the e2e run (`e2e/global-setup.ts`) start it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeZone {
  /** 'bra' or 'eaws': which service publishes it. */
  service: 'bra' | 'eaws';
  id: string;
  name: string;
  country: string;
  /** [min lon, min lat, max lon, max lat] */
  box: [number, number, number, number];
  /** Danger words of the bulletin's ratings (EAWS) or its highest level (bra); none: no bulletin. */
  danger?: number;
  validFrom?: string;
  validUntil?: string;
}

export interface FakeAvalanche {
  url: string;
  zones: FakeZone[];
  failing: boolean;
  /** Requests served, by path. */
  hits: Record<string, number>;
  close(): Promise<void>;
}

const WORDS = ['', 'low', 'moderate', 'considerable', 'high', 'very_high'];

const polygon = ([w, s, e, n]: FakeZone['box']) => ({
  type: 'Polygon',
  coordinates: [
    [
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ],
  ],
});

export async function startFakeAvalanche(zones: FakeZone[], port = 0): Promise<FakeAvalanche> {
  const fake: FakeAvalanche = { url: '', zones, failing: false, hits: {}, close: async () => undefined };
  const of = (service: FakeZone['service']) => fake.zones.filter((z) => z.service === service);
  const answers: Record<string, () => unknown> = {
    '/bra/zonesbra': () => ({
      type: 'FeatureCollection',
      features: of('bra').map((z) => ({
        type: 'Feature',
        properties: { zone: z.id },
        geometry: polygon(z.box),
      })),
    }),
    '/bra/bra': () =>
      of('bra')
        .filter((z) => z.danger)
        .map((z) => ({
          zone: z.id,
          country: z.country,
          name: z.name,
          fullname: `Bulletin ${z.name}`,
          urls: [`https://bulletins.example.org/${z.id}.pdf`],
          danger: { max: z.danger },
          validUntil: z.validUntil,
        })),
    '/eaws/micro-regions.geojson': () => ({
      type: 'FeatureCollection',
      features: of('eaws').map((z) => ({
        type: 'Feature',
        properties: { id: z.id },
        geometry: polygon(z.box),
      })),
    }),
    '/eaws/bulletins.json': () => ({
      bulletins: of('eaws')
        .filter((z) => z.danger)
        .map((z) => ({
          bulletinID: `b-${z.id}`,
          lang: 'en',
          publicationTime: z.validFrom,
          validTime: { startTime: z.validFrom, endTime: z.validUntil },
          source: { provider: { name: 'Fake warning service', website: 'https://avalanche.example.org' } },
          regions: [{ regionID: z.id, name: z.name }],
          dangerRatings: [
            { mainValue: 'low', validTimePeriod: 'all_day', elevation: { upperBound: '2000' } },
            { mainValue: WORDS[z.danger!], validTimePeriod: 'all_day', elevation: { lowerBound: '2000' } },
          ],
          avalancheProblems: [{ problemType: 'wind_slab' }],
        })),
    }),
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    fake.hits[path] = (fake.hits[path] ?? 0) + 1;
    const answer = answers[path];
    if (fake.failing) response.writeHead(503).end('unavailable');
    else if (!answer) response.writeHead(404).end('not found');
    else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** The server settings that point at a fake. */
export const fakeAvalancheEnv = (url: string) => ({
  AVALANCHE_BRA_URL: `${url}/bra`,
  AVALANCHE_EAWS_BULLETINS_URL: `${url}/eaws/bulletins.json`,
  AVALANCHE_EAWS_REGIONS_URL: `${url}/eaws/micro-regions.geojson`,
});
