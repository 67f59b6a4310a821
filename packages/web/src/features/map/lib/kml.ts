import type { Geometry, Position } from '@cairn/domain';
import { escapeXml, exportPosition, type ExportFeature } from './export-feature.ts';

const coordinates = (positions: Position[]): string =>
  `<coordinates>${positions
    .map((position) => {
      const { lon, lat, ele } = exportPosition(position);
      return ele === undefined ? `${lon},${lat}` : `${lon},${lat},${ele}`;
    })
    .join(' ')}</coordinates>`;

const polygon = (rings: Position[][]): string =>
  `<Polygon>${rings
    .map((ring, index) =>
      index === 0
        ? `<outerBoundaryIs><LinearRing>${coordinates(ring)}</LinearRing></outerBoundaryIs>`
        : `<innerBoundaryIs><LinearRing>${coordinates(ring)}</LinearRing></innerBoundaryIs>`,
    )
    .join('')}</Polygon>`;

function geometryKml(geometry: Geometry): string {
  switch (geometry.type) {
    case 'Point':
      return `<Point>${coordinates([geometry.coordinates])}</Point>`;
    case 'LineString':
      return `<LineString>${coordinates(geometry.coordinates)}</LineString>`;
    case 'MultiLineString':
      return `<MultiGeometry>${geometry.coordinates
        .map((line) => `<LineString>${coordinates(line)}</LineString>`)
        .join('')}</MultiGeometry>`;
    case 'Polygon':
      return polygon(geometry.coordinates);
    case 'MultiPolygon':
      return `<MultiGeometry>${geometry.coordinates.map(polygon).join('')}</MultiGeometry>`;
  }
}

/** KML 2.2 of the features, one placemark each (times are left out: KML tracks need gx:Track). */
export function toKml(features: ExportFeature[]): string {
  const placemarks = features
    .map(
      ({ name, geometry }) =>
        `<Placemark><name>${escapeXml(name)}</name>${geometryKml(geometry)}</Placemark>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
    placemarks +
    '</Document></kml>'
  );
}
