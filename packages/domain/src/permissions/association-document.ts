import type { PermissionDocument } from './permission-types.ts';

/** A document on one side of an association, with what the association rules read. */
export interface AssociationDocument extends PermissionDocument {
  document_id: number;
  waypoint_type?: string | null;
  main_waypoint_id?: number | null;
  /** Current associations by key (api.md §5.3), as far as known. */
  associations?: Partial<Record<string, readonly { document_id: number }[]>> | null;
}

/** Whether `doc` lists `id` in any of its association lists. */
export const isAssociatedWith = (doc: AssociationDocument, id: number): boolean =>
  Object.values(doc.associations ?? {}).some((list) => list?.some((d) => d.document_id === id));

/** Number of documents in one association list, or undefined when unknown. */
export const countOf = (doc: AssociationDocument, key: string): number | undefined =>
  doc.associations?.[key]?.length;
