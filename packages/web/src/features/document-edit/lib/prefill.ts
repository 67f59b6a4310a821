/**
 * What an add form starts with when opened from a document (issue 12 §6): "add an outing"
 * from a route links the route, "add a route" from a waypoint links the waypoint (and makes it
 * the main one), "add an xreport" from an outing or a route links it. The signed-in user is a
 * participant of every new outing (spec 2 §5: an outing needs its users).
 */
import {
  associationKeyOf,
  catalogOf,
  UPDATABLE_ASSOCIATION_KEYS,
  LETTER_TYPES,
  type DocumentLetter,
  type DocumentType,
} from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import type { Session } from '../../../lib/session.ts';
import type { AssociatedItem, FormAssociations, Prefill } from './form-document.ts';

/** The association list of `type` that holds documents of `other` (a waypoint's parents for waypoints). */
function keyFor(type: DocumentType, other: DocumentType) {
  const key = associationKeyOf(other);
  return UPDATABLE_ASSOCIATION_KEYS[type].includes(key) ? key : null;
}

export function prefillOf(
  type: DocumentType,
  documents: readonly FullDocument[],
  session: Session | null,
): Prefill {
  const associations: FormAssociations = {};
  const fields: Record<string, unknown> = {};
  for (const doc of documents) {
    const other = LETTER_TYPES[doc.type as DocumentLetter];
    if (!other) continue;
    const key = keyFor(type, other);
    if (!key) continue;
    const item = { ...doc } as AssociatedItem;
    (associations[key] ??= []).push(item);
    if (type === 'route' && other === 'waypoint' && fields.main_waypoint_id === undefined)
      fields.main_waypoint_id = doc.document_id;
  }
  if (type === 'outing' && session && !associations.users?.some((u) => u.document_id === session.id)) {
    const me = { document_id: session.id, type: 'u', name: session.name } as unknown as AssociatedItem;
    associations.users = [me, ...(associations.users ?? [])];
  }
  // The activities of the document it starts from, where the new one has activities.
  const first = documents[0] as { activities?: unknown } | undefined;
  const allowed = catalogOf(type).activities;
  const activities = Array.isArray(first?.activities)
    ? (first.activities as string[]).filter((a) => allowed.includes(a))
    : undefined;
  return { associations, fields, activities };
}
