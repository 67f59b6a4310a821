/**
 * Every area's embedded entry (api.md §4.4), kept in memory: areas are few (ranges, countries,
 * administrative limits) and appear in nearly every listing. Every write empties it, on every
 * API node (`caches.ts`, `shared-invalidation.ts`); the lifetime is a second safety.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface AreaEntry {
  document_id: number;
  version: number;
  area_type: string | null;
  protected: boolean;
  locales: { lang: string; version: number; title: string }[];
}

const LIFETIME_MS = 60_000;

export function createAreaCache(db: Kysely<DB>) {
  let entries: Map<number, AreaEntry> | undefined;
  let loadedAt = 0;
  let loading: Promise<Map<number, AreaEntry>> | undefined;

  async function load(): Promise<Map<number, AreaEntry>> {
    const [docs, locales] = await Promise.all([
      // `areas` is a type table generated from the catalog, outside the typed schema.
      sql<{ document_id: number; version: number; protected: boolean; area_type: string | null }>`
        SELECT d.document_id, d.version, d.protected, a.area_type
        FROM documents d JOIN areas a ON a.document_id = d.document_id
        WHERE d.redirects_to IS NULL`
        .execute(db)
        .then((r) => r.rows),
      db
        .selectFrom('document_locales as l')
        .innerJoin('documents as d', 'd.document_id', 'l.document_id')
        .select(['l.document_id', 'l.lang', 'l.version', 'l.title'])
        .where('d.type', '=', 'a')
        .execute(),
    ]);
    const map = new Map<number, AreaEntry>();
    for (const d of docs) {
      map.set(Number(d.document_id), {
        document_id: Number(d.document_id),
        version: d.version,
        area_type: d.area_type,
        protected: d.protected,
        locales: [],
      });
    }
    for (const l of locales)
      map.get(Number(l.document_id))?.locales.push({ lang: l.lang, version: l.version, title: l.title });
    return map;
  }

  return {
    /** Entries of these area ids (unknown ids are left out). */
    async get(ids: Iterable<number>): Promise<Map<number, AreaEntry>> {
      if (!entries || Date.now() - loadedAt > LIFETIME_MS) {
        loading ??= load().finally(() => (loading = undefined));
        entries = await loading;
        loadedAt = Date.now();
      }
      const out = new Map<number, AreaEntry>();
      for (const id of ids) {
        const e = entries.get(Number(id));
        if (e) out.set(Number(id), e);
      }
      return out;
    },
    invalidate() {
      entries = undefined;
    },
  };
}

export type AreaCache = ReturnType<typeof createAreaCache>;
