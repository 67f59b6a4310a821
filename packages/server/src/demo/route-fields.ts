/**
 * The read-only route fields of generated data (api.md §8.6): `calculated_duration` and
 * `public_transportation_rating`, computed by the same function as a write through the API
 * (documents/write/computed-fields.ts), from the route's figures and its linked access waypoints.
 */
import { accessPointOf, routeFields } from '../documents/write/computed-fields.ts';
import type { AccessPoint } from '../documents/write/transport-rating.ts';
import type { DemoAssociation, DemoDocument } from './types.ts';

/**
 * The documents with their routes' computed fields filled in (same order, other documents
 * untouched). `known` resolves waypoints loaded before (the demo guidebook under a synthetic batch).
 */
export function withRouteFields(
  documents: DemoDocument[],
  associations: DemoAssociation[],
  known: ReadonlyMap<number, DemoDocument> = new Map(),
): DemoDocument[] {
  const byId = new Map(documents.map((d) => [d.document_id, d]));
  const find = (id: number) => byId.get(id) ?? known.get(id);
  const access = new Map<number, AccessPoint[]>();
  for (const a of associations) {
    const parent = find(a.parent_document_id);
    if (parent?.type !== 'w' || byId.get(a.child_document_id)?.type !== 'r') continue;
    const point = accessPointOf(parent.attributes, parent.geometry?.geom);
    if (point) access.set(a.child_document_id, [...(access.get(a.child_document_id) ?? []), point]);
  }
  return documents.map((d) =>
    d.type === 'r'
      ? {
          ...d,
          attributes: { ...d.attributes, ...routeFields(d.attributes, access.get(d.document_id) ?? []) },
        }
      : d,
  );
}
