/**
 * Creating a document: `POST /{type}s` (api.md §8.1). Whitelists and validates the body
 * (api.md §8.3), computes the server fields (api.md §8.6), writes the document with its first
 * versions, its associations and its `created` feed entry, all in one transaction.
 */
import { canCreate, defaultsOf, TYPE_LETTERS, validateDocument, type DocumentType } from '@cairn/domain';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { insertDocuments } from './insert.ts';
import { bestLocale } from '../read/locales.ts';
import {
  attributePermissions,
  loadTargets,
  targetErrors,
  type AssociationLists,
  type Target,
} from '../../associations/targets.ts';
import { applyAssociations, associationRightErrors, planAssociations } from '../../associations/writes.ts';
import {
  defaultGeom,
  defaultMainWaypoint,
  fillOutingFromRoute,
  routeComputedFields,
  type WorkingDocument,
  servedWaypoints,
} from './computed-fields.ts';
import { feedActivities, insertCreatedEntry } from './feed-writes.ts';
import { geometryLimitErrors } from './geometry.ts';
import { relinkPolygon } from './polygon-index.ts';
import { recordAnonymousAuthor } from './anonymous-authors.ts';
import { pickDocument, validationInput, type DocumentBody } from '../write-input.ts';
import { throwIfAny, toErrorEntries, typeChangeErrors, type WriteContext } from './write-rules.ts';

const NO_AREAS: readonly DocumentType[] = ['area', 'article', 'book'];

const targetsOf = (ids: number[] | undefined, targets: Map<number, Target>) =>
  (ids ?? []).map((id) => targets.get(id)).filter((t): t is Target => !!t);

/** Creates the document in its own transaction; returns its id. */
export async function createDocument(
  ctx: WriteContext,
  type: DocumentType,
  body: DocumentBody,
): Promise<number> {
  const { id, polygonsChanged } = await ctx.db
    .transaction()
    .execute((trx) => createDocumentIn(trx, ctx, type, body));
  if (polygonsChanged) ctx.polygons.invalidate();
  return id;
}

/**
 * Creates the document inside the caller's transaction (a batch of creations shares one:
 * `POST /images/list`). The caller invalidates the polygon index when `polygonsChanged`.
 */
export async function createDocumentIn(
  trx: Kysely<DB>,
  ctx: WriteContext,
  type: DocumentType,
  body: DocumentBody,
): Promise<{ id: number; polygonsChanged: boolean; authorId: number }> {
  const { user } = ctx;
  // api.md §1.2, §8.5 via the domain's canCreate: areas and maps by moderators only (issue 13).
  if (!canCreate(user, type)) throw forbidden(`No permission to create a document of type ${type}`);
  const input = pickDocument(type, body, true);
  const lists: AssociationLists = input.associations;
  // api.md §8.6: the creator of an outing is one of its participants.
  if (type === 'outing') lists.users = [...new Set([user.id, ...(lists.users ?? [])])];
  // api.md §8.5: an anonymous xreport is attributed to the configured anonymous account.
  let authorId =
    type === 'xreport' && input.attributes.anonymous === true && ctx.anonymousUserId
      ? ctx.anonymousUserId
      : user.id;

  const targets = await loadTargets(trx, lists);
  // An image that the hidden author of an anonymous xreport adds to it is attributed like the
  // xreport (its creator and feed entry would otherwise tell who wrote the report).
  if (type === 'image')
    for (const id of lists.xreports ?? []) {
      const target = targets.get(id);
      const shownAuthor = Number(target?.record.row.creator_id);
      if (target && target.doc.creator_id === user.id && shownAuthor !== user.id) authorId = shownAuthor;
    }
  const { quality: _ignored, ...defaults } = defaultsOf(type);
  const doc: WorkingDocument = {
    type,
    attributes: { ...defaults, ...input.attributes },
    locales: input.locales ?? [],
    geom: input.geometry?.geom ?? null,
    geom_detail: input.geometry?.geom_detail ?? null,
  };
  const quality = input.quality ?? 'draft';
  fillOutingFromRoute(doc, targetsOf(lists.routes, targets));
  defaultMainWaypoint(doc, lists);

  const now = ctx.now ?? new Date();
  const checked = validationInput(
    { ...input, quality, attributes: doc.attributes, locales: input.locales },
    lists,
  );
  throwIfAny([
    ...toErrorEntries(validateDocument(type, checked, { isModerator: user.moderator, creating: true, now })),
    ...geometryLimitErrors(input.geometry, ctx.geometryMaxPoints),
    ...targetErrors(type, lists, targets),
    ...typeChangeErrors(type, user, null, doc.attributes, (lists.books ?? []).length > 0),
    ...(await filenameErrors(trx, type, doc.attributes.filename)),
  ]);

  const plan = planAssociations(-1, type, { byKey: new Map(), lists: {}, otherOf: () => 0 }, lists);
  const self = {
    ...attributePermissions(doc.attributes),
    type,
    document_id: -1,
    creator_id: user.id,
    associated_user_ids: lists.users ?? [],
  };
  // spec 2 §5: images are uploaded from the document they illustrate, whose side may allow the link.
  throwIfAny(associationRightErrors(user, self, plan, targets, type === 'image'));

  defaultGeom(doc, lists, targets, true);
  routeComputedFields(
    doc,
    lists,
    targets,
    doc.type === 'route' ? await servedWaypoints(trx, lists.waypoints ?? []) : undefined,
  );
  if (type === 'route') {
    const main = targets.get(Number(doc.attributes.main_waypoint_id));
    for (const l of doc.locales)
      l.title_prefix = (main && bestLocale(main.record.locales, l.lang)?.title) ?? '';
  }
  const links = NO_AREAS.includes(type)
    ? { area_ids: [], map_ids: [] }
    : await ctx.polygons.linksOf(trx, doc.geom, doc.geom_detail);
  if (type === 'map') links.map_ids = [];

  const [newId] = await insertDocuments(trx, [
    {
      type,
      quality: String(quality),
      attributes: doc.attributes,
      locales: doc.locales,
      geometry: doc.geom || doc.geom_detail ? { geom: doc.geom, geom_detail: doc.geom_detail } : null,
      ...links,
      creator_id: authorId,
    },
  ]);
  const documentId = newId!;
  // api.md §8.5: the real author of an anonymous xreport keeps the author's rights, privately.
  if (authorId !== user.id) await recordAnonymousAuthor(trx, documentId, user.id);
  await applyAssociations(
    trx,
    planAssociations(documentId, type, { byKey: new Map(), lists: {}, otherOf: () => 0 }, lists),
    authorId,
  );
  await bumpCacheVersions(trx, Object.values(lists).flat());
  await insertCreatedEntry(trx, type, documentId, authorId, {
    activities: feedActivities(type, doc.attributes),
    langs: doc.locales.map((l) => l.lang),
    area_ids: links.area_ids,
    user_ids: type === 'outing' ? (lists.users ?? []) : [],
  });
  const polygonsChanged = type === 'area' || type === 'map';
  if (polygonsChanged) await relinkPolygon(trx, documentId, TYPE_LETTERS[type], null, doc.geom_detail);
  return { id: documentId, polygonsChanged, authorId };
}

/** api.md §8.3: an image `filename` is unique (`Unique`). */
async function filenameErrors(db: WriteContext['db'], type: DocumentType, filename: unknown) {
  if (type !== 'image' || typeof filename !== 'string' || !filename) return [];
  const taken = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM images WHERE filename = ${filename}`.execute(db);
  return Number(taken.rows[0]?.n) > 0
    ? [{ location: 'body' as const, name: 'filename', description: 'Unique' }]
    : [];
}

/** Weak ETags of documents whose associations changed (api.md §1.6). */
export async function bumpCacheVersions(db: WriteContext['db'], ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .updateTable('documents')
    .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
    .where('document_id', 'in', [...new Set(ids)])
    .execute();
}
