/** Spec 3 §5 "Files and geometry": the title part of a download name is cut at 100 characters. */
export const DOWNLOAD_TITLE_LENGTH = 100;

/** Characters no common file system accepts in a name, and control characters. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[/\\?%*:|"<>\u0000-\u001f\u007f]/g;

/**
 * Spec 3 §5: the download file name is built from the id, the title (at most 100 characters)
 * and, for outings, date_start; forbidden characters are replaced and spaces become underscores.
 */
export function downloadName(
  doc: { document_id: number; title?: string | null; date_start?: string | null; isOuting?: boolean },
  extension: 'gpx' | 'kml' | 'geojson',
): string {
  const parts = [String(doc.document_id)];
  const title = (doc.title ?? '').trim().slice(0, DOWNLOAD_TITLE_LENGTH);
  if (title) parts.push(title);
  if (doc.isOuting && doc.date_start) parts.push(doc.date_start);
  const base = parts.join('_').replace(FORBIDDEN, '-').replace(/\s+/g, '_');
  return `${base}.${extension}`;
}
