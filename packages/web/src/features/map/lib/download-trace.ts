import type { DocumentType } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { GEOJSON_MIME, GPX_MIME, KML_MIME } from './download.ts';
import { downloadName } from './download-name.ts';
import { toGeoJson } from './geojson.ts';
import { toGpx } from './gpx.ts';
import { toKml } from './kml.ts';
import { exportFeaturesOf } from './map-documents.ts';

export type TraceFormat = 'gpx' | 'kml' | 'geojson';

/**
 * Spec 3 §5: the map box's downloads, a document's geometry as a GPX, KML or GeoJSON file named
 * after its id, title and (outings) date; nothing without a feature. Loaded at the first click
 * (the map's chunk imports it too), so the box's buttons weigh nothing on the first paint.
 */
export function downloadTrace(
  type: DocumentType,
  doc: FullDocument,
  title: string,
  format: TraceFormat,
): void {
  const features = exportFeaturesOf(doc, title);
  if (features.length === 0) return;
  const name = downloadName(
    {
      document_id: doc.document_id,
      title,
      date_start: doc.date_start as string | undefined,
      isOuting: type === 'outing',
    },
    format,
  );
  if (format === 'gpx') downloadFile(toGpx(features), name, GPX_MIME);
  else if (format === 'kml') downloadFile(toKml(features), name, KML_MIME);
  else downloadFile(toGeoJson(features), name, GEOJSON_MIME);
}
