/**
 * The demo guidebook's GTFS feed (TRANSPORT_GTFS `demo`, the default while DEMO_DATA is on): a
 * few made-up stops and lines near some French access points of the demo data — Chamonix, Le
 * Tour, Argentière, La Grave, Pralognan — and none near La Bérarde, Pré de Madame Carle or
 * Ailefroide, so that served, partly served and unserved routes all show.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { ACCESSES, RANGES } from '../demo/places.ts';
import { writeGtfs, type GtfsStopSpec } from './gtfs-writer.ts';

/** The name `TRANSPORT_GTFS` gives the demo feed. */
export const DEMO_FEED = 'demo';

/** A stop some hundred metres from an access point of the demo data. */
function near(
  key: string,
  id: string,
  name: string,
  dLon: number,
  dLat: number,
  routes: string[],
): GtfsStopSpec {
  const access = ACCESSES.find((a) => a.key === key);
  if (!access) throw new Error(`demo feed: no access point ${key}`);
  const { lon, lat } = access;
  return { id, name, lon: Number((lon + dLon).toFixed(5)), lat: Number((lat + dLat).toFixed(5)), routes };
}

export function demoFeed(): Uint8Array {
  return writeGtfs(
    'Cars et trains des Alpes (démo)',
    { mbx: 'Mont-Blanc Express', c1: '1', c2: '2', ler35: 'LER 35', t10: 'T10' },
    [
      near('chamonix', 'chamonix-gare', 'Chamonix-Mont-Blanc gare', 0.0004, 0.0002, ['mbx', 'c1']),
      near('chamonix', 'chamonix-sud', 'Chamonix Sud', -0.004, -0.003, ['c1']),
      near('le-tour', 'le-tour', 'Le Tour', 0.001, -0.001, ['c2']),
      near('argentiere', 'argentiere-gare', 'Argentière gare', -0.005, 0.003, ['mbx', 'c2']),
      near('la-grave', 'la-grave', 'La Grave – centre', 0.0008, 0.0004, ['ler35']),
      near('pralognan', 'pralognan', 'Pralognan-la-Vanoise – office de tourisme', 0.001, 0.001, ['t10']),
    ],
  );
}

/** The demo ranges whose access points the demo feed serves (some of them). */
const DEMO_FEED_RANGES = ['mont-blanc', 'ecrins', 'vanoise'];

/**
 * The area documents of the demo feed's ranges: with the demo feed and no TRANSPORT_AREAS, their
 * routes show the public transport box (the demo's routes list their range before France).
 */
export async function demoFeedAreas(db: Kysely<DB>): Promise<number[]> {
  const titles = RANGES.filter((range) => DEMO_FEED_RANGES.includes(range.key)).map((range) => range.en);
  const rows = await db
    .selectFrom('documents as d')
    .innerJoin('document_locales as l', 'l.document_id', 'd.document_id')
    .select('d.document_id')
    .where('d.type', '=', 'a')
    .where('l.lang', '=', 'en')
    .where('l.title', 'in', titles)
    .orderBy('d.document_id')
    .execute();
  return rows.map((row) => row.document_id);
}
