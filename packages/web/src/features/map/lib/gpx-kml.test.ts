import { describe, expect, it } from 'vitest';
import { toMercator, type Geometry } from '@cairn/domain';
import { toGpx } from './gpx.ts';
import { toKml } from './kml.ts';
import { toGeoJson } from './geojson.ts';

const m = (lon: number, lat: number, ...rest: number[]) => [...toMercator(lon, lat), ...rest];

const point: Geometry = { type: 'Point', coordinates: m(6.5, 45.5) };
const track: Geometry = {
  type: 'LineString',
  coordinates: [m(6.5, 45.5, 1000, 1_700_000_000), m(6.51, 45.51, 1012.34, 1_700_000_060)],
};
const area: Geometry = {
  type: 'Polygon',
  coordinates: [[m(6, 45), m(7, 45), m(7, 46), m(6, 45)]],
};

describe('GPX serialisation', () => {
  it.each([
    {
      name: 'a point is a waypoint with its name',
      geometry: point,
      gpx: '<wpt lat="45.5" lon="6.5"><name>Col &amp; &lt;lac&gt;</name></wpt>',
    },
    {
      name: 'a line is a track with elevation and ISO time',
      geometry: track,
      gpx:
        '<trk><name>Col &amp; &lt;lac&gt;</name><trkseg>' +
        '<trkpt lat="45.5" lon="6.5"><ele>1000</ele><time>2023-11-14T22:13:20.000Z</time></trkpt>' +
        '<trkpt lat="45.51" lon="6.51"><ele>1012.3</ele><time>2023-11-14T22:14:20.000Z</time></trkpt>' +
        '</trkseg></trk>',
    },
    {
      name: 'a polygon ring is a closed track segment',
      geometry: area,
      gpx:
        '<trk><name>Col &amp; &lt;lac&gt;</name><trkseg><trkpt lat="45" lon="6"></trkpt><trkpt lat="45" lon="7"></trkpt>' +
        '<trkpt lat="46" lon="7"></trkpt><trkpt lat="45" lon="6"></trkpt></trkseg></trk>',
    },
  ])('$name', ({ geometry, gpx }) => {
    expect(toGpx([{ name: 'Col & <lac>', geometry }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><gpx version="1.1" creator="Cairn" xmlns="http://www.topografix.com/GPX/1/1">' +
        gpx +
        '</gpx>',
    );
  });
});

describe('KML serialisation', () => {
  it.each([
    { name: 'point', geometry: point, kml: '<Point><coordinates>6.5,45.5</coordinates></Point>' },
    {
      name: 'line with elevations',
      geometry: { type: 'LineString', coordinates: track.coordinates.map((p) => p.slice(0, 3)) } as Geometry,
      kml: '<LineString><coordinates>6.5,45.5,1000 6.51,45.51,1012.3</coordinates></LineString>',
    },
    {
      name: 'line with elevations and times: a gx:Track',
      geometry: track,
      kml:
        '<gx:Track><when>2023-11-14T22:13:20.000Z</when><when>2023-11-14T22:14:20.000Z</when>' +
        '<gx:coord>6.5 45.5 1000</gx:coord><gx:coord>6.51 45.51 1012.3</gx:coord></gx:Track>',
    },
    {
      name: 'multi-line with times: a gx:MultiTrack',
      geometry: { type: 'MultiLineString', coordinates: [track.coordinates, track.coordinates] } as Geometry,
      kml:
        '<gx:MultiTrack>' +
        (
          '<gx:Track><when>2023-11-14T22:13:20.000Z</when><when>2023-11-14T22:14:20.000Z</when>' +
          '<gx:coord>6.5 45.5 1000</gx:coord><gx:coord>6.51 45.51 1012.3</gx:coord></gx:Track>'
        ).repeat(2) +
        '</gx:MultiTrack>',
    },
    {
      name: 'multi-line',
      geometry: {
        type: 'MultiLineString',
        coordinates: [
          [m(6, 45), m(6.1, 45)],
          [m(6.2, 45), m(6.3, 45)],
        ],
      } as Geometry,
      kml:
        '<MultiGeometry><LineString><coordinates>6,45 6.1,45</coordinates></LineString>' +
        '<LineString><coordinates>6.2,45 6.3,45</coordinates></LineString></MultiGeometry>',
    },
    {
      name: 'polygon',
      geometry: area,
      kml: '<Polygon><outerBoundaryIs><LinearRing><coordinates>6,45 7,45 7,46 6,45</coordinates></LinearRing></outerBoundaryIs></Polygon>',
    },
  ])('$name', ({ geometry, kml }) => {
    expect(toKml([{ name: 'A "b"', geometry }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>' +
        `<Placemark><name>A &quot;b&quot;</name>${kml}</Placemark>` +
        '</Document></kml>',
    );
  });
});

describe('GeoJSON serialisation (RFC 7946)', () => {
  const featureOf = (geometry: Geometry) => JSON.parse(toGeoJson([{ name: 'Col', geometry }])).features[0];
  it('a FeatureCollection in WGS84 with 6 decimals and the name', () => {
    expect(
      JSON.parse(toGeoJson([{ name: 'Col', geometry: { type: 'Point', coordinates: m(6.1234567, 45.5) } }])),
    ).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: 'Col' },
          geometry: { type: 'Point', coordinates: [6.123457, 45.5] },
        },
      ],
    });
  });
  it('a timed line: elevation third, ISO times in coordinateProperties', () => {
    expect(featureOf(track)).toEqual({
      type: 'Feature',
      properties: {
        name: 'Col',
        coordinateProperties: { times: ['2023-11-14T22:13:20.000Z', '2023-11-14T22:14:20.000Z'] },
      },
      geometry: {
        type: 'LineString',
        coordinates: [
          [6.5, 45.5, 1000],
          [6.51, 45.51, 1012.3],
        ],
      },
    });
  });
  it('a multi-line has one list of times per part; a line without times has none', () => {
    const multi = featureOf({ type: 'MultiLineString', coordinates: [track.coordinates, track.coordinates] });
    expect(multi.properties.coordinateProperties.times).toHaveLength(2);
    expect(multi.geometry.coordinates[1]).toEqual([
      [6.5, 45.5, 1000],
      [6.51, 45.51, 1012.3],
    ]);
    const untimed = featureOf({ type: 'LineString', coordinates: [m(6, 45), m(6.1, 45)] });
    expect(untimed.properties).toEqual({ name: 'Col' });
    expect(untimed.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [6, 45],
        [6.1, 45],
      ],
    });
  });
  it('a polygon keeps its rings', () => {
    expect(featureOf(area).geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [6, 45],
          [7, 45],
          [7, 46],
          [6, 45],
        ],
      ],
    });
  });
});
