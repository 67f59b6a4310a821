import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG, DOCUMENT_TYPES, type FieldDef, type TypeCatalog } from '@cairn/domain';
import { openTestDatabase } from '../test/build-app.ts';
import type { Database } from './client.ts';
import { listMigrations, migrate, type Migration } from './migrate.ts';
import { catalogSchema, introspect, nextMigration, typeTablesDiff, type SchemaShape } from './schema-diff.ts';

const CATALOGS = DOCUMENT_TYPES.map((t) => CATALOG[t]);

/** The catalog with fields added to one type, as a developer would add them. */
export function withFields(type: TypeCatalog['type'], fields: FieldDef[]): TypeCatalog[] {
  return CATALOGS.map((c) => (c.type === type ? { ...c, fields: [...c.fields, ...fields] } : c));
}

describe('type tables: the catalog against what the migrations build', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let built: SchemaShape;
  /** The migrations applied to `database`: the shipped ones, then those the tests generate. */
  const applied: Migration[] = listMigrations();
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    built = await introspect(database);
  }, 180_000);
  afterAll(() => drop());

  it('nothing is left to generate', async () => {
    const changes = typeTablesDiff(built, await catalogSchema(database, CATALOGS), CATALOGS);
    expect(
      changes,
      'the field catalog wants type tables that the migrations do not build: run `npm run db:generate -w @cairn/server` and commit the new migration',
    ).toEqual({ statements: [], manual: [] });
  });

  it('writes the next numbered migration for a field added to the catalog, which then leaves nothing to generate', async () => {
    const catalogs = withFields('route', [
      {
        name: 'test_approach_height',
        level: 'document',
        kind: 'int',
        filter: { key: 'tah', kind: 'nrange' },
      },
      { name: 'test_hazards', level: 'document', kind: 'enum[]', filter: { key: 'thz', kind: 'multi' } },
      { name: 'test_note', level: 'document', kind: 'string' },
      { name: 'test_bivouac', level: 'document', kind: 'bool', default: true },
    ]);
    const changes = typeTablesDiff(built, await catalogSchema(database, catalogs), catalogs);
    expect(changes).toEqual({
      statements: [
        [
          '-- route',
          'ALTER TABLE routes ADD COLUMN test_approach_height integer;',
          "ALTER TABLE routes ADD COLUMN test_hazards text[] DEFAULT '{}'::text[] NOT NULL;",
          'ALTER TABLE routes ADD COLUMN test_note text;',
          'ALTER TABLE routes ADD COLUMN test_bivouac boolean DEFAULT true NOT NULL;',
          'CREATE INDEX routes_test_approach_height ON routes USING btree (test_approach_height);',
          'CREATE INDEX routes_test_hazards ON routes USING gin (test_hazards);',
        ].join('\n'),
      ],
      manual: [],
    });
    const next = nextMigration(changes, applied, 'route approach');
    const version = Math.max(...applied.map((m) => m.version)) + 1;
    expect(next.file).toBe(`${String(version).padStart(4, '0')}_route_approach.sql`);
    expect(next.text).toContain(changes.statements[0]);

    applied.push({ version, name: next.file.replace('.sql', ''), script: next.text });
    await migrate(database, { migrations: applied });
    const after = await introspect(database);
    expect(typeTablesDiff(after, await catalogSchema(database, catalogs), catalogs)).toEqual({
      statements: [],
      manual: [],
    });
    // The shipped catalog now has a column too many: dropping data is a person's decision.
    expect(typeTablesDiff(after, await catalogSchema(database, CATALOGS), CATALOGS).manual).toEqual([
      'routes.test_approach_height is no longer in the catalog: drop it (its data goes) in a migration written by hand',
      'routes.test_hazards is no longer in the catalog: drop it (its data goes) in a migration written by hand',
      'routes.test_note is no longer in the catalog: drop it (its data goes) in a migration written by hand',
      'routes.test_bivouac is no longer in the catalog: drop it (its data goes) in a migration written by hand',
    ]);
  });

  it('changes a column type, adds an index and changes an enum check', async () => {
    const books = [CATALOG.book];
    const wanting = (langs: string) =>
      catalogSchema(
        database,
        books,
        `ALTER TABLE books ALTER COLUMN nb_pages TYPE bigint;
         CREATE INDEX books_editor ON books (editor);
         ALTER TABLE books ADD CONSTRAINT books_langs_check CHECK (langs <@ ARRAY[${langs}]::text[]);`,
      );
    let version = Math.max(...applied.map((m) => m.version));
    const apply = async (statements: string[]) => {
      version += 1;
      applied.push({ version, name: `${version}_test`, script: statements.join('\n') });
      await migrate(database, { migrations: applied });
    };
    const first = typeTablesDiff(await introspect(database), await wanting("'fr', 'en'"), books);
    expect(first).toEqual({
      statements: [
        [
          '-- book',
          'ALTER TABLE books ALTER COLUMN nb_pages TYPE bigint USING nb_pages::bigint;',
          "ALTER TABLE books ADD CONSTRAINT books_langs_check CHECK ((langs <@ ARRAY['fr'::text, 'en'::text]));",
          'CREATE INDEX books_editor ON books USING btree (editor);',
        ].join('\n'),
      ],
      manual: [],
    });
    await apply(first.statements);
    const second = typeTablesDiff(await introspect(database), await wanting("'fr', 'en', 'it'"), books);
    expect(second.statements).toEqual([
      [
        '-- book',
        'ALTER TABLE books DROP CONSTRAINT books_langs_check;',
        "ALTER TABLE books ADD CONSTRAINT books_langs_check CHECK ((langs <@ ARRAY['fr'::text, 'en'::text, 'it'::text]));",
      ].join('\n'),
    ]);
    await apply(second.statements);
    expect(typeTablesDiff(await introspect(database), await wanting("'fr', 'en', 'it'"), books)).toEqual({
      statements: [],
      manual: [],
    });
  });
});
