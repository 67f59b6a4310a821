/**
 * Reads the stop areas of a GTFS feed (a zip file, an http(s) address, or `demo`: the demo guidebook's feed): `stops.txt` grouped by
 * parent station, each with the lines that call there (`stop_times.txt` → `trips.txt` →
 * `routes.txt`) and their operator (`agency.txt`). Unzipped with fflate, read with csv-parse.
 * Stops without a valid position are skipped and counted.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { isLonLat } from '@cairn/domain';
import { DEMO_FEED, demoFeed } from './demo-feed.ts';
import { TransportServiceError, type StopLine } from './stop-source.ts';

const FILES = ['stops.txt', 'stop_times.txt', 'trips.txt', 'routes.txt', 'agency.txt'];

export interface GtfsStops {
  stops: StopLine[];
  /** Stops left out because their position is not a coordinate pair. */
  skipped: number;
}

/** The feed's bytes: read from disk or fetched. */
export async function readGtfsBytes(location: string, signal: AbortSignal): Promise<Uint8Array> {
  if (location === DEMO_FEED) return demoFeed();
  if (!/^https?:\/\//i.test(location)) return new Uint8Array(await fs.readFile(location));
  let response: Response;
  try {
    response = await fetch(location, { signal });
  } catch (error) {
    throw new TransportServiceError(`${location}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new TransportServiceError(`${location}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

type Row = Record<string, string>;

function table(files: Record<string, Uint8Array>, name: string): Row[] {
  const bytes = files[name];
  if (!bytes) return [];
  return parse(Buffer.from(bytes), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    trim: true,
  }) as Row[];
}

/** The stop areas and their lines of a GTFS zip. */
export function gtfsStops(zip: Uint8Array): GtfsStops {
  let files: Record<string, Uint8Array>;
  try {
    // Feeds sometimes sit in a folder inside the zip: keep the base names.
    const all = unzipSync(zip, { filter: (f) => FILES.includes(f.name.split('/').pop()!) });
    files = Object.fromEntries(Object.entries(all).map(([k, v]) => [k.split('/').pop()!, v]));
  } catch (error) {
    throw new TransportServiceError(`not a GTFS zip: ${(error as Error).message}`);
  }
  if (!files['stops.txt']) throw new TransportServiceError('not a GTFS feed: stops.txt is missing');

  const agencies = table(files, 'agency.txt');
  const agencyName = new Map(agencies.map((a) => [a.agency_id ?? '', a.agency_name ?? '']));
  const onlyAgency = agencies.length === 1 ? (agencies[0]!.agency_name ?? '') : '';
  const routeLine = new Map(
    table(files, 'routes.txt').map((r) => [
      r.route_id ?? '',
      {
        line: r.route_short_name || r.route_long_name || r.route_id || '',
        operator: (r.agency_id && agencyName.get(r.agency_id)) || onlyAgency,
      },
    ]),
  );
  const tripRoute = new Map(table(files, 'trips.txt').map((t) => [t.trip_id ?? '', t.route_id ?? '']));

  const stops = table(files, 'stops.txt');
  const byId = new Map(stops.map((s) => [s.stop_id ?? '', s]));
  /** The stop area of a stop: its parent station, or itself. */
  const areaOf = (s: Row): Row =>
    (s.location_type !== '1' && s.parent_station && byId.get(s.parent_station)) || s;

  const linesOfArea = new Map<string, Set<string>>();
  for (const st of table(files, 'stop_times.txt')) {
    const stop = byId.get(st.stop_id ?? '');
    const route = tripRoute.get(st.trip_id ?? '');
    if (!stop || route === undefined) continue;
    const areaId = areaOf(stop).stop_id ?? '';
    let lines = linesOfArea.get(areaId);
    if (!lines) linesOfArea.set(areaId, (lines = new Set()));
    lines.add(route);
  }

  const result = new Map<string, StopLine>();
  let skipped = 0;
  for (const s of stops) {
    // Entrances, generic nodes and boarding areas are parts of a station, not stops.
    if (s.location_type && !['0', '1'].includes(s.location_type)) continue;
    const area = areaOf(s);
    const lon = Number.parseFloat(area.stop_lon ?? '');
    const lat = Number.parseFloat(area.stop_lat ?? '');
    if (!isLonLat(lon, lat)) {
      skipped++;
      continue;
    }
    const areaId = area.stop_id ?? '';
    const routes = [...(linesOfArea.get(areaId) ?? [])];
    const lines = routes.length
      ? routes.map((r) => routeLine.get(r) ?? { line: r, operator: onlyAgency })
      : [{ line: '', operator: onlyAgency }];
    for (const { line, operator } of lines) {
      const key = `${areaId}\n${line}`;
      if (!result.has(key))
        result.set(key, {
          stop_id: areaId,
          stoparea_name: area.stop_name || areaId,
          line,
          operator,
          lon,
          lat,
        });
    }
  }
  return { stops: [...result.values()], skipped };
}
