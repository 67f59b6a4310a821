import { Encoder, Profile } from '@garmin/fitsdk';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { toMercator } from '../geojson.ts';
import { importGeometry, type ImportOptions } from './import-geometry.ts';
import type { ParseXml } from './parse-xml.ts';
import { fillZeroElevations, NO_GPS_DATA } from './tracks.ts';

const parseXml = ((text: string) =>
  new DOMParser({ onError: () => {} }).parseFromString(text, 'text/xml')) as unknown as ParseXml;
const opts: ImportOptions = { parseXml };
const run = (name: string, data: Uint8Array | string) => importGeometry({ name, data }, opts);

const iso = (s: number) => new Date(Date.UTC(2024, 6, 1, 8, 0, s)).toISOString();
const T0 = Date.UTC(2024, 6, 1, 8, 0, 0) / 1000;

/** A Suunto-style GPX 1.1: zero elevations at the start, two segments with a gap. */
function suuntoGpx(): string {
  const pt = (i: number, ele: number) =>
    `<trkpt lat="${45.9 + i * 0.0001}" lon="${6.87 + i * 0.0001}"><ele>${ele}</ele><time>${iso(i)}</time></trkpt>`;
  const seg1 = [0, 1, 2, 3, 4].map((i) => pt(i, i < 2 ? 0 : 1000 + i)).join('');
  const seg2 = [40, 41, 42].map((i) => pt(i, 1100 + i)).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Suunto app" xmlns="http://www.topografix.com/GPX/1/1">
<metadata><name>Ridge</name></metadata>
<trk><name>Move</name><trkseg>${seg1}</trkseg><trkseg>${seg2}</trkseg></trk></gpx>`;
}

describe('importGeometry: GPX', () => {
  it('reads a Suunto-style GPX 1.1 with two segments into a MultiLineString in EPSG:3857', () => {
    const r = run('move.gpx', suuntoGpx());
    expect(r.geomDetail?.type).toBe('MultiLineString');
    const lines = r.geomDetail!.coordinates as number[][][];
    expect(lines.map((l) => l.length)).toEqual([5, 3]);
    const [x, y] = toMercator(6.87, 45.9);
    expect(lines[0]![0]![0]).toBeCloseTo(x, 3);
    expect(lines[0]![0]![1]).toBeCloseTo(y, 3);
    // The two zero elevations at the start take the nearest non-zero one (~14 m away).
    expect(lines[0]!.map((p) => p[2])).toEqual([1002, 1002, 1002, 1003, 1004]);
    expect(lines[0]!.map((p) => p[3])).toEqual([T0, T0 + 1, T0 + 2, T0 + 3, T0 + 4]);
    expect(r.geom).toEqual({ type: 'Point', coordinates: lines[0]![0]!.slice(0, 3) });
    expect(r.points).toBe(8);
  });

  it('reads a GPX 1.0 route and waypoints, and detects the format by content (bytes, any name)', () => {
    const gpx = `<?xml version="1.0"?><gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0">
<wpt lat="45.5" lon="6.5"><name>Hut</name></wpt>
<rte><rtept lat="45.1" lon="6.1"/><rtept lat="45.2" lon="6.2"/><rtept lat="45.3" lon="6.3"/></rte></gpx>`;
    const r = run(
      'upload.bin',
      Uint8Array.from(gpx, (c) => c.charCodeAt(0)),
    );
    expect(r.geomDetail?.type).toBe('LineString');
    expect(r.points).toBe(3);
    // No times in the file: positions are [x, y, z] without t.
    expect((r.geomDetail!.coordinates as number[][])[0]).toHaveLength(3);
    expect(r.geom.coordinates[0]).toBeCloseTo(toMercator(6.1, 45.1)[0], 3);
  });

  it('keeps only the waypoint as the point when there is no track', () => {
    const gpx = `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="45.5" lon="6.5"><ele>2000</ele></wpt></gpx>`;
    const r = run('w.gpx', gpx);
    expect(r.geomDetail).toBeUndefined();
    expect(r.geom.coordinates[2]).toBe(2000);
  });

  it('ignores tracks with fewer than two points; an empty GPX gives the spec message', () => {
    const one = `<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="45" lon="6"/></trkseg></trk></gpx>`;
    expect(() => run('one.gpx', one)).toThrow(NO_GPS_DATA);
    const empty = `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"></gpx>`;
    expect(() => run('empty.gpx', empty)).toThrow(NO_GPS_DATA);
  });
});

describe('importGeometry: KML, TCX, GeoJSON', () => {
  it('reads a KML with two tracks (a LineString and a gx:Track) as a MultiLineString', () => {
    const kml = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:gx="http://www.google.com/kml/ext/2.2"><Document>
<Placemark><name>Up</name><LineString><coordinates>6.1,45.1,1000 6.2,45.2,1100</coordinates></LineString></Placemark>
<Placemark><name>Down</name><gx:Track><when>${iso(0)}</when><when>${iso(60)}</when>
<gx:coord>6.2 45.2 1100</gx:coord><gx:coord>6.3 45.3 900</gx:coord></gx:Track></Placemark>
</Document></kml>`;
    const r = run('two.kml', kml);
    expect(r.geomDetail?.type).toBe('MultiLineString');
    const lines = r.geomDetail!.coordinates as number[][][];
    expect(lines).toHaveLength(2);
    expect(lines[1]!.map((p) => p[3])).toEqual([T0, T0 + 60]);
    expect(lines[1]!.map((p) => p[2])).toEqual([1100, 900]);
  });

  it('reads a KML MultiGeometry of two lines', () => {
    const kml = `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><MultiGeometry>
<LineString><coordinates>6.1,45.1 6.2,45.2</coordinates></LineString>
<LineString><coordinates>6.3,45.3 6.4,45.4 6.5,45.5</coordinates></LineString>
</MultiGeometry></Placemark></kml>`;
    const r = run('m.kml', kml);
    expect(r.geomDetail?.type).toBe('MultiLineString');
    expect(r.points).toBe(5);
  });

  it('reads a TCX from a bike computer', () => {
    const tp = (i: number) =>
      `<Trackpoint><Time>${iso(i)}</Time><Position><LatitudeDegrees>${45 + i / 1000}</LatitudeDegrees>` +
      `<LongitudeDegrees>${6 + i / 1000}</LongitudeDegrees></Position><AltitudeMeters>${500 + i}</AltitudeMeters>` +
      `<HeartRateBpm><Value>120</Value></HeartRateBpm><Cadence>85</Cadence></Trackpoint>`;
    const tcx = `<?xml version="1.0" encoding="UTF-8"?>
<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
<Activities><Activity Sport="Biking"><Id>${iso(0)}</Id><Lap StartTime="${iso(0)}"><Track>
${Array.from({ length: 50 }, (_, i) => tp(i)).join('\n')}
</Track></Lap></Activity></Activities></TrainingCenterDatabase>`;
    const r = run('ride.tcx', tcx);
    expect(r.geomDetail?.type).toBe('LineString');
    expect(r.points).toBe(50);
    const last = (r.geomDetail!.coordinates as number[][])[49]!;
    expect(last[2]).toBe(549);
    expect(last[3]).toBe(T0 + 49);
  });

  it('reads GeoJSON Feature, FeatureCollection and bare geometries in WGS84', () => {
    const line = {
      type: 'LineString',
      coordinates: [
        [6.1, 45.1, 1000],
        [6.2, 45.2, 1200],
      ],
    };
    expect(run('a.geojson', JSON.stringify(line)).points).toBe(2);
    expect(run('b.json', JSON.stringify({ type: 'Feature', properties: {}, geometry: line })).points).toBe(2);
    const fc = {
      type: 'FeatureCollection',
      features: [1, 2].map(() => ({ type: 'Feature', properties: {}, geometry: line })),
    };
    expect(run('c.json', JSON.stringify(fc)).geomDetail?.type).toBe('MultiLineString');
  });

  it('ignores a track with a point without lat/lon', () => {
    const bad = { type: 'LineString', coordinates: [[6.1, 45.1], [6.2]] };
    expect(() => run('bad.json', JSON.stringify(bad))).toThrow(NO_GPS_DATA);
  });
});

describe('importGeometry: polygons (issue 14)', () => {
  const ring = [
    [6, 45],
    [7, 45],
    [7, 46],
    [6, 45],
  ];
  it('a file with polygons and no track gives a Polygon or MultiPolygon in 2D', () => {
    const one = run('area.geojson', JSON.stringify({ type: 'Polygon', coordinates: [ring] }));
    expect(one.geomDetail?.type).toBe('Polygon');
    expect((one.geomDetail!.coordinates as number[][][])[0]![1]).toEqual(toMercator(7, 45));
    expect(one.points).toBe(4);
    const two = run('areas.geojson', JSON.stringify({ type: 'MultiPolygon', coordinates: [[ring], [ring]] }));
    expect(two.geomDetail?.type).toBe('MultiPolygon');
    expect(two.points).toBe(8);
  });
  it('closes an open ring, drops short rings, and prefers tracks', () => {
    const open = run('a.geojson', JSON.stringify({ type: 'Polygon', coordinates: [ring.slice(0, 3)] }));
    expect((open.geomDetail!.coordinates as number[][][])[0]).toHaveLength(4);
    expect(() =>
      run('a.geojson', JSON.stringify({ type: 'Polygon', coordinates: [ring.slice(0, 2)] })),
    ).toThrow(NO_GPS_DATA);
    const both = run(
      'both.geojson',
      JSON.stringify({
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', coordinates: [ring] },
          { type: 'LineString', coordinates: ring },
        ],
      }),
    );
    expect(both.geomDetail?.type).toBe('LineString');
  });
});

describe('importGeometry: FIT and broken files', () => {
  it('reads a Garmin FIT activity with 3,000 points', () => {
    const encoder = new Encoder();
    const start = new Date(Date.UTC(2024, 6, 1, 8, 0, 0));
    encoder.writeMesg({
      mesgNum: Profile.MesgNum.FILE_ID!,
      type: 'activity',
      manufacturer: 'garmin',
      product: 1,
      serialNumber: 1234,
      timeCreated: start,
    } as never);
    const deg = 2 ** 31 / 180;
    for (let i = 0; i < 3000; i++) {
      encoder.writeMesg({
        mesgNum: Profile.MesgNum.RECORD!,
        timestamp: new Date(start.getTime() + i * 1000),
        positionLat: Math.round((45 + i * 1e-5) * deg),
        positionLong: Math.round((6 + i * 1e-5) * deg),
        altitude: 1000 + i / 10,
      } as never);
    }
    const r = run('activity.fit', encoder.close());
    expect(r.geomDetail?.type).toBe('LineString');
    expect(r.points).toBe(3000);
    const first = (r.geomDetail!.coordinates as number[][])[0]!;
    const [x, y] = toMercator(6, 45);
    expect(first[0]).toBeCloseTo(x, 0);
    expect(first[1]).toBeCloseTo(y, 0);
    expect(first[2]).toBeCloseTo(1000, 0);
    expect(first[3]).toBe(T0);
    expect((r.geomDetail!.coordinates as number[][])[2999]![3]).toBe(T0 + 2999);
  });

  it('rejects a corrupt file (truncated FIT, broken XML, random bytes) with the spec message', () => {
    const fit = new Uint8Array([14, 16, 0, 0, 0, 0, 0, 0, 46, 70, 73, 84, 1, 2, 3]);
    expect(() => run('x.fit', fit)).toThrow(NO_GPS_DATA);
    expect(() => run('x.gpx', '<gpx><trk><trkseg><trkpt lat="45"')).toThrow(NO_GPS_DATA);
    expect(() => run('x.bin', new Uint8Array([0, 255, 3, 9]))).toThrow(NO_GPS_DATA);
    expect(() => run('x.json', '{"type":')).toThrow(NO_GPS_DATA);
  });
});

describe('fillZeroElevations', () => {
  const at = (x: number, z: number): number[] => [x, 0, z, 0];
  it('fills a zero from the nearest non-zero point at exactly 100 map units', () => {
    expect(fillZeroElevations([at(0, 0), at(100, 500)]).map((p) => p[2])).toEqual([500, 500]);
  });
  it('leaves a zero when both nearest non-zero points are more than 100 map units away', () => {
    const line = [at(0, 400), at(100.5, 0), at(201, 600)];
    expect(fillZeroElevations(line).map((p) => p[2])).toEqual([400, 0, 600]);
  });
  it('takes the nearer of the two neighbours', () => {
    const line = [at(0, 400), at(60, 0), at(100, 600)];
    expect(fillZeroElevations(line).map((p) => p[2])).toEqual([400, 600, 600]);
  });
});
