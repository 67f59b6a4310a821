import { documentPath, outingsCsv as csvOf, ratingSummary } from '@cairn/domain';
import { regionOf, titleOf, type Listing } from '../../../lib/documents.ts';

/** Spec 3 §7 "outings.csv" from outing listings, the same file as the server's `GET /outings.csv`; links on `origin`. */
export function outingsCsv(outings: readonly Listing[], origin: string): string {
  return csvOf(
    outings.map((outing) => ({
      document_id: outing.document_id,
      date_start: outing.date_start,
      date_end: outing.date_end,
      title: titleOf(outing),
      activities: outing.activities,
      region: regionOf(outing),
      elevation_max: outing.elevation_max,
      height_diff_up: outing.height_diff_up,
      ratings: ratingSummary(outing),
      condition_rating: outing.condition_rating,
      author: (outing.author as { name?: string } | null | undefined)?.name,
      url: origin + documentPath('outings', outing.document_id),
    })),
  );
}
