/**
 * Public transport calls (issue 18, api.md §14.5): the stop areas of an access waypoint and
 * whether it has any (read from `waypoint_stopareas`), the journey planner's proxy to the
 * Navitia-compatible service and the geocoder's address search and reverse geocoding; the
 * outside services answer a 503 in the API's error shape when not configured or failing.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FRANCE_AREA_ID,
  TYPE_LETTERS,
  getTransportSettings,
  getJourneys,
  getWaypointIsReachable,
  getWaypointStopareas,
  reverseGeocode,
  searchAddresses,
} from '@cairn/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { httpError, notFound } from '../errors.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import * as geocoder from './geocoder.ts';
import { journeys } from './navitia.ts';
import { stopareasOf } from './store.ts';
import { DEMO_FEED, demoFeedAreas } from './demo-feed.ts';

export const JOURNEYS_OFF_MESSAGE = 'No journey planner service is configured on this server';
export const JOURNEYS_FAILED_MESSAGE = 'The journey planner service is not available';
export const GEOCODER_OFF_MESSAGE = 'No address search service is configured on this server';
export const GEOCODER_FAILED_MESSAGE = 'The address search service is not available';

async function assertWaypoint(db: Kysely<DB>, id: number): Promise<void> {
  const row = await db
    .selectFrom('documents')
    .select('document_id')
    .where('document_id', '=', id)
    .where('type', '=', TYPE_LETTERS.waypoint)
    .executeTakeFirst();
  if (!row) throw notFound(`waypoint ${id} does not exist`);
}

export async function transportRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { transport } = app.deps.config;
  const navitia = transport.navitiaUrl
    ? { url: transport.navitiaUrl, token: transport.navitiaToken }
    : undefined;

  // With the demo feed and no areas configured, the demo's served ranges (read once found).
  let demoAreas: number[] | undefined;
  const configuredAreas = async () => {
    if (transport.areas.length > 0 || !transport.gtfs.includes(DEMO_FEED)) return transport.areas;
    if (!demoAreas?.length) demoAreas = await demoFeedAreas(app.deps.database.db);
    return demoAreas;
  };

  app.get(getTransportSettings.path, { schema: schemaOf(getTransportSettings) }, async () => ({
    areas: [...new Set([FRANCE_AREA_ID, ...(await configuredAreas())])],
    stops: app.deps.transport.enabled,
    journeys: !!navitia,
    addresses: !!transport.geocoderUrl,
  }));

  app.get(getWaypointStopareas.path, { schema: schemaOf(getWaypointStopareas) }, async (request) => {
    const db = app.deps.database.db;
    await assertWaypoint(db, request.params.id);
    return { waypoint_id: request.params.id, stopareas: await stopareasOf(db, request.params.id) };
  });

  app.get(getWaypointIsReachable.path, { schema: schemaOf(getWaypointIsReachable) }, async (request) => {
    const db = app.deps.database.db;
    await assertWaypoint(db, request.params.id);
    const row = await db
      .selectFrom('waypoint_stopareas')
      .select('id')
      .where('waypoint_id', '=', request.params.id)
      .limit(1)
      .executeTakeFirst();
    return !!row;
  });

  app.get(getJourneys.path, { schema: schemaOf(getJourneys) }, async (request) => {
    if (!navitia) throw httpError(503, JOURNEYS_OFF_MESSAGE);
    try {
      return { journeys: await journeys(navitia, request.query) };
    } catch (error) {
      request.log.warn({ error: (error as Error).message }, 'journey planner failed');
      throw httpError(503, JOURNEYS_FAILED_MESSAGE);
    }
  });

  app.get(searchAddresses.path, { schema: schemaOf(searchAddresses) }, async (request) => {
    if (!transport.geocoderUrl) throw httpError(503, GEOCODER_OFF_MESSAGE);
    try {
      return { features: await geocoder.searchAddresses(transport.geocoderUrl, request.query) };
    } catch (error) {
      request.log.warn({ error: (error as Error).message }, 'address search failed');
      throw httpError(503, GEOCODER_FAILED_MESSAGE);
    }
  });

  app.get(reverseGeocode.path, { schema: schemaOf(reverseGeocode) }, async (request) => {
    if (!transport.geocoderUrl) throw httpError(503, GEOCODER_OFF_MESSAGE);
    const { lon, lat, lang } = request.query;
    try {
      return {
        features: await geocoder.reverseGeocode(transport.geocoderUrl, { lon: lon!, lat: lat!, lang }),
      };
    } catch (error) {
      request.log.warn({ error: (error as Error).message }, 'reverse geocoding failed');
      throw httpError(503, GEOCODER_FAILED_MESSAGE);
    }
  });
}
