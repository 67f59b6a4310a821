/**
 * A small local fake of the outside transport services (issue 18; DESIGN.md: outside services
 * are tested against a fake speaking their format): a Navitia-compatible API under `/navitia`
 * (`coord/{lon};{lat}/places_nearby`, `journeys`) and a Photon-style geocoder under `/photon`
 * (`api`, `reverse`). The server tests and the e2e run (`e2e/global-setup.ts`) start it.
 *
 * Journeys follow fixed rules so that every path of the planner can be reached:
 * - a place west of Greenwich (negative longitude) has no journey at all;
 * - a search from 20:00 on finds nothing, but a whole-day search (`timeframe_duration`) finds the
 *   day's journeys, the last leaving at 19:10;
 * - otherwise three journeys leave 20, 80 and 140 minutes after the asked time, 95 minutes each.
 * `failing` makes every answer a 503.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStopArea {
  id: string;
  name: string;
  lon: number;
  lat: number;
  lines: { code: string; network: string }[];
}

export interface FakeAddress {
  name: string;
  street?: string;
  housenumber?: string;
  city: string;
  postcode: string;
  country: string;
  lon: number;
  lat: number;
}

export interface FakeTransport {
  url: string;
  stopAreas: FakeStopArea[];
  addresses: FakeAddress[];
  failing: boolean;
  /** Query strings received, by path. */
  requests: { path: string; query: URLSearchParams }[];
  close(): Promise<void>;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYYMMDDTHHMMSS` of a UTC-built date read as wall-clock time. */
const navitiaTime = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}00`;
const parseTime = (v: string) =>
  new Date(Date.UTC(+v.slice(0, 4), +v.slice(4, 6) - 1, +v.slice(6, 8), +v.slice(9, 11), +v.slice(11, 13)));

/** One journey: walk to the stop, a bus (colour and code), walk to the end. */
function journey(from: number[], to: number[], leave: Date) {
  const minutes = (m: number) => new Date(leave.getTime() + m * 60_000);
  const stopA = [from[0]! + 0.01, from[1]! + 0.005];
  const stopB = [to[0]! - 0.01, to[1]! - 0.005];
  return {
    departure_date_time: navitiaTime(leave),
    arrival_date_time: navitiaTime(minutes(95)),
    duration: 95 * 60,
    nb_transfers: 0,
    sections: [
      {
        type: 'street_network',
        mode: 'walking',
        from: { name: 'Departure' },
        to: { name: 'Gare routière' },
        departure_date_time: navitiaTime(leave),
        arrival_date_time: navitiaTime(minutes(10)),
        duration: 600,
        geojson: { type: 'LineString', coordinates: [from, stopA], properties: [{ length: 800 }] },
      },
      {
        type: 'public_transport',
        from: { name: 'Gare routière' },
        to: { name: 'Le Hameau' },
        departure_date_time: navitiaTime(minutes(10)),
        arrival_date_time: navitiaTime(minutes(85)),
        duration: 75 * 60,
        geojson: { type: 'LineString', coordinates: [stopA, stopB], properties: [{ length: 42000 }] },
        display_informations: {
          code: 'T72',
          direction: 'Le Hameau',
          color: '#E2001A',
          commercial_mode: 'Car',
          network: 'Cars Région',
          equipments: ['has_bike_accepted'],
        },
      },
      {
        type: 'street_network',
        mode: 'walking',
        from: { name: 'Le Hameau' },
        to: { name: 'Arrival' },
        departure_date_time: navitiaTime(minutes(85)),
        arrival_date_time: navitiaTime(minutes(95)),
        duration: 600,
        geojson: { type: 'LineString', coordinates: [stopB, to], properties: [{ length: 700 }] },
      },
    ],
  };
}

function journeysOf(query: URLSearchParams): { status: number; body: unknown } {
  const from = (query.get('from') ?? '').split(';').map(Number);
  const to = (query.get('to') ?? '').split(';').map(Number);
  const at = parseTime(query.get('datetime') ?? '');
  const noSolution = { status: 404, body: { error: { id: 'no_solution', message: 'no solution found' } } };
  if (from[0]! < 0 || to[0]! < 0 || Number.isNaN(at.getTime())) return noSolution;
  const day = (h: number, m: number) =>
    new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), h, m));
  if (query.get('timeframe_duration'))
    return {
      status: 200,
      body: { journeys: [day(6, 40), day(12, 40), day(19, 10)].map((t) => journey(from, to, t)) },
    };
  if (at.getUTCHours() >= 20) return noSolution;
  return {
    status: 200,
    body: { journeys: [20, 80, 140].map((m) => journey(from, to, new Date(at.getTime() + m * 60_000))) },
  };
}

const feature = (a: FakeAddress) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [a.lon, a.lat] },
  properties: {
    name: a.name,
    street: a.street,
    housenumber: a.housenumber,
    city: a.city,
    postcode: a.postcode,
    country: a.country,
    osm_id: 1,
  },
});

export async function startFakeTransport(
  stopAreas: FakeStopArea[],
  addresses: FakeAddress[],
  port = 0,
): Promise<FakeTransport> {
  const fake: FakeTransport = {
    url: '',
    stopAreas,
    addresses,
    failing: false,
    requests: [],
    close: async () => undefined,
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (fake.failing) return void response.writeHead(503).end('unavailable');
    const nearby = /^\/navitia\/coord\/(-?[\d.]+);(-?[\d.]+)\/places_nearby$/.exec(url.pathname);
    if (nearby) {
      const [lon, lat] = [Number(nearby[1]), Number(nearby[2])];
      const radius = Number(url.searchParams.get('distance') ?? 500);
      const places = fake.stopAreas
        .map((s) => ({
          s,
          d: Math.hypot((s.lon - lon) * 111_320 * Math.cos((lat * Math.PI) / 180), (s.lat - lat) * 111_320),
        }))
        .filter(({ d }) => d <= radius)
        .map(({ s, d }) => ({
          id: s.id,
          name: s.name,
          embedded_type: 'stop_area',
          distance: String(Math.round(d)),
          stop_area: {
            id: s.id,
            name: s.name,
            coord: { lon: String(s.lon), lat: String(s.lat) },
            lines: s.lines.map((l) => ({ code: l.code, name: l.code, network: { name: l.network } })),
          },
        }));
      return send(200, { places_nearby: places });
    }
    if (url.pathname === '/navitia/journeys') {
      const { status, body } = journeysOf(url.searchParams);
      return send(status, body);
    }
    if (url.pathname === '/photon/api') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const found = fake.addresses.filter((a) =>
        `${a.name} ${a.street ?? ''} ${a.city}`.toLowerCase().includes(q),
      );
      return send(200, { type: 'FeatureCollection', features: found.slice(0, limit).map(feature) });
    }
    if (url.pathname === '/photon/reverse') {
      const lon = Number(url.searchParams.get('lon'));
      const lat = Number(url.searchParams.get('lat'));
      const nearest = [...fake.addresses].sort(
        (a, b) => Math.hypot(a.lon - lon, a.lat - lat) - Math.hypot(b.lon - lon, b.lat - lat),
      )[0];
      return send(200, { type: 'FeatureCollection', features: nearest ? [feature(nearest)] : [] });
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

/** The server settings that point at a fake (journeys and addresses; stops from places nearby). */
export const fakeTransportEnv = (url: string) => ({
  TRANSPORT_NAVITIA_URL: `${url}/navitia`,
  TRANSPORT_GEOCODER_URL: `${url}/photon`,
});

export { writeGtfs, type GtfsStopSpec } from '../transport/gtfs-writer.ts';
