/**
 * `GET /avalanche/bulletins` (issue 17, spec 3 §2 "Avalanche box", §3 "Avalanche bulletin
 * zone"): the bulletins now valid for the zones a route's geometry meets — or, for the risk
 * tool, the zones a WGS84 point (`lon`, `lat`) lies in —, from the copies the server keeps of the
 * configured avalanche services; `enabled` false when none is configured.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParam, queryParam } from './query-params.ts';

/** One zone's bulletin, in the shape of spec 3 §3. */
export const AvalancheBulletinSchema = z.object({
  zone: z.string(),
  /** ISO 3166 alpha-2 code of the country of the zone (FR, CH, AT…). */
  country: z.string(),
  name: z.string(),
  fullname: z.string(),
  /** Pages of the bulletin or of its publisher. */
  urls: z.array(z.string()),
  /** Highest level of the European danger scale in the bulletin, 1 (low) to 5 (very high). */
  danger: z.object({ max: z.number().int().min(1).max(5) }),
  /** ISO 8601 instant the bulletin stops being valid. */
  validUntil: z.string(),
});
export type AvalancheBulletin = z.infer<typeof AvalancheBulletinSchema>;

export const getAvalancheBulletins = defineEndpoint({
  method: 'GET',
  path: '/avalanche/bulletins',
  summary: 'Avalanche bulletins now valid in the zones of a route, or at a point',
  query: z.object({
    route: idParam().optional().describe('document id of the route (or give lon and lat)'),
    lon: queryParam('longitude of a point, WGS84 degrees from -180 to 180 (with lat, instead of route)'),
    lat: queryParam('latitude of a point, WGS84 degrees from -90 to 90 (with lon, instead of route)'),
  }),
  response: z.object({
    /** False when the server has no avalanche service configured (the box is not shown). */
    enabled: z.boolean(),
    /** Why there is nothing, when `enabled` is false. */
    message: z.string().optional(),
    bulletins: z.array(AvalancheBulletinSchema),
  }),
});
