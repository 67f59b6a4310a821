/**
 * The documents named in a body's association lists (api.md §8.3, §8.4): loaded once, checked
 * for existence, redirect and type, and described the way the domain's association rules read
 * them (spec 3 §5, api.md §10.2).
 */
import { sql, type Kysely } from 'kysely';
import {
  ASSOCIATION_KEY_TYPES,
  associationKeyOf,
  isAssociationPair,
  TYPE_LETTERS,
  UPDATABLE_ASSOCIATION_KEYS,
  type AssociationDocument,
  type AssociationKey,
  type DocumentType,
} from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import type { ErrorEntry } from '../errors.ts';
import { readDocuments, type DocumentRecord } from '../documents/read/read.ts';
import { anonymousAuthors } from '../documents/write/anonymous-authors.ts';

export type AssociationLists = Partial<Record<AssociationKey, number[]>>;

export interface Target {
  record: DocumentRecord;
  /** The document as the domain's association rules read it. */
  doc: AssociationDocument;
}

/** Profiles linked to documents (outing participants, xreport users), by document. */
export async function associatedUserIds(db: Kysely<DB>, ids: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('associations')
    .select(['parent_document_id', 'child_document_id'])
    .where('parent_type', '=', 'u')
    .where('child_document_id', 'in', ids)
    .execute();
  for (const r of rows) out.get(Number(r.child_document_id))?.push(Number(r.parent_document_id));
  return out;
}

/** The attributes the permission and association rules read. */
export const attributePermissions = (a: Record<string, unknown>) => ({
  article_type: (a.article_type as string | null | undefined) ?? null,
  image_type: (a.image_type as string | null | undefined) ?? null,
  waypoint_type: (a.waypoint_type as string | null | undefined) ?? null,
  main_waypoint_id: a.main_waypoint_id == null ? null : Number(a.main_waypoint_id),
});

/** `hiddenAuthor`: the real author of an anonymous xreport, who holds the author's rights. */
export function permissionDoc(
  record: DocumentRecord,
  userIds: number[] = [],
  hiddenAuthor?: number,
): AssociationDocument {
  return {
    ...attributePermissions(record.attributes),
    type: record.typeName,
    document_id: record.row.document_id,
    protected: record.row.protected,
    creator_id: hiddenAuthor ?? (record.row.creator_id == null ? null : Number(record.row.creator_id)),
    associated_user_ids: userIds,
    created_at: record.row.created_at,
  };
}

/** The documents as the permission rules read them: linked users and hidden authors loaded. */
export async function permissionDocs(
  db: Kysely<DB>,
  records: Iterable<DocumentRecord>,
): Promise<Map<number, AssociationDocument>> {
  const list = [...records];
  const users = await associatedUserIds(
    db,
    list.map((r) => r.row.document_id),
  );
  const authors = await anonymousAuthors(
    db,
    list.filter((r) => r.typeName === 'xreport' || r.typeName === 'image').map((r) => r.row.document_id),
  );
  return new Map(
    list.map((r) => [
      r.row.document_id,
      permissionDoc(r, users.get(r.row.document_id), authors.get(r.row.document_id)),
    ]),
  );
}

/** Loads the documents of the lists; unknown ids are simply absent from the map. */
export async function loadTargets(db: Kysely<DB>, lists: AssociationLists): Promise<Map<number, Target>> {
  const ids = [...new Set(Object.values(lists).flat())];
  const records = await readDocuments(db, ids, { withDetail: false });
  const docs = await permissionDocs(db, records.values());
  return new Map([...records].map(([id, record]) => [id, { record, doc: docs.get(id)! }]));
}

/** api.md §8.3: every id exists, is not merged and has the key's type. */
export function targetErrors(
  type: DocumentType,
  lists: AssociationLists,
  targets: Map<number, Target>,
): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  for (const [key, ids] of Object.entries(lists) as [AssociationKey, number[]][]) {
    const name = `associations.${key}`;
    const expected = ASSOCIATION_KEY_TYPES[key];
    for (const id of ids) {
      const target = targets.get(id);
      if (!target || target.record.row.redirects_to) {
        errors.push({
          location: 'body',
          name,
          description: `document "${id}" does not exist or is redirected`,
        });
      } else if (target.record.typeName !== expected) {
        errors.push({
          location: 'body',
          name,
          description: `document "${id}" is not of type "${TYPE_LETTERS[expected]}"`,
        });
      } else if (type === 'route' && key === 'waypoints' && target.doc.waypoint_type === 'climbing_indoor') {
        // api.md §8.3: a climbing_indoor waypoint cannot be linked to a route.
        errors.push({
          location: 'body',
          name: 'associations.climbing_indoor_waypoint',
          description: `document "${id}" is a climbing_indoor waypoint`,
        });
      }
    }
  }
  return errors;
}

export interface Link {
  parent_document_id: number;
  parent_type: string;
  child_document_id: number;
  child_type: string;
}

/** Which key of `type`'s lists a link to `otherType` belongs to, `otherIsParent` giving the direction. */
export function keyOfLink(
  type: DocumentType,
  otherType: DocumentType,
  otherIsParent: boolean,
): AssociationKey | undefined {
  if (type === 'waypoint' && otherType === 'waypoint')
    return otherIsParent ? 'waypoints' : 'waypoint_children';
  // api.md §5.3: `images` are those where the document is the parent.
  if (otherType === 'image' && type !== 'image' && otherIsParent) return undefined;
  return associationKeyOf(otherType);
}

/** The current updatable association lists of a document, with the links behind them. */
export async function currentLinks(db: Kysely<DB>, id: number, type: DocumentType) {
  const rows = await sql<Link>`
    SELECT parent_document_id, parent_type, child_document_id, child_type FROM associations
    WHERE parent_document_id = ${id} OR child_document_id = ${id}`.execute(db);
  const byKey = new Map<AssociationKey, Link[]>();
  const letters = Object.entries(TYPE_LETTERS);
  for (const link of rows.rows) {
    const otherIsParent = Number(link.child_document_id) === id;
    const otherLetter = otherIsParent ? link.parent_type : link.child_type;
    const otherType = letters.find(([, l]) => l === otherLetter)?.[0] as DocumentType | undefined;
    const key = otherType && keyOfLink(type, otherType, otherIsParent);
    if (!key || !UPDATABLE_ASSOCIATION_KEYS[type].includes(key)) continue;
    byKey.set(key, [
      ...(byKey.get(key) ?? []),
      {
        ...link,
        parent_document_id: Number(link.parent_document_id),
        child_document_id: Number(link.child_document_id),
      },
    ]);
  }
  const otherOf = (l: Link) => (l.parent_document_id === id ? l.child_document_id : l.parent_document_id);
  const lists: AssociationLists = Object.fromEntries([...byKey].map(([k, links]) => [k, links.map(otherOf)]));
  return { byKey, lists, otherOf };
}

/** The link written for a new association of `id` with `other` under `key` (api.md §10.1 directions). */
export function newLink(id: number, type: DocumentType, key: AssociationKey, other: number): Link {
  const otherType = ASSOCIATION_KEY_TYPES[key];
  const self = { id, letter: TYPE_LETTERS[type] };
  const them = { id: other, letter: TYPE_LETTERS[otherType] };
  const otherIsParent =
    type === 'waypoint' && otherType === 'waypoint'
      ? key === 'waypoints'
      : !isAssociationPair(type, otherType);
  const [parent, child] = otherIsParent ? [them, self] : [self, them];
  return {
    parent_document_id: parent.id,
    parent_type: parent.letter,
    child_document_id: child.id,
    child_type: child.letter,
  };
}
