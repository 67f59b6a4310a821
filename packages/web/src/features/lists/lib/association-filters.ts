import type { DocumentLetter, DocumentType } from '@cairn/domain';
import { splitValues } from '../../../lib/list-query.ts';

/** Spec 1 §2.5 / fields.md §13.1: associations offered as filters, by list type. */
export const ASSOCIATION_FILTERS: Partial<Record<DocumentType, readonly DocumentLetter[]>> = {
  outing: ['a', 'r', 'w', 'u'],
  route: ['a', 'w'],
  waypoint: ['a'],
};

/** The document ids of one association filter's address value (`a=12,34`). */
export const associationIds = (value: string | undefined): number[] =>
  splitValues(value)
    .filter((id) => /^\d+$/.test(id))
    .map(Number);

/** The address value with one more id (a comma list, each id once). */
export function withAssociationId(value: string | undefined, id: number): string {
  const values = splitValues(value);
  return (values.includes(String(id)) ? values : [...values, String(id)]).join(',');
}
