/** Valid association type pairs and their direction (fields.md §15, api.md §10.1). */
import type { DocumentType } from '../documents/document-types.ts';

/** [parent, child] pairs; direction matters for POST /associations. */
export const ASSOCIATION_PAIRS: readonly (readonly [DocumentType, DocumentType])[] = [
  ['route', 'outing'],
  ['profile', 'outing'],
  ['waypoint', 'waypoint'],
  ['route', 'route'],
  ['waypoint', 'route'],
  ['image', 'image'],
  ['waypoint', 'image'],
  ['outing', 'image'],
  ['route', 'image'],
  ['profile', 'image'],
  ['area', 'image'],
  ['article', 'article'],
  ['article', 'image'],
  ['waypoint', 'article'],
  ['outing', 'article'],
  ['route', 'article'],
  ['profile', 'article'],
  ['book', 'route'],
  ['book', 'article'],
  ['book', 'image'],
  ['book', 'waypoint'],
  ['waypoint', 'xreport'],
  ['profile', 'xreport'],
  ['route', 'xreport'],
  ['outing', 'xreport'],
  ['xreport', 'article'],
  ['xreport', 'image'],
];

/** Whether `parent` → `child` is a valid pair in that direction. */
export const isAssociationPair = (parent: DocumentType, child: DocumentType): boolean =>
  ASSOCIATION_PAIRS.some(([p, c]) => p === parent && c === child);

/** Whether two types may be associated in either direction. */
export const canBeAssociated = (a: DocumentType, b: DocumentType): boolean =>
  isAssociationPair(a, b) || isAssociationPair(b, a);

interface Side {
  type: DocumentType;
  document_id: number;
}

/**
 * The POST /associations body for linking `doc` with `other` (spec 2 §7): the order follows
 * the type pair; between two waypoints it follows the list `other` is added to — in
 * `waypoints` (parents) `other` is the parent, in `waypoint_children` the child. Null when
 * the pair is invalid.
 */
export function associationBody(
  doc: Side,
  other: Side,
  list?: string,
): { parent_document_id: number; child_document_id: number } | null {
  const forward = { parent_document_id: doc.document_id, child_document_id: other.document_id };
  const backward = { parent_document_id: other.document_id, child_document_id: doc.document_id };
  if (doc.type === 'waypoint' && other.type === 'waypoint') return list === 'waypoints' ? backward : forward;
  if (isAssociationPair(doc.type, other.type)) return forward;
  if (isAssociationPair(other.type, doc.type)) return backward;
  return null;
}
