import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Fakes of the two protection-area services for end-to-end tests (DESIGN.md: third-party
 * services run against a small local fake speaking their format), served by the fake tile
 * server under /biodiv and /swissgeo:
 * - GET /biodiv/api/v2/sensitivearea/?in_bbox=…&language=…: the biodiversity sports service's
 *   list of sensitive areas; one area, FAKE_AREA, covering the western part of the asked bbox
 *   (from 5 % to 30 % of its width), whatever the place, so that any map shows it.
 * - GET /swissgeo/rest/services/api/MapServer/identify?geometry=x,y&mapExtent=…: the Swiss
 *   geodata service's identify; one wildlife rest zone, FAKE_ZONE, for a point in the eastern
 *   half of the map's extent, none elsewhere.
 */

export const FAKE_AREA = {
  name: { fr: 'Falaise du Gypaète (zone de test)', en: 'Bearded vulture cliff (test area)' },
  description: '<p>Site de nidification : pas de survol ni de grimpe.</p>',
  // Sensitive from February to June.
  period: [false, true, true, true, true, true, false, false, false, false, false, false],
  info_url: 'https://biodiv.example/zones/4242',
  kml_url: 'https://biodiv.example/api/fr/sensitiveareas/4242.kml',
};

export const FAKE_ZONE = {
  label: 'Wildruhezone Test',
  schutzzeit: '20.12.-30.04.',
  best_de: 'Auf markierten Routen bleiben',
  best_fr: 'Rester sur les itinéraires balisés',
  best_it: 'Restare sugli itinerari segnalati',
  schutzs_de: 'Rechtsverbindlich',
  schutzs_fr: 'Juridiquement contraignant',
  schutzs_it: 'Giuridicamente vincolante',
  zusatzinformation: 'https://geo.example/wildruhezonen/4243',
};

const numbers = (value: string | null, count: number) => {
  const parts = (value ?? '').split(',').map(Number);
  return parts.length === count && parts.every(Number.isFinite) ? parts : null;
};

function json(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      // The app fetches from its own origin: allow any.
      'Access-Control-Allow-Origin': '*',
    })
    .end(JSON.stringify(body));
}

function sensitiveAreas(url: URL, response: ServerResponse) {
  const bbox = numbers(url.searchParams.get('in_bbox'), 4);
  if (!bbox) return json(response, 400, { in_bbox: ['Enter a valid bbox.'] });
  const [west, south, east, north] = bbox as [number, number, number, number];
  const lon = (fraction: number) => west + (east - west) * fraction;
  const lat = (fraction: number) => south + (north - south) * fraction;
  const language = url.searchParams.get('language') === 'fr' ? 'fr' : 'en';
  json(response, 200, {
    count: 1,
    next: null,
    previous: null,
    results: [
      {
        id: 4242,
        ...FAKE_AREA,
        name: FAKE_AREA.name[language],
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [lon(0.05), lat(0.1)],
              [lon(0.3), lat(0.1)],
              [lon(0.3), lat(0.9)],
              [lon(0.05), lat(0.9)],
              [lon(0.05), lat(0.1)],
            ],
          ],
        },
      },
    ],
  });
}

function identify(url: URL, response: ServerResponse) {
  const point = numbers(url.searchParams.get('geometry'), 2);
  const extent = numbers(url.searchParams.get('mapExtent'), 4);
  if (!point || !extent || url.searchParams.get('geometryType') !== 'esriGeometryPoint')
    return json(response, 400, { error: { code: 400, message: 'Please provide a valid geometry' } });
  const inEast = point[0]! > (extent[0]! + extent[2]!) / 2;
  json(response, 200, {
    results: inEast
      ? [
          {
            layerBodId: 'ch.bafu.wrz-wildruhezonen_portal',
            layerName: 'Wildruhezonen',
            featureId: 4243,
            id: 4243,
            attributes: FAKE_ZONE,
          },
        ]
      : [],
  });
}

/** Answers a request of either fake service; false when the path is none of theirs. */
export function handleProtectionRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET') return false;
  if (url.pathname === '/biodiv/api/v2/sensitivearea/') sensitiveAreas(url, response);
  else if (url.pathname === '/swissgeo/rest/services/api/MapServer/identify') identify(url, response);
  else return false;
  return true;
}
