import type { Geometry, Position } from '@cairn/domain';

/** What a click on the edit map draws (spec 3 §4 "Geometry editing"); null: it draws nothing. */
export type DrawMode = 'point' | 'line' | 'polygon' | null;

/** Where a vertex is: its indexes through the geometry's nesting, the vertex's own last. */
export type VertexPath = number[];

/** The geometry with each position replaced by `change(position)`. */
export function mapPositions(geometry: Geometry, change: (position: Position) => Position): Geometry {
  switch (geometry.type) {
    case 'Point':
      return { type: 'Point', coordinates: change(geometry.coordinates) };
    case 'LineString':
      return { type: 'LineString', coordinates: geometry.coordinates.map(change) };
    case 'MultiLineString':
      return { type: 'MultiLineString', coordinates: geometry.coordinates.map((line) => line.map(change)) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(change)) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((rings) => rings.map((ring) => ring.map(change))),
      };
  }
}

const longest = (geometry: Geometry): number =>
  positionsOfGeometry(geometry).reduce((n, position) => Math.max(n, position.length), 2);

function positionsOfGeometry(geometry: Geometry): Position[] {
  const all: Position[] = [];
  mapPositions(geometry, (position) => {
    all.push(position);
    return position;
  });
  return all;
}

/**
 * The geometry with every position as long as the longest, missing values as 0, for
 * OpenLayers, which reads one layout per geometry (XY, XYZ or XYZM) from its first position.
 * 0 is what the GPS import writes for an unknown elevation; a time of 0 stands for none
 * (`withoutMissingTimes` takes it off again).
 */
export function uniformPositions(geometry: Geometry): Geometry {
  const length = longest(geometry);
  return mapPositions(geometry, (position) =>
    position.length >= length ? position : [...position, ...Array<number>(length - position.length).fill(0)],
  );
}

/**
 * The geometry without the time 0 OpenLayers gives a vertex it inserts in a timed line (a
 * timestamp of 1970 would become the outing's date): such positions keep x, y and elevation.
 */
export function withoutMissingTimes(geometry: Geometry): Geometry {
  return mapPositions(geometry, (position) =>
    position.length >= 4 && position[3] === 0 ? position.slice(0, 3) : position,
  );
}

/** The lines or rings of a geometry with the path prefix of each (a point has none). */
function partsOf(geometry: Geometry): { prefix: number[]; positions: Position[]; isRing: boolean }[] {
  switch (geometry.type) {
    case 'Point':
      return [];
    case 'LineString':
      return [{ prefix: [], positions: geometry.coordinates, isRing: false }];
    case 'MultiLineString':
      return geometry.coordinates.map((positions, i) => ({ prefix: [i], positions, isRing: false }));
    case 'Polygon':
      return geometry.coordinates.map((positions, i) => ({ prefix: [i], positions, isRing: true }));
    case 'MultiPolygon':
      return geometry.coordinates.flatMap((rings, i) =>
        rings.map((positions, j) => ({ prefix: [i, j], positions, isRing: true })),
      );
  }
}

/**
 * The vertex of a line or polygon nearest to `coordinate`, if within `maxDistance` map units
 * (a ring's closing position is its first one, not a vertex of its own).
 */
export function nearestVertex(
  geometry: Geometry,
  [x, y]: [number, number],
  maxDistance: number,
): VertexPath | undefined {
  let best: VertexPath | undefined;
  let bestDistance = maxDistance;
  for (const { prefix, positions, isRing } of partsOf(geometry)) {
    const count = isRing ? positions.length - 1 : positions.length;
    for (let i = 0; i < count; i++) {
      const [px = 0, py = 0] = positions[i]!;
      const distance = Math.hypot(px - x, py - y);
      if (distance <= bestDistance) {
        bestDistance = distance;
        best = [...prefix, i];
      }
    }
  }
  return best;
}

/** The position at a vertex path, if there is one. */
export function vertexAt(geometry: Geometry, path: VertexPath): Position | undefined {
  const part = partsOf(geometry).find((p) => p.prefix.every((index, i) => path[i] === index));
  const index = path[path.length - 1];
  return part && index !== undefined && path.length === part.prefix.length + 1
    ? part.positions[index]
    : undefined;
}

const replaced = <T>(list: T[], index: number, value: T): T[] =>
  list.map((item, i) => (i === index ? value : item));

/** One line or ring without the vertex at `index`; undefined when it would be too short. */
function withoutVertex(positions: Position[], index: number, isRing: boolean): Position[] | undefined {
  if (!isRing) return positions.length > 2 ? positions.filter((_, i) => i !== index) : undefined;
  // A ring: n distinct vertices then the first again; at least three distinct vertices stay.
  const vertices = positions.slice(0, -1).filter((_, i) => i !== index);
  return vertices.length >= 3 ? [...vertices, vertices[0]!] : undefined;
}

/**
 * The geometry without one vertex (the map's "Delete vertex"); undefined when the line would
 * keep fewer than two points or the ring fewer than three corners.
 */
export function removeVertex(geometry: Geometry, path: VertexPath): Geometry | undefined {
  const index = path[path.length - 1];
  if (index === undefined) return undefined;
  const [a = -1, b = -1] = path;
  switch (geometry.type) {
    case 'Point':
      return undefined;
    case 'LineString': {
      const line = withoutVertex(geometry.coordinates, index, false);
      return line && { type: 'LineString', coordinates: line };
    }
    case 'MultiLineString': {
      const line = geometry.coordinates[a] && withoutVertex(geometry.coordinates[a], index, false);
      return line && { type: 'MultiLineString', coordinates: replaced(geometry.coordinates, a, line) };
    }
    case 'Polygon': {
      const ring = geometry.coordinates[a] && withoutVertex(geometry.coordinates[a], index, true);
      return ring && { type: 'Polygon', coordinates: replaced(geometry.coordinates, a, ring) };
    }
    case 'MultiPolygon': {
      const rings = geometry.coordinates[a];
      const ring = rings?.[b] && withoutVertex(rings[b], index, true);
      return rings && ring
        ? { type: 'MultiPolygon', coordinates: replaced(geometry.coordinates, a, replaced(rings, b, ring)) }
        : undefined;
    }
  }
}
