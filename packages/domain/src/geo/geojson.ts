/**
 * Geometry helpers on the wire's GeoJSON text in EPSG:3857 (api.md §4.1): parsing, the
 * representative point, bounding boxes and point-in-polygon for automatic area links.
 */
export type Position = number[]; // [x, y] or [x, y, z] or [x, y, z, t]

export type Geometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] }
  | { type: 'MultiPolygon'; coordinates: Position[][][] };

export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const GEOMETRY_TYPES = new Set(['Point', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon']);

/** Parses GeoJSON text; undefined when it is not one of the geometry types we store. */
export function parseGeometry(text: string | null | undefined): Geometry | undefined {
  if (!text) return undefined;
  try {
    const g = JSON.parse(text) as { type?: unknown; coordinates?: unknown };
    if (typeof g?.type !== 'string' || !GEOMETRY_TYPES.has(g.type) || !Array.isArray(g.coordinates))
      return undefined;
    return g as Geometry;
  } catch {
    return undefined;
  }
}

/** Every position of a geometry, flattened. */
export function positionsOf(g: Geometry): Position[] {
  switch (g.type) {
    case 'Point':
      return [g.coordinates];
    case 'LineString':
      return g.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates.flat();
    case 'MultiPolygon':
      return g.coordinates.flat(2);
  }
}

/** Bounding box of a geometry. */
export function bboxOf(g: Geometry): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x = 0, y = 0] of positionsOf(g)) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** Ray casting on one ring (closed or not). */
function inRing(x: number, y: number, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i]!;
    const [xj = 0, yj = 0] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Whether a point lies inside a Polygon or MultiPolygon (holes excluded). */
export function polygonContains(g: Geometry, [x = 0, y = 0]: Position): boolean {
  const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  return polygons.some(
    (rings) =>
      rings.length > 0 && inRing(x, y, rings[0]!) && !rings.slice(1).some((hole) => inRing(x, y, hole)),
  );
}

/** Midpoint of a track: the middle position of its positions (api.md §8.6 default geom). */
export function midpointOf(g: Geometry): Position | undefined {
  const all = positionsOf(g);
  return all.length ? all[Math.floor(all.length / 2)]!.slice(0, 2) : undefined;
}

/** GeoJSON text of a point. */
export const pointText = (x: number, y: number): string =>
  JSON.stringify({ type: 'Point', coordinates: [x, y] });

const R = 6378137;
/** Beyond it the projection leaves its square world (and reaches infinity at the poles). */
const MAX_LATITUDE = 85.0511287798066;
/** WGS84 longitude/latitude → EPSG:3857 metres (latitudes clamped to ±85.0511°). */
export function toMercator(lon: number, lat: number): [number, number] {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const x = (lon * Math.PI * R) / 180;
  const y = R * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360));
  return [x, y];
}
/** EPSG:3857 metres → WGS84 longitude/latitude. */
export function toLonLat(x: number, y: number): [number, number] {
  const lon = (x / R) * (180 / Math.PI);
  const lat = (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) * (180 / Math.PI);
  return [lon, lat];
}

/** The lines of a geometry: its line parts or polygon rings (none for a point). */
function pathsOf(g: Geometry): Position[][] {
  switch (g.type) {
    case 'Point':
      return [];
    case 'LineString':
      return [g.coordinates];
    case 'MultiLineString':
    case 'Polygon':
      return g.coordinates;
    case 'MultiPolygon':
      return g.coordinates.flat();
  }
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);

/** Whether segments ab and cd meet (touching counts). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const onSegment = (p: Position, q: Position, r: Position) =>
    Math.min(p[0]!, q[0]!) <= r[0]! &&
    r[0]! <= Math.max(p[0]!, q[0]!) &&
    Math.min(p[1]!, q[1]!) <= r[1]! &&
    r[1]! <= Math.max(p[1]!, q[1]!);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Whether a geometry meets a Polygon or MultiPolygon `area` (api.md §4.4: areas and maps whose
 * polygon intersects the document's geometry): one of its positions lies inside, a line crosses
 * an edge, or, for a polygon geometry, the area lies inside it. `box` is the area's bbox.
 */
export function meetsPolygon(g: Geometry, area: Geometry, box: BBox = bboxOf(area)): boolean {
  const inBox = ([x = 0, y = 0]: Position) =>
    x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
  for (const p of positionsOf(g)) if (inBox(p) && polygonContains(area, p)) return true;
  if (g.type === 'Point') return false;
  const edges = pathsOf(area);
  if (
    (g.type === 'Polygon' || g.type === 'MultiPolygon') &&
    edges.some((r) => r[0] && polygonContains(g, r[0]))
  )
    return true;
  for (const path of pathsOf(g))
    for (let i = 1; i < path.length; i++) {
      const a = path[i - 1]!;
      const b = path[i]!;
      if (
        Math.max(a[0]!, b[0]!) < box.minX ||
        Math.min(a[0]!, b[0]!) > box.maxX ||
        Math.max(a[1]!, b[1]!) < box.minY ||
        Math.min(a[1]!, b[1]!) > box.maxY
      )
        continue;
      for (const ring of edges)
        for (let j = 1; j < ring.length; j++) if (segmentsMeet(a, b, ring[j - 1]!, ring[j]!)) return true;
    }
  return false;
}
