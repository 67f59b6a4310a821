/**
 * Spec 3 §7 "outings.csv": the outings download, one row per outing. The server answers
 * `GET /outings.csv` with it and the web app builds the same file from outing listings.
 */
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

export type OutingCsvRow = Record<(typeof OUTINGS_CSV_COLUMNS)[number], unknown>;

/** RFC 4180 field: quoted when it holds a comma, a quote or a line break; lists joined by ';'. */
export const csvField = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : Array.isArray(value) ? value.join(';') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The header and one CRLF-ended line per row. */
export function outingsCsv(rows: Iterable<OutingCsvRow>): string {
  const lines = [OUTINGS_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(OUTINGS_CSV_COLUMNS.map((column) => csvField(row[column])).join(','));
  return lines.map((line) => `${line}\r\n`).join('');
}
