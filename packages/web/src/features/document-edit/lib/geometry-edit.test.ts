import { describe, expect, it } from 'vitest';
import { CATALOG, type GeometrySpec } from '@cairn/domain';
import {
  clearedGeometry,
  DRAWN_SIMPLIFY_THRESHOLD,
  drawModeOf,
  geometryOfImport,
  hasEditMap,
  offeredFacts,
  offersSimplification,
  pointCountOf,
} from './geometry-edit.ts';

const spec = (type: keyof typeof CATALOG): GeometrySpec => CATALOG[type].geometry!;
const POINT = '{"type":"Point","coordinates":[1,2]}';
const LINE = '{"type":"LineString","coordinates":[[1,2],[3,4]]}';
const POLYGON = '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}';
const none = { geom: null, geom_detail: null };

describe('the edit form geometry rules (spec 3 §4 "Geometry editing")', () => {
  it('shows the map for types with a point or a detail geometry', () => {
    expect(
      ['waypoint', 'route', 'outing', 'area', 'map', 'image', 'xreport'].every((t) =>
        hasEditMap(spec(t as never)),
      ),
    ).toBe(true);
    expect(hasEditMap(CATALOG.article.geometry)).toBe(false);
    expect(hasEditMap(CATALOG.book.geometry)).toBe(false);
  });

  it('draws the point first (not for outings), then the line or polygon when none is set', () => {
    expect(drawModeOf('waypoint', spec('waypoint'), none, false)).toBe('point');
    expect(drawModeOf('waypoint', spec('waypoint'), { geom: POINT, geom_detail: null }, false)).toBeNull();
    expect(drawModeOf('route', spec('route'), none, false)).toBe('point');
    expect(drawModeOf('route', spec('route'), { geom: POINT, geom_detail: null }, false)).toBe('line');
    expect(drawModeOf('route', spec('route'), { geom: POINT, geom_detail: LINE }, false)).toBeNull();
    expect(drawModeOf('outing', spec('outing'), none, false)).toBe('line');
    expect(drawModeOf('outing', spec('outing'), { geom: null, geom_detail: LINE }, false)).toBeNull();
    // Areas: a polygon, by moderators only; maps: a polygon.
    expect(drawModeOf('area', spec('area'), none, true)).toBe('polygon');
    expect(drawModeOf('area', spec('area'), none, false)).toBeNull();
    expect(drawModeOf('map', spec('map'), none, false)).toBe('polygon');
  });

  it('clears the detail geometry, and the point too except for outings', () => {
    const full = { geom: POINT, geom_detail: LINE };
    expect(clearedGeometry('route', full, spec('route'), false)).toEqual(none);
    expect(clearedGeometry('waypoint', { geom: POINT, geom_detail: null }, spec('waypoint'), false)).toEqual(
      none,
    );
    expect(clearedGeometry('outing', full, spec('outing'), false)).toEqual({
      geom: POINT,
      geom_detail: null,
    });
    expect(clearedGeometry('area', { geom: null, geom_detail: POLYGON }, spec('area'), true)).toEqual(none);
    // Not a moderator: the area's outline stays.
    expect(clearedGeometry('area', { geom: null, geom_detail: POLYGON }, spec('area'), false)).toEqual({
      geom: null,
      geom_detail: POLYGON,
    });
  });

  it('fits an imported file to the type: lines, closed polygons, or the point alone', () => {
    const imported = {
      geom: { type: 'Point' as const, coordinates: [0, 0, 10] },
      geomDetail: {
        type: 'LineString' as const,
        coordinates: [
          [0, 0, 10],
          [10, 0, 11],
          [10, 10, 12],
        ],
      },
    };
    expect(geometryOfImport(spec('route'), imported)).toEqual({
      geom: JSON.stringify(imported.geom),
      detail: imported.geomDetail,
    });
    expect(geometryOfImport(spec('waypoint'), imported)).toEqual({
      geom: JSON.stringify(imported.geom),
      detail: null,
    });
    expect(geometryOfImport(spec('area'), imported)).toEqual({
      geom: null,
      detail: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0, 10],
            [10, 0, 11],
            [10, 10, 12],
            [0, 0, 10],
          ],
        ],
      },
    });
    const two = {
      ...imported,
      geomDetail: {
        type: 'MultiLineString' as const,
        coordinates: [
          imported.geomDetail.coordinates,
          [
            [0, 0],
            [1, 1],
          ],
        ],
      },
    };
    // A two-point line cannot be a polygon.
    expect(geometryOfImport(spec('map'), two).detail?.type).toBe('Polygon');
    expect(geometryOfImport(spec('outing'), two).detail?.type).toBe('MultiLineString');
  });

  it('an area file (KML or GeoJSON polygons) gives an area its surface, and a route its outline', () => {
    const ring = [
      [0, 0],
      [0, 10],
      [10, 10],
      [0, 0],
    ];
    const surface = {
      geom: { type: 'Point' as const, coordinates: [3, 6] },
      geomDetail: { type: 'Polygon' as const, coordinates: [ring] },
    };
    expect(geometryOfImport(spec('area'), surface).detail).toEqual({ type: 'Polygon', coordinates: [ring] });
    expect(geometryOfImport(spec('route'), surface).detail).toEqual({
      type: 'LineString',
      coordinates: ring,
    });
    const two = { ...surface, geomDetail: { type: 'MultiPolygon' as const, coordinates: [[ring], [ring]] } };
    expect(geometryOfImport(spec('map'), two).detail).toEqual({
      type: 'MultiPolygon',
      coordinates: [[ring], [ring]],
    });
  });

  it('asks to confirm a simplification after an import, and after a long drawn line only', () => {
    expect(offersSimplification('import', 500, 120)).toBe(true);
    expect(offersSimplification('import', 50, 50)).toBe(false);
    expect(offersSimplification('draw', 12, 10)).toBe(false);
    expect(offersSimplification('draw', DRAWN_SIMPLIFY_THRESHOLD + 1, 40)).toBe(true);
    expect(pointCountOf(LINE)).toBe(2);
    expect(pointCountOf(null)).toBe(0);
  });

  it("offers an outing the track's dates when it has no start date, other facts where empty", () => {
    const facts = {
      date_start: '2026-07-14',
      date_end: '2026-07-15',
      elevation_min: 1000,
      elevation_max: 2000,
      height_diff_up: 1200,
      length_total: 15000,
    };
    expect(offeredFacts({ date_start: null, elevation_max: 2100, height_diff_up: '' }, facts)).toEqual({
      date_start: '2026-07-14',
      date_end: '2026-07-15',
      elevation_min: 1000,
      height_diff_up: 1200,
      length_total: 15000,
    });
    // A start date set: neither date is offered, even with no end date.
    expect(offeredFacts({ date_start: '2026-07-01', date_end: null }, facts)).not.toHaveProperty('date_end');
  });
});
