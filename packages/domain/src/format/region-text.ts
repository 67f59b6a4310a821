import { AREA_TYPES } from '../enums/document-kinds.ts';

/** An area as embedded in documents, reduced to what the region text needs. */
export interface RegionArea {
  area_type?: string | null;
  title: string;
}

/**
 * fields.md §1: the region text of cards and lists: ranges, then administrative limits, then
 * countries, joined by " - " (order inside a kind kept; areas without a known type dropped).
 */
export function regionText(areas: readonly RegionArea[]): string {
  return AREA_TYPES.flatMap((type) =>
    areas.filter((a) => a.area_type === type && a.title).map((a) => a.title),
  ).join(' - ');
}
