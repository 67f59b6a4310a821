import { documentPath, ratingSummary } from '@cairn/domain';
import { regionOf, titleOf, type Listing } from '../../../lib/documents.ts';

/** The columns of outings.csv, the same as the server's `GET /outings.csv`. */
export const OUTINGS_CSV_COLUMNS = [
  'document_id',
  'date_start',
  'date_end',
  'title',
  'activities',
  'region',
  'elevation_max',
  'height_diff_up',
  'ratings',
  'condition_rating',
  'author',
  'url',
] as const;

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break; lists joined by ';'. */
export const csvField = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Spec 3 §7 "outings.csv": one row per outing listing, links on `origin` (the site's address). */
export function outingsCsv(outings: readonly Listing[], origin: string): string {
  const rows = outings.map((outing) =>
    [
      outing.document_id,
      outing.date_start,
      outing.date_end,
      titleOf(outing),
      outing.activities,
      regionOf(outing),
      outing.elevation_max,
      outing.height_diff_up,
      ratingSummary(outing),
      outing.condition_rating,
      (outing.author as { name?: string } | null | undefined)?.name,
      origin + documentPath('outings', outing.document_id),
    ]
      .map(csvField)
      .join(','),
  );
  return [OUTINGS_CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}
