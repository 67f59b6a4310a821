/**
 * The writes of an accepted update (api.md §8.2, §8.6, §12.1): the document row (guarded by its
 * version), the type attributes, the changed locales, the archives and one history version per
 * affected locale, the associations, title prefixes, cache versions and feed values.
 */
import type { Kysely } from 'kysely';
import { TYPE_LETTERS } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { tableOf } from '../../db/type-tables.ts';
import { boxOf, typeRow } from './insert.ts';
import type { DocumentRecord } from '../read/read.ts';
import {
  figuresArchive,
  insertDocumentArchive,
  insertLocaleArchive,
  insertVersions,
  latestArchives,
  localeArchive,
  type NewVersion,
} from '../versions/archives.ts';
import type { AssociationLists } from '../../associations/targets.ts';
import { applyAssociations, type AssociationPlan } from '../../associations/writes.ts';
import {
  refreshTitlePrefixes,
  refreshTransportRatings,
  routesOfWaypoint,
  routesWithMainWaypoint,
  type WorkingDocument,
} from './computed-fields.ts';
import { bumpCacheVersions } from './create.ts';
import { feedActivities, refreshEntries } from './feed-writes.ts';
import { relinkPolygon } from './polygon-index.ts';
import type { LocaleChange } from './update-diff.ts';
import type { WriteContext } from './write-rules.ts';

export interface UpdateChanges {
  figures: boolean;
  geometry: boolean;
  locales: LocaleChange[];
  plan: AssociationPlan;
}

interface Accepted {
  record: DocumentRecord;
  doc: WorkingDocument;
  quality: string;
  final: AssociationLists;
  changes: UpdateChanges;
  message: string;
}

const NO_AREAS = new Set(['area', 'article', 'book']);

/** Writes the update; returns whether an area or map polygon changed. */
export async function writeUpdate(trx: Kysely<DB>, ctx: WriteContext, u: Accepted): Promise<boolean> {
  const { record, doc, changes } = u;
  const { row, typeName: type } = record;
  const id = row.document_id;
  const version = changes.figures ? row.version + 1 : row.version;
  const geometryVersion = changes.geometry ? (row.geometry_version ?? 0) + 1 : row.geometry_version;
  const links =
    changes.geometry && !NO_AREAS.has(type)
      ? await ctx.polygons.linksOf(trx, doc.geom, doc.geom_detail)
      : { area_ids: row.area_ids.map(Number), map_ids: row.map_ids.map(Number) };
  if (type === 'map') links.map_ids = [];
  const langs = [...new Set([...row.available_langs, ...changes.locales.map((l) => l.lang)])];

  const updated = await trx
    .updateTable('documents')
    .set((eb) => ({
      version,
      quality: u.quality,
      geometry_version: geometryVersion,
      geom: doc.geom,
      geom_detail: doc.geom_detail,
      box: boxOf(doc.geom),
      ...links,
      available_langs: langs,
      updated_at: new Date(),
      cache_version: eb('cache_version', '+', 1),
    }))
    .where('document_id', '=', id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  // Belt and braces next to the row lock: a concurrent writer got there first.
  if (Number(updated.numUpdatedRows) !== 1) throw conflict('concurrent modification');
  if (changes.figures) {
    await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
      .updateTable(tableOf(type))
      .set(typeRow(type, doc.attributes))
      .where('document_id', '=', id)
      .execute();
  }
  for (const change of changes.locales) {
    if (change.isNew) await trx.insertInto('document_locales').values(change.row).execute();
    else
      await trx
        .updateTable('document_locales')
        .set(change.row)
        .where('document_id', '=', id)
        .where('lang', '=', change.lang)
        .execute();
  }

  await writeVersions(trx, u, { version, geometryVersion, langs }, ctx.user.id);
  const touched = await applyAssociations(trx, changes.plan, ctx.user.id);
  await bumpCacheVersions(trx, [...touched, ...Object.values(u.final).flat()]);

  if (type === 'route') await refreshTitlePrefixes(trx, [id]);
  if (type === 'waypoint' && changes.locales.length)
    await refreshTitlePrefixes(trx, await routesWithMainWaypoint(trx, id));
  if (type === 'waypoint' && (changes.figures || changes.geometry))
    await refreshTransportRatings(trx, await routesOfWaypoint(trx, id));
  const participantsChanged =
    type === 'outing' && changes.plan.added.concat(changes.plan.removed).some((c) => c.key === 'users');
  await refreshEntries(
    trx,
    id,
    {
      activities: feedActivities(type, doc.attributes),
      langs,
      area_ids: links.area_ids,
      user_ids: type === 'outing' ? (u.final.users ?? []) : [],
    },
    participantsChanged ? ctx.user.id : undefined,
  );
  if ((type === 'area' || type === 'map') && changes.geometry) {
    await relinkPolygon(trx, id, TYPE_LETTERS[type], row.geom_detail, doc.geom_detail);
    return true;
  }
  return false;
}

/**
 * api.md §8.2: one version per affected locale — every locale when figures or geometry changed,
 * else the changed ones — pointing to new archives for changed parts and the latest otherwise.
 */
async function writeVersions(
  trx: Kysely<DB>,
  u: Accepted,
  after: { version: number; geometryVersion: number | null; langs: string[] },
  userId: number,
): Promise<void> {
  const { record, changes } = u;
  const id = record.row.document_id;
  const latest = await latestArchives(trx, id);
  let docArchive = latest.document;
  if (changes.figures || changes.geometry || docArchive === undefined) {
    const next: DocumentRecord = {
      ...record,
      row: {
        ...record.row,
        version: after.version,
        quality: u.quality,
        geometry_version: after.geometryVersion,
        geom: u.doc.geom,
        geom_detail: u.doc.geom_detail,
      },
      attributes: u.doc.attributes,
    };
    docArchive = await insertDocumentArchive(trx, id, figuresArchive(next));
  }
  const all = changes.figures || changes.geometry;
  const current = await trx
    .selectFrom('document_locales')
    .selectAll()
    .where('document_id', '=', id)
    .execute();
  const versions: NewVersion[] = [];
  for (const locale of current) {
    const changed = changes.locales.some((c) => c.lang === locale.lang);
    if (!all && !changed) continue;
    const row = { ...locale, document_id: id, texts: locale.texts ?? {} };
    const localeArchiveId =
      changed || !latest.locales.has(locale.lang)
        ? await insertLocaleArchive(trx, id, localeArchive(row))
        : latest.locales.get(locale.lang)!;
    versions.push({ lang: locale.lang, document_archive_id: docArchive, locale_archive_id: localeArchiveId });
  }
  await insertVersions(trx, id, userId, u.message, versions);
}
