/**
 * `POST /associations` and `DELETE /associations` (api.md §10.2; spec 3 §4, §5): one link
 * between two existing documents, checked with the domain's association rules from either
 * side, written through the update writer of the document that carries the side effects, so
 * that its history, cache versions, feed entry and computed fields stay as a PUT leaves them.
 */
import type { Kysely } from 'kysely';
import { canEdit, isAssociationPair, type DocumentLetter, type DocumentType } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { badRequest, validationErrors, type ErrorEntry } from '../errors.ts';
import {
  currentLinks,
  keyOfLink,
  permissionDocs,
  targetErrors,
  type AssociationLists,
  type Link,
  type Target,
} from './targets.ts';
import { associationRightErrors, type AssociationPlan, type LinkChange } from './writes.ts';
import { readDocuments, type DocumentRecord } from '../documents/read/read.ts';
import { updateForLinkChange } from '../documents/write/link-update.ts';
import type { WriteContext } from '../documents/write/write-rules.ts';
import { recordedAs } from '../documents/write/anonymous-authors.ts';

export interface AssociationBody {
  parent_document_id: number;
  child_document_id: number;
}

/** Both documents of a link, as the association rules read them. */
interface Side {
  record: DocumentRecord;
  target: Target;
  lists: AssociationLists;
}

/** api.md §10.2 wording of the structural refusals on removal. */
export const REMOVAL_REFUSALS = {
  mainWaypoint: 'as the main waypoint of the route, this waypoint can not be disassociated',
  lastWaypoint: 'as the last waypoint of the route, this waypoint can not be disassociated',
  lastRoute: 'as the last route of the outing, this route can not be disassociated',
};

/** Locks both rows (in id order, so that two calls never wait on each other) and reads them. */
async function lockAndRead(trx: Kysely<DB>, ids: number[]): Promise<Map<number, DocumentRecord>> {
  await trx
    .selectFrom('documents')
    .select('document_id')
    .where('document_id', 'in', ids)
    .orderBy('document_id')
    .forUpdate()
    .execute();
  return readDocuments(trx, ids, { withDetail: false });
}

async function sideOf(trx: Kysely<DB>, record: DocumentRecord): Promise<Side> {
  const id = record.row.document_id;
  const doc = (await permissionDocs(trx, [record])).get(id)!;
  const { lists } = await currentLinks(trx, id, record.typeName);
  return { record, target: { record, doc }, lists };
}

/** api.md §8.5: the hidden author of an anonymous xreport links it under the anonymous account. */
const recorderOf = (ctx: WriteContext, parent: Side, child: Side): WriteContext => {
  const asParent = recordedAs(ctx.user, parent.target.doc, parent.record.row.creator_id);
  return {
    ...ctx,
    user:
      asParent !== ctx.user ? asParent : recordedAs(ctx.user, child.target.doc, child.record.row.creator_id),
  };
};

/** The change of `self`'s lists when the link to `other` is added or removed. */
function changeOf(self: Side, other: Side, link: Link): LinkChange {
  const otherId = other.record.row.document_id;
  const key = keyOfLink(self.record.typeName, other.record.typeName, link.parent_document_id === otherId)!;
  return { key, other: otherId, link };
}

function planFor(self: Side, change: LinkChange, adding: boolean): AssociationPlan {
  const current = self.lists[change.key] ?? [];
  const final = {
    ...self.lists,
    [change.key]: adding ? [...current, change.other] : current.filter((x) => x !== change.other),
  };
  return adding ? { added: [change], removed: [], final } : { added: [], removed: [change], final };
}

/**
 * The domain's canAddAssociation / canRemoveAssociation (spec 3 §5) from each side: the link
 * may be changed from the association editor of either document. When both refuse, the
 * error names the document the caller has no rights on.
 */
function rightErrors(
  ctx: WriteContext,
  parent: Side,
  child: Side,
  link: Link,
  adding: boolean,
): ErrorEntry[] {
  const fromParent = changeOf(parent, child, link);
  const fromChild = changeOf(child, parent, link);
  const a = associationRightErrors(
    ctx.user,
    parent.target.doc,
    planFor(parent, fromParent, adding),
    new Map([[fromParent.other, child.target]]),
  );
  if (!a.length) return [];
  const b = associationRightErrors(
    ctx.user,
    child.target.doc,
    planFor(child, fromChild, adding),
    new Map([[fromChild.other, parent.target]]),
  );
  if (!b.length) return [];
  return canEdit(ctx.user, child.target.doc) ? b : a;
}

/** Which side carries the side effects of spec 3 §4 (the outing, the route, the xreport), else the parent. */
function subjectIsChild(parent: DocumentType, child: DocumentType): boolean {
  if (child === 'outing') return parent === 'route' || parent === 'profile';
  if (child === 'route') return parent === 'waypoint';
  if (child === 'xreport') return parent === 'route' || parent === 'outing';
  return false;
}

/** Writes the link through the update writer of the subject document (`updateForLinkChange`). */
async function writeLink(
  trx: Kysely<DB>,
  ctx: WriteContext,
  subject: Side,
  other: Side,
  link: Link,
  adding: boolean,
): Promise<boolean> {
  const change = changeOf(subject, other, link);
  return updateForLinkChange(trx, ctx, subject.record.row.document_id, {
    plan: planFor(subject, change, adding),
    change,
    otherType: other.record.typeName,
    adding,
  });
}

const linkOf = (parent: DocumentRecord, child: DocumentRecord): Link => ({
  parent_document_id: parent.row.document_id,
  parent_type: parent.row.type,
  child_document_id: child.row.document_id,
  child_type: child.row.type,
});

/** POST /associations. */
export async function addAssociation(ctx: WriteContext, body: AssociationBody): Promise<void> {
  const { parent_document_id: parentId, child_document_id: childId } = body;
  const polygonsChanged = await ctx.db.transaction().execute(async (trx) => {
    const records = await lockAndRead(trx, [parentId, childId]);
    const parentRecord = records.get(parentId);
    const childRecord = records.get(childId);
    const missing: ErrorEntry[] = [];
    if (!parentRecord || parentRecord.row.redirects_to) {
      missing.push({
        location: 'body',
        name: 'parent_document_id',
        description: 'parent document does not exist or is redirected',
      });
    }
    if (!childRecord || childRecord.row.redirects_to) {
      missing.push({
        location: 'body',
        name: 'child_document_id',
        description: 'child document does not exist or is redirected',
      });
    }
    if (missing.length) throw validationErrors(missing);
    if (parentId === childId || !isAssociationPair(parentRecord!.typeName, childRecord!.typeName)) {
      throw validationErrors([
        { location: 'body', name: 'association', description: 'invalid association type' },
      ]);
    }
    const existing = await trx
      .selectFrom('associations')
      .select('parent_document_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('parent_document_id', '=', parentId), eb('child_document_id', '=', childId)]),
          eb.and([eb('parent_document_id', '=', childId), eb('child_document_id', '=', parentId)]),
        ]),
      )
      .executeTakeFirst();
    if (existing) throw badRequest('association (or its back-link) exists already');

    const parent = await sideOf(trx, parentRecord!);
    const child = await sideOf(trx, childRecord!);
    // api.md §8.3, spec 3 §5: an indoor-climbing waypoint cannot be linked to a route.
    if (parent.record.typeName === 'waypoint' && child.record.typeName === 'route') {
      const indoor = targetErrors('route', { waypoints: [parentId] }, new Map([[parentId, parent.target]]));
      if (indoor.length) throw validationErrors(indoor);
    }
    const link = linkOf(parent.record, child.record);
    const refused = rightErrors(ctx, parent, child, link, true);
    if (refused.length) throw validationErrors(refused);

    const [subject, other] = subjectIsChild(parent.record.typeName, child.record.typeName)
      ? [child, parent]
      : [parent, child];
    return writeLink(trx, recorderOf(ctx, parent, child), subject, other, link, true);
  });
  if (polygonsChanged) ctx.polygons.invalidate();
}

/** DELETE /associations: either direction of the body is accepted (api.md §10.2). */
export async function removeAssociation(ctx: WriteContext, body: AssociationBody): Promise<void> {
  const polygonsChanged = await ctx.db.transaction().execute(async (trx) => {
    const ids = [body.parent_document_id, body.child_document_id];
    const found = await trx
      .selectFrom('associations')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('parent_document_id', '=', ids[0]!), eb('child_document_id', '=', ids[1]!)]),
          eb.and([eb('parent_document_id', '=', ids[1]!), eb('child_document_id', '=', ids[0]!)]),
        ]),
      )
      .executeTakeFirst();
    if (!found) throw badRequest('association does not exist');
    const parentId = Number(found.parent_document_id);
    const childId = Number(found.child_document_id);
    const records = await lockAndRead(trx, [parentId, childId]);
    // Re-read under the locks: a concurrent call may have removed it meanwhile.
    const still = await trx
      .selectFrom('associations')
      .select('parent_document_id')
      .where('parent_document_id', '=', parentId)
      .where('child_document_id', '=', childId)
      .executeTakeFirst();
    if (!still) throw badRequest('association does not exist');
    const parent = await sideOf(trx, records.get(parentId)!);
    const child = await sideOf(trx, records.get(childId)!);
    const pair = `${parent.record.row.type}${child.record.row.type}` as `${DocumentLetter}${DocumentLetter}`;

    // api.md §10.2: a route keeps its main waypoint and one waypoint at least, an outing one route.
    if (pair === 'wr') {
      if (Number(child.record.attributes.main_waypoint_id) === parentId)
        throw badRequest(REMOVAL_REFUSALS.mainWaypoint);
      if ((child.lists.waypoints ?? []).filter((id) => id !== parentId).length === 0)
        throw badRequest(REMOVAL_REFUSALS.lastWaypoint);
    }
    if (pair === 'ro' && (child.lists.routes ?? []).filter((id) => id !== parentId).length === 0) {
      throw badRequest(REMOVAL_REFUSALS.lastRoute);
    }
    const link = linkOf(parent.record, child.record);
    const refused = rightErrors(ctx, parent, child, link, false);
    if (refused.length) throw validationErrors(refused);

    const [subject, other] = subjectIsChild(parent.record.typeName, child.record.typeName)
      ? [child, parent]
      : [parent, child];
    return writeLink(trx, recorderOf(ctx, parent, child), subject, other, link, false);
  });
  if (polygonsChanged) ctx.polygons.invalidate();
}
