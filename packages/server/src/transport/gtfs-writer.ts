/**
 * Writes a small GTFS zip (the tests' feeds and the demo feed): one agency, the given routes
 * (id → short name), the stops with the routes that call there, one trip per route.
 */
import { strToU8, zipSync } from 'fflate';

/** A GTFS stop, optionally a station or in one, with the ids of the routes calling there. */
export interface GtfsStopSpec {
  id: string;
  name: string;
  lon: number | string;
  lat: number | string;
  parent?: string;
  station?: boolean;
  routes?: string[];
}

/** A small GTFS zip: one agency, the given routes (id → short name) and stops, one trip per route. */
export function writeGtfs(agency: string, routes: Record<string, string>, stops: GtfsStopSpec[]): Uint8Array {
  const csv = (rows: (string | number)[][]) => rows.map((r) => r.join(',')).join('\n') + '\n';
  const stopTimes: (string | number)[][] = [
    ['trip_id', 'arrival_time', 'departure_time', 'stop_id', 'stop_sequence'],
  ];
  const seq: Record<string, number> = {};
  for (const s of stops)
    for (const r of s.routes ?? []) {
      seq[r] = (seq[r] ?? 0) + 1;
      stopTimes.push([`trip-${r}`, '08:00:00', '08:00:00', s.id, seq[r]!]);
    }
  return zipSync({
    'agency.txt': strToU8(
      csv([
        ['agency_id', 'agency_name', 'agency_url', 'agency_timezone'],
        ['A', agency, 'https://example.org', 'Europe/Paris'],
      ]),
    ),
    'routes.txt': strToU8(
      csv([
        ['route_id', 'agency_id', 'route_short_name', 'route_long_name', 'route_type'],
        ...Object.entries(routes).map(([id, name]) => [id, 'A', name, '', 3]),
      ]),
    ),
    'trips.txt': strToU8(
      csv([
        ['route_id', 'service_id', 'trip_id'],
        ...Object.keys(routes).map((r) => [r, 'daily', `trip-${r}`]),
      ]),
    ),
    'stops.txt': strToU8(
      csv([
        ['stop_id', 'stop_name', 'stop_lat', 'stop_lon', 'location_type', 'parent_station'],
        ...stops.map((s) => [s.id, `"${s.name}"`, s.lat, s.lon, s.station ? 1 : 0, s.parent ?? '']),
      ]),
    ),
    'stop_times.txt': strToU8(csv(stopTimes)),
  });
}
