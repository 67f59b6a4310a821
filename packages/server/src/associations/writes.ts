/**
 * Association lists of create and update (api.md §8.2, §8.4): for each key present the set
 * is replaced — missing links added, extra links removed — under the domain's association
 * rules (canAddAssociation, canRemoveAssociation; api.md §10.2), with association_log rows.
 */
import type { Kysely } from 'kysely';
import {
  ASSOCIATION_KEY_TYPES,
  canAddAssociation,
  canRemoveAssociation,
  type AssociationDocument,
  type AssociationKey,
  type DocumentType,
  type PermissionUser,
} from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import type { ErrorEntry } from '../errors.ts';
import { insertAssociations } from './insert.ts';
import { newLink, type AssociationLists, type Link, type Target } from './targets.ts';

export interface LinkChange {
  key: AssociationKey;
  other: number;
  link: Link;
}

export interface AssociationPlan {
  added: LinkChange[];
  removed: LinkChange[];
  /** The lists after the change (current lists for keys absent from the body). */
  final: AssociationLists;
}

/** What changes when the present keys of `wanted` replace the current lists. */
export function planAssociations(
  id: number,
  type: DocumentType,
  current: { byKey: Map<AssociationKey, Link[]>; lists: AssociationLists; otherOf: (l: Link) => number },
  wanted: AssociationLists,
): AssociationPlan {
  const plan: AssociationPlan = { added: [], removed: [], final: { ...current.lists, ...wanted } };
  for (const [key, ids] of Object.entries(wanted) as [AssociationKey, number[]][]) {
    const links = current.byKey.get(key) ?? [];
    const have = new Set(links.map(current.otherOf));
    for (const other of ids)
      if (!have.has(other)) plan.added.push({ key, other, link: newLink(id, type, key, other) });
    for (const link of links) {
      const other = current.otherOf(link);
      if (!ids.includes(other)) plan.removed.push({ key, other, link });
    }
  }
  return plan;
}

const without = (lists: AssociationLists, key: AssociationKey, id: number): AssociationLists => ({
  ...lists,
  [key]: (lists[key] ?? []).filter((x) => x !== id),
});

const asRefs = (lists: AssociationLists) =>
  Object.fromEntries(
    Object.entries(lists).map(([k, ids]) => [k, (ids ?? []).map((document_id) => ({ document_id }))]),
  );

/**
 * api.md §10.2 through the domain: 400 `no rights to modify associations with …` for every
 * link the user may not add or remove. `doc` is the document as it will be after the write.
 * `eitherSide`: an added link also holds when the other document's association editor may
 * add `doc` (as `POST /associations` allows) — a new image is added from the images box of
 * the document it illustrates (spec 2 §5 upload), e.g. its author's own xreport.
 */
export function associationRightErrors(
  user: PermissionUser,
  doc: AssociationDocument,
  plan: AssociationPlan,
  targets: Map<number, Target>,
  eitherSide = false,
): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  const refuse = (c: LinkChange) =>
    errors.push({
      location: 'body',
      name: `associations.${c.key}`,
      description: `no rights to modify associations with ${ASSOCIATION_KEY_TYPES[c.key]} ${c.other}`,
    });
  for (const c of plan.added) {
    const target = targets.get(c.other);
    const self = { ...doc, associations: asRefs(without(plan.final, c.key, c.other)) };
    if (!target || canAddAssociation(user, self, target.doc)) continue;
    if (!eitherSide || !canAddAssociation(user, target.doc, doc)) refuse(c);
  }
  for (const c of plan.removed) {
    const target = targets.get(c.other);
    const lists = { ...plan.final, [c.key]: [...(plan.final[c.key] ?? []), c.other] };
    if (target && !canRemoveAssociation(user, { ...doc, associations: asRefs(lists) }, target.doc)) refuse(c);
  }
  return errors;
}

/** Writes the plan: removed links go with a log row (is_creation false), added ones with insertAssociations. */
export async function applyAssociations(
  db: Kysely<DB>,
  plan: AssociationPlan,
  userId: number,
): Promise<number[]> {
  const now = new Date();
  for (const { link } of plan.removed) {
    await db
      .deleteFrom('associations')
      .where('parent_document_id', '=', link.parent_document_id)
      .where('child_document_id', '=', link.child_document_id)
      .execute();
  }
  if (plan.removed.length) {
    await db
      .insertInto('association_log')
      .values(
        plan.removed.map(({ link }) => ({ ...link, user_id: userId, is_creation: false, written_at: now })),
      )
      .execute();
  }
  await insertAssociations(
    db,
    plan.added.map(({ link }) => ({ ...link, user_id: userId, written_at: now })),
  );
  return [...plan.added, ...plan.removed].map((c) => c.other);
}
