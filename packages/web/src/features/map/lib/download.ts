/** Media types of the trace downloads; the file itself is saved by `lib/download-file.ts`. */
export const GPX_MIME = 'application/gpx+xml';
export const KML_MIME = 'application/vnd.google-earth.kml+xml';
export const GEOJSON_MIME = 'application/geo+json';
