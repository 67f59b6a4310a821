/**
 * Loads the demo guidebook into an empty database on first start (issue 2 §5): users with
 * argon2id hashes, every document with its first version, associations with their history,
 * automatic area and map links, route title prefixes and computed fields (api.md §8.6), the
 * activity feed, and the pictures.
 */
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  LETTER_TYPES,
  parseGeometry,
  polygonContains,
  type DocumentLetter,
  type Geometry,
} from '@cairn/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { insertDocuments, type NewDocument } from '../documents/write/insert.ts';
import { insertAssociations } from '../associations/insert.ts';
import { hashPassword } from '../users/password.ts';
import { generateDemoData } from './guidebook.ts';
import { withRouteFields } from './route-fields.ts';
import { renderDemoPicture } from './pictures.ts';
import { mediaTypeOf, renderSizes } from '../images/variants.ts';
import type { MediaStore } from '../images/media-store.ts';
import { insertDemoForum } from '../forum/demo.ts';
import type { DemoData, DemoDocument } from './types.ts';

export interface LoadSummary {
  users: number;
  documents: number;
  associations: number;
  seconds: number;
}

export interface Polygon {
  id: number;
  geometry: Geometry;
}

/** Ids of the polygons (areas or maps) that contain the document's point. */
export function containing(doc: DemoDocument, polygons: Polygon[]): number[] {
  const point = parseGeometry(doc.geometry?.geom);
  if (!point || point.type !== 'Point') return [];
  return polygons.filter((p) => polygonContains(p.geometry, point.coordinates)).map((p) => p.id);
}

export function polygonsOf(data: DemoData, letter: DocumentLetter): Polygon[] {
  return data.documents
    .filter((d) => d.type === letter)
    .map((d) => ({ id: d.document_id, geometry: parseGeometry(d.geometry?.geom_detail) }))
    .filter((p): p is Polygon => p.geometry !== undefined);
}

/** Route title prefixes: the main waypoint's title in the same language (api.md §8.6). */
function withTitlePrefixes(data: DemoData): Map<number, Map<string, string>> {
  const titles = new Map<number, Map<string, string>>();
  for (const d of data.documents) {
    if (d.type !== 'w') continue;
    titles.set(d.document_id, new Map(d.locales.map((l) => [l.lang, String(l.title ?? '')])));
  }
  return titles;
}

/** Converts the generator's shape to the writer's. */
export function toNewDocument(
  d: DemoDocument,
  extra: Pick<NewDocument, 'area_ids' | 'map_ids'> = {},
  waypointTitles?: Map<number, Map<string, string>>,
): NewDocument {
  const mainWaypoint = d.type === 'r' ? Number(d.attributes.main_waypoint_id ?? 0) : 0;
  const prefixes = mainWaypoint ? waypointTitles?.get(mainWaypoint) : undefined;
  return {
    document_id: d.document_id,
    type: LETTER_TYPES[d.type],
    quality: d.quality,
    attributes: d.attributes,
    locales: d.locales.map((l) =>
      prefixes ? { ...l, title_prefix: prefixes.get(l.lang) ?? [...prefixes.values()][0] ?? '' } : l,
    ),
    geometry: d.geometry ?? null,
    creator_id: d.author_id,
    written_at: new Date(d.written_at),
    ...extra,
  };
}

/** Loads the demo guidebook when the database holds no document; returns what was loaded. */
export async function loadDemoDataIfEmpty(
  database: Database,
  config: Config,
  media: MediaStore,
  log: FastifyBaseLogger,
): Promise<LoadSummary | null> {
  const count = await database.db
    .selectFrom('documents')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(count.n) > 0) return null;
  const started = Date.now();
  log.info('empty database: loading the demo guidebook');
  // Dates count back from today so that the demo looks fresh.
  const data = generateDemoData({ referenceDate: new Date().toISOString().slice(0, 10) });
  await writeDemoPictures(data, media, config.images.maxPixels);
  const summary = await loadDemoData(database, data);
  return { ...summary, seconds: (Date.now() - started) / 1000 };
}

/** Inserts demo data (users, documents, associations, feed) in one transaction. */
export async function loadDemoData(
  database: Database,
  data: DemoData,
): Promise<Omit<LoadSummary, 'seconds'>> {
  const areas = polygonsOf(data, 'a');
  const maps = polygonsOf(data, 'm');
  const waypointTitles = withTitlePrefixes(data);
  const byId = new Map(data.documents.map((d) => [d.document_id, d]));
  const hashes = await Promise.all(data.users.map((u) => hashPassword(u.password)));

  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        data.users.map((u, i) => ({
          id: u.id,
          username: u.username,
          name: u.name,
          forum_username: u.forum_username,
          email: u.email,
          email_validated: true,
          password_hash: hashes[i]!,
          moderator: u.moderator,
          lang: u.lang,
          is_profile_public: u.is_profile_public,
          tos_validated: new Date(),
        })),
      )
      .execute();
    await trx
      .insertInto('user_preferences')
      .values(data.users.map((u) => ({ user_id: u.id })))
      .execute();

    const docs = withRouteFields(data.documents, data.associations).map((d) =>
      toNewDocument(
        d,
        d.type === 'a' || d.type === 'c' || d.type === 'b'
          ? {}
          : { area_ids: containing(d, areas), map_ids: containing(d, maps) },
        waypointTitles,
      ),
    );
    await insertDocuments(trx, docs);
    const maxId = Math.max(...data.documents.map((d) => d.document_id), ...data.users.map((u) => u.id));
    await sql`SELECT setval('document_ids', ${maxId})`.execute(trx);

    await insertAssociations(
      trx,
      data.associations.map((a) => {
        const parent = byId.get(a.parent_document_id)!;
        const child = byId.get(a.child_document_id)!;
        const later = parent.written_at > child.written_at ? parent : child;
        return {
          parent_document_id: a.parent_document_id,
          parent_type: parent.type,
          child_document_id: a.child_document_id,
          child_type: child.type,
          user_id: later.author_id,
          written_at: new Date(later.written_at),
        };
      }),
    );
    await insertFeed(trx, data, docs);
    await insertDemoForum(trx, data);
  });
  return {
    users: data.users.length,
    documents: data.documents.length,
    associations: data.associations.length,
  };
}

/** One `created` feed entry per document except images; images of a document ride along. */
async function insertFeed(trx: Database['db'], data: DemoData, docs: NewDocument[]): Promise<void> {
  const imagesOf = new Map<number, number[]>();
  const usersOf = new Map<number, number[]>();
  const letterOf = new Map(data.documents.map((d) => [d.document_id, d.type]));
  for (const a of data.associations) {
    const childType = letterOf.get(a.child_document_id);
    const parentType = letterOf.get(a.parent_document_id);
    if (childType === 'i')
      imagesOf.set(a.parent_document_id, [
        ...(imagesOf.get(a.parent_document_id) ?? []),
        a.child_document_id,
      ]);
    if (parentType === 'u' && childType === 'o')
      usersOf.set(a.child_document_id, [...(usersOf.get(a.child_document_id) ?? []), a.parent_document_id]);
  }
  const rows = data.documents
    .map((d, i) => ({ d, doc: docs[i]! }))
    .filter(({ d }) => d.type !== 'i')
    .map(({ d, doc }) => {
      const images = imagesOf.get(d.document_id) ?? [];
      const activities = d.attributes.activities;
      return {
        time: new Date(d.written_at),
        user_id: d.author_id,
        change_type: 'created',
        document_id: d.document_id,
        document_type: d.type,
        activities: Array.isArray(activities) ? (activities as string[]) : [],
        langs: d.locales.map((l) => l.lang),
        area_ids: doc.area_ids ?? [],
        user_ids: [...new Set([d.author_id, ...(usersOf.get(d.document_id) ?? [])])],
        image1_id: images[0] ?? null,
        image2_id: images[1] ?? null,
        image3_id: images[2] ?? null,
        more_images: images.length > 3,
      };
    });
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('feed_changes')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/**
 * Renders the generated pictures into the media store with their SI, MI and BI sizes, and
 * records each file's real size on its image document.
 */
async function writeDemoPictures(data: DemoData, media: MediaStore, maxPixels: number): Promise<void> {
  const images = data.documents.filter((d) => d.type === 'i' && d.image_file);
  for (const [index, d] of images.entries()) {
    const name = d.image_file!;
    let size = (await media.head(name))?.length;
    if (size === undefined) {
      const picture = await renderDemoPicture(index);
      // The sizes first: a picture whose original is stored has its sizes too.
      for (const file of [...(await renderSizes(picture, name, maxPixels)), { name, data: picture }])
        await media.put(file.name, file.data, mediaTypeOf(file.name));
      size = picture.length;
    }
    d.attributes.file_size = size;
  }
}
