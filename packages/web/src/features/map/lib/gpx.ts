import type { Position } from '@cairn/domain';
import { escapeXml, exportPosition, type ExportFeature } from './export-feature.ts';

const point = (tag: 'wpt' | 'trkpt', position: Position, inner = ''): string => {
  const { lon, lat, ele, time } = exportPosition(position);
  const children = `${ele === undefined ? '' : `<ele>${ele}</ele>`}${time ? `<time>${time}</time>` : ''}${inner}`;
  return `<${tag} lat="${lat}" lon="${lon}">${children}</${tag}>`;
};

const track = (name: string, segments: Position[][]): string =>
  `<trk><name>${escapeXml(name)}</name>${segments
    .map((segment) => `<trkseg>${segment.map((p) => point('trkpt', p)).join('')}</trkseg>`)
    .join('')}</trk>`;

/**
 * GPX 1.1 of the features (spec 3 §1 "Download of traces"): points become waypoints, lines
 * tracks with one segment per part; polygon rings are written as track segments, since GPX
 * has no surfaces and a closed track is what GPS devices show for an outline.
 */
export function toGpx(features: ExportFeature[]): string {
  const body = features
    .map(({ name, geometry }) => {
      switch (geometry.type) {
        case 'Point':
          return point('wpt', geometry.coordinates, `<name>${escapeXml(name)}</name>`);
        case 'LineString':
          return track(name, [geometry.coordinates]);
        case 'MultiLineString':
        case 'Polygon':
          return track(name, geometry.coordinates);
        case 'MultiPolygon':
          return track(name, geometry.coordinates.flat());
      }
    })
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<gpx version="1.1" creator="Cairn" xmlns="http://www.topografix.com/GPX/1/1">' +
    body +
    '</gpx>'
  );
}
