/**
 * Where the stops near access waypoints come from (issue 18), behind one shape: a stop area
 * with its position and one line with its operator. GTFS feeds are loaded whole into
 * `transport_stops` (`gtfs.ts`); a Navitia-compatible service is asked per waypoint
 * (`navitia.ts`).
 */

/** One stop area and one of its lines (WGS84). */
export interface StopLine {
  stop_id: string;
  stoparea_name: string;
  line: string;
  operator: string;
  lon: number;
  lat: number;
}

/** An outside transport service did not answer, refused, or answered something else. */
export class TransportServiceError extends Error {
  override readonly name = 'TransportServiceError';
}

/** Longest wait on an outside transport service. */
export const TRANSPORT_TIMEOUT_MS = 20_000;
