/**
 * An install of the previous release upgraded by starting this one: its rows stay as they were
 * and the schema becomes that of a fresh install; then a field added to the catalog reaches
 * the same database through the next generated migration. On PGlite, and on PostgreSQL in the
 * PostgreSQL pass of `npm test`.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CATALOG, DOCUMENT_TYPES } from '@cairn/domain';
import { openTestDatabase } from '../test/build-app.ts';
import type { Database } from './client.ts';
import { checksumOf, listMigrations, migrate } from './migrate.ts';
import { catalogSchema, introspect, nextMigration, typeTablesDiff } from './schema-diff.ts';

const shipped = listMigrations();
const latest = Math.max(...shipped.map((m) => m.version));
/** The release before the latest migration (numbers may have gaps while branches land). */
const previous = Math.max(...shipped.map((m) => m.version).filter((v) => v < latest));

/**
 * Rows a club would have: a user and their profile, a waypoint and a route linked together,
 * locales, a version, a to-do mark, a feed entry. Only columns of the first migrations (frozen),
 * so the statements hold whatever later migrations add.
 */
const DEMO_ROWS = `
INSERT INTO users (id, username, name, forum_username, email, password_hash, moderator)
  VALUES (1001, 'ann', 'Ann Guide', 'ann', 'ann@example.org', 'not-a-real-hash', true);
INSERT INTO documents (document_id, type, quality, geom, box, area_ids, available_langs, creator_id) VALUES
  (1001, 'u', 'medium', NULL, NULL, '{}', '{fr}', 1001),
  (1002, 'w', 'fine', '{"type":"Point","coordinates":[764000,5751000]}',
    box(point(764000, 5751000), point(764000, 5751000)), '{}', '{fr,en}', 1001),
  (1003, 'r', 'great', '{"type":"Point","coordinates":[763000,5750000]}',
    box(point(763000, 5750000), point(763000, 5750000)), '{}', '{fr}', 1001);
INSERT INTO profiles (document_id, activities) VALUES (1001, '{skitouring,hiking}');
INSERT INTO waypoints (document_id, waypoint_type, elevation) VALUES (1002, 'summit', 4808);
INSERT INTO routes (document_id, activities, elevation_max, height_diff_up, global_rating, orientations)
  VALUES (1003, '{skitouring}', 4808, 3800, 'AD', '{N,NW}');
INSERT INTO document_locales (document_id, lang, title, summary, description, search_title) VALUES
  (1001, 'fr', '', NULL, 'Guide à Chamonix', ''),
  (1002, 'fr', 'Mont Blanc', 'Le toit des Alpes', NULL, 'mont blanc'),
  (1002, 'en', 'Mont Blanc', NULL, NULL, 'mont blanc'),
  (1003, 'fr', 'Voie des Trois Monts', 'Par le Tacul et le Maudit', '## Approche\\nDepuis l''Aiguille du Midi', 'voie des trois monts');
INSERT INTO associations (parent_document_id, parent_type, child_document_id, child_type) VALUES (1002, 'w', 1003, 'r');
INSERT INTO document_archives (archive_id, document_id, version, data) VALUES (1, 1003, 1, '{"global_rating":"AD"}');
INSERT INTO locale_archives (archive_id, document_id, lang, version, data) VALUES (1, 1003, 'fr', 1, '{"title":"Voie des Trois Monts"}');
INSERT INTO document_versions (document_id, lang, document_archive_id, locale_archive_id, user_id, comment)
  VALUES (1003, 'fr', 1, 1, 1001, 'creation');
INSERT INTO tags (user_id, document_id) VALUES (1001, 1003);
INSERT INTO feed_changes (user_id, change_type, document_id, document_type, activities, langs)
  VALUES (1001, 'created', 1003, 'r', '{skitouring}', '{fr}');
`;

type Snapshot = Record<string, Record<string, unknown>[]>;

/** Every row of every table (but the migrations' own), as JSON. */
async function snapshot(database: Database): Promise<Snapshot> {
  const tables = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'
    ORDER BY 1`.execute(database.db);
  const result: Snapshot = {};
  for (const { name } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(name)} t`.execute(database.db);
    result[name] = rows.rows.map((r) => JSON.parse(r.row) as Record<string, unknown>);
  }
  return result;
}

/** The rows of `after`, cut to the columns that `before` had, in a stable order. */
function sameColumns(before: Snapshot, after: Snapshot): Snapshot {
  const cut: Snapshot = {};
  for (const [table, rows] of Object.entries(before)) {
    const columns = Object.keys(rows[0] ?? {});
    cut[table] = (after[table] ?? []).map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
  }
  return cut;
}

const sorted = (s: Snapshot): Record<string, string[]> =>
  Object.fromEntries(Object.entries(s).map(([t, rows]) => [t, rows.map((r) => JSON.stringify(r)).sort()]));

describe('upgrading an existing install', () => {
  it('keeps its rows, builds the schema of a fresh install, then takes a new catalog field', async () => {
    const old = await openTestDatabase({ upTo: previous });
    const fresh = await openTestDatabase();
    try {
      const { database } = old;
      expect(await migrate(database, { upTo: previous })).toBe(previous);
      await database.exec(DEMO_ROWS);
      const before = await snapshot(database);
      expect(before.routes).toHaveLength(1);
      expect(before.document_locales).toHaveLength(4);

      // Start the current release: the migrations it adds run, the rows stay.
      expect(await migrate(database)).toBe(latest);
      const upgraded = await snapshot(database);
      expect(sorted(sameColumns(before, upgraded))).toEqual(sorted(before));
      expect(await introspect(database)).toEqual(await introspect(fresh.database));
      const recorded = await database.db
        .selectFrom('schema_migrations')
        .select(['version', 'checksum'])
        .execute();
      expect(recorded.sort((a, b) => a.version - b.version)).toEqual(
        shipped.map((m) => ({ version: m.version, checksum: checksumOf(m.script) })),
      );

      // The next release adds route fields to the catalog: its generated migration reaches this database.
      const catalogs = DOCUMENT_TYPES.map((t) =>
        t === 'route'
          ? {
              ...CATALOG.route,
              fields: [
                ...CATALOG.route.fields,
                {
                  name: 'test_hazards',
                  level: 'document' as const,
                  kind: 'enum[]' as const,
                  filter: { key: 'thz', kind: 'multi' as const },
                },
                { name: 'test_bivouac', level: 'document' as const, kind: 'bool' as const, default: true },
              ],
            }
          : CATALOG[t],
      );
      const changes = typeTablesDiff(
        await introspect(database),
        await catalogSchema(database, catalogs),
        catalogs,
      );
      expect(changes.statements.join('\n')).toContain('ALTER TABLE routes ADD COLUMN test_hazards');
      const next = nextMigration(changes, shipped);
      expect(
        await migrate(database, {
          migrations: [
            ...shipped,
            { version: latest + 1, name: next.file.replace('.sql', ''), script: next.text },
          ],
        }),
      ).toBe(latest + 1);
      const nextRelease = await snapshot(database);
      expect(sorted(sameColumns(before, nextRelease))).toEqual(sorted(before));
      expect(nextRelease.routes).toEqual([
        expect.objectContaining({
          document_id: 1003,
          global_rating: 'AD',
          test_hazards: [],
          test_bivouac: true,
        }),
      ]);
      const indexes = await introspect(database);
      expect(indexes.routes!.indexes.routes_test_hazards).toBe(
        'CREATE INDEX routes_test_hazards ON routes USING gin (test_hazards)',
      );
    } finally {
      await old.drop();
      await fresh.drop();
    }
  }, 600_000);
});
