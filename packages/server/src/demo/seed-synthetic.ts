/**
 * Loads a large synthetic dataset for benchmarks (issue 2 §5): the demo guidebook first
 * (users, areas, maps), then `count` synthetic documents in batches, with their associations,
 * automatic area links, first versions and feed entries.
 */
import { sql } from 'kysely';
import type { Database } from '../db/client.ts';
import { insertDocuments } from '../documents/write/insert.ts';
import { insertAssociations } from '../associations/insert.ts';
import { generateDemoData } from './guidebook.ts';
import { containing, loadDemoData, polygonsOf, toNewDocument } from './load.ts';
import { syntheticBatches } from './synthetic.ts';
import { withRouteFields } from './route-fields.ts';
import type { DemoDocument } from './types.ts';

export interface SeedProgress {
  documents: number;
  associations: number;
  seconds: number;
}

/** Seeds `count` synthetic documents (after the demo guidebook when the database is empty). */
export async function seedSynthetic(
  database: Database,
  count: number,
  onProgress: (p: SeedProgress) => void = () => undefined,
): Promise<SeedProgress> {
  const started = Date.now();
  const demo = generateDemoData();
  const existing = await database.db
    .selectFrom('documents')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) === 0) await loadDemoData(database, demo);
  const areas = polygonsOf(demo, 'a');
  const maps = polygonsOf(demo, 'm');
  // Access waypoints seen so far: a route's public transportation rating reads those it links.
  const isAccess = (d: DemoDocument) => d.type === 'w' && d.attributes.waypoint_type === 'access';
  const accessWaypoints = new Map(demo.documents.filter(isAccess).map((d) => [d.document_id, d]));
  const letters = new Map<number, string>();
  const authors = new Map<number, number>();
  const maxDemoId = Math.max(...demo.documents.map((d) => d.document_id));
  const startId = Math.max(10000, maxDemoId + 1);
  let documents = 0;
  let associations = 0;
  for (const batch of syntheticBatches(count, {
    startId,
    batchSize: 2000,
    referenceDate: new Date().toISOString().slice(0, 10),
  })) {
    for (const d of batch.documents) {
      letters.set(d.document_id, d.type);
      authors.set(d.document_id, d.author_id);
      if (isAccess(d)) accessWaypoints.set(d.document_id, d);
    }
    await database.db.transaction().execute(async (trx) => {
      await insertDocuments(
        trx,
        withRouteFields(batch.documents, batch.associations, accessWaypoints).map((d) =>
          toNewDocument(d, { area_ids: containing(d, areas), map_ids: containing(d, maps) }),
        ),
      );
      await insertAssociations(
        trx,
        batch.associations
          .filter((a) => letters.has(a.parent_document_id) || a.parent_document_id <= maxDemoId)
          .map((a) => ({
            parent_document_id: a.parent_document_id,
            parent_type: letters.get(a.parent_document_id) ?? 'u',
            child_document_id: a.child_document_id,
            child_type: letters.get(a.child_document_id)!,
            user_id: authors.get(a.child_document_id) ?? 1,
          })),
      );
      const feed = batch.documents
        .filter((d) => d.type !== 'i')
        .map((d) => ({
          time: new Date(d.written_at),
          user_id: d.author_id,
          change_type: 'created',
          document_id: d.document_id,
          document_type: d.type,
          activities: Array.isArray(d.attributes.activities) ? (d.attributes.activities as string[]) : [],
          langs: d.locales.map((l) => l.lang),
          area_ids: containing(d, areas),
          user_ids: [d.author_id],
        }));
      if (feed.length) await trx.insertInto('feed_changes').values(feed).execute();
    });
    documents += batch.documents.length;
    associations += batch.associations.length;
    onProgress({ documents, associations, seconds: (Date.now() - started) / 1000 });
  }
  await sql`SELECT setval('document_ids', (SELECT max(document_id) FROM documents))`.execute(database.db);
  await sql`ANALYZE`.execute(database.db);
  return { documents, associations, seconds: (Date.now() - started) / 1000 };
}
