/**
 * Which avalanche zones a route lies in (spec 3 §7): its detail geometry (else its point),
 * stored in EPSG:3857, taken to WGS84 and simplified at a tolerance of 0.01 degree, meets the
 * zone's polygon (turf's `booleanIntersects`).
 */
import { booleanIntersects } from '@turf/boolean-intersects';
import { simplify } from '@turf/simplify';
import { bboxOf, toLonLat, type Geometry, type Position } from '@cairn/domain';
import type { ZoneGeometry } from './adapter.ts';

/** Spec 3 §7: the route's geometry is simplified at this tolerance (degrees) before matching. */
export const SIMPLIFY_TOLERANCE = 0.01;

const lonLat = ([x = 0, y = 0]: Position): Position => toLonLat(x, y);

/** A stored geometry in WGS84, simplified at `SIMPLIFY_TOLERANCE`. */
export function routeShapeOf(g: Geometry): Geometry {
  const wgs84 = (() => {
    switch (g.type) {
      case 'Point':
        return { type: g.type, coordinates: lonLat(g.coordinates) };
      case 'LineString':
        return { type: g.type, coordinates: g.coordinates.map(lonLat) };
      case 'MultiLineString':
      case 'Polygon':
        return { type: g.type, coordinates: g.coordinates.map((l) => l.map(lonLat)) };
      case 'MultiPolygon':
        return { type: g.type, coordinates: g.coordinates.map((p) => p.map((l) => l.map(lonLat))) };
    }
  })() as Geometry;
  if (wgs84.type === 'Point') return wgs84;
  return simplify(wgs84 as never, { tolerance: SIMPLIFY_TOLERANCE, highQuality: false }) as Geometry;
}

/** The WGS84 bounding box of a shape, to pick candidate zones in SQL. */
export const shapeBox = (shape: Geometry) => bboxOf(shape);

export function meetsZone(shape: Geometry, zone: ZoneGeometry): boolean {
  return booleanIntersects(shape as never, zone as never);
}
