/**
 * `GET /api/avalanche/bulletins?route={id}` or `?lon=…&lat=…` (issue 17): read from the stored
 * copy only.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAvalancheBulletins } from '@cairn/domain';
import { fieldError, notFound } from '../errors.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { bulletinsAt, bulletinsOfRoute } from './store.ts';

/** What the API says when no bulletin service is configured. */
export const AVALANCHE_OFF_MESSAGE = 'No avalanche bulletin service is configured on this server';

/** Messages of the query's checks (api.md §1.4's shape: the parameter named, in the query). */
export const POINT_OR_ROUTE = 'Give either route, or lon and lat';
export const INVALID_LONGITUDE = 'Longitude must be a number from -180 to 180';
export const INVALID_LATITUDE = 'Latitude must be a number from -90 to 90';

/** A coordinate of the query: a plain decimal number within its bounds, else undefined. */
function coordinate(text: string, bound: number): number | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return Math.abs(value) <= bound ? value : undefined;
}

/** The point of `lon` and `lat`, or null for a route; throws the query's problem. */
function pointOf(query: { route?: number | undefined; lon?: string | undefined; lat?: string | undefined }) {
  const hasPoint = query.lon !== undefined || query.lat !== undefined;
  if (query.route !== undefined) {
    if (hasPoint) throw fieldError('route', POINT_OR_ROUTE, 'querystring');
    return null;
  }
  if (query.lon === undefined) throw fieldError(hasPoint ? 'lon' : 'route', POINT_OR_ROUTE, 'querystring');
  if (query.lat === undefined) throw fieldError('lat', POINT_OR_ROUTE, 'querystring');
  const lon = coordinate(query.lon, 180);
  if (lon === undefined) throw fieldError('lon', INVALID_LONGITUDE, 'querystring');
  const lat = coordinate(query.lat, 90);
  if (lat === undefined) throw fieldError('lat', INVALID_LATITUDE, 'querystring');
  return { lon, lat };
}

export async function avalancheRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(getAvalancheBulletins.path, { schema: schemaOf(getAvalancheBulletins) }, async (request) => {
    const point = pointOf(request.query);
    if (!app.deps.avalanche.enabled) return { enabled: false, message: AVALANCHE_OFF_MESSAGE, bulletins: [] };
    if (point)
      return { enabled: true, bulletins: await bulletinsAt(app.deps.database.db, point.lon, point.lat) };
    const route = request.query.route!;
    const bulletins = await bulletinsOfRoute(app.deps.database.db, route);
    if (!bulletins) throw notFound(`route ${route} does not exist`);
    return { enabled: true, bulletins };
  });
}
