import type { Geometry, Position } from '@cairn/domain';
import { escapeXml, exportPosition, type ExportFeature } from './export-feature.ts';

const coordinates = (positions: Position[]): string =>
  `<coordinates>${positions
    .map((position) => {
      const { lon, lat, ele } = exportPosition(position);
      return ele === undefined ? `${lon},${lat}` : `${lon},${lat},${ele}`;
    })
    .join(' ')}</coordinates>`;

/** ISO times of a line, or undefined unless every position has one. */
const timesOf = (line: Position[]): string[] | undefined => {
  const times = line.map((p) => exportPosition(p).time);
  return times.every((t): t is string => t !== undefined) ? times : undefined;
};

/**
 * A timed line as a gx:Track (KML's extension for tracks): its `when` times, then one `gx:coord`
 * per position ("lon lat ele", space-separated), so times survive a round trip.
 */
const track = (line: Position[], times: string[]): string =>
  `<gx:Track>${times.map((t) => `<when>${t}</when>`).join('')}${line
    .map((position) => {
      const { lon, lat, ele } = exportPosition(position);
      return `<gx:coord>${lon} ${lat}${ele === undefined ? '' : ` ${ele}`}</gx:coord>`;
    })
    .join('')}</gx:Track>`;

/** A line: a gx:Track when every position has a time, else a LineString. */
const lineKml = (line: Position[]): string => {
  const times = timesOf(line);
  return times ? track(line, times) : `<LineString>${coordinates(line)}</LineString>`;
};

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
      return lineKml(geometry.coordinates);
    case 'MultiLineString': {
      const times = geometry.coordinates.map(timesOf);
      // Every part timed: a gx:MultiTrack, which readers take as one track of several parts.
      if (times.every((t): t is string[] => t !== undefined))
        return `<gx:MultiTrack>${geometry.coordinates.map((line, i) => track(line, times[i]!)).join('')}</gx:MultiTrack>`;
      return `<MultiGeometry>${geometry.coordinates
        .map((line) => `<LineString>${coordinates(line)}</LineString>`)
        .join('')}</MultiGeometry>`;
    }
    case 'Polygon':
      return polygon(geometry.coordinates);
    case 'MultiPolygon':
      return `<MultiGeometry>${geometry.coordinates.map(polygon).join('')}</MultiGeometry>`;
  }
}

/**
 * KML 2.2 of the features, one placemark each; lines with a time at every position are
 * gx:Track (namespace `gx`, Google's KML extension), so the times are kept.
 */
export function toKml(features: ExportFeature[]): string {
  const placemarks = features
    .map(
      ({ name, geometry }) =>
        `<Placemark><name>${escapeXml(name)}</name>${geometryKml(geometry)}</Placemark>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>' +
    placemarks +
    '</Document></kml>'
  );
}
