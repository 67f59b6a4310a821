/**
 * The shape of a GeoJSON geometry as the API stores it (api.md §4.1; issue 14): positions of 2
 * to 4 finite numbers inside the EPSG:3857 world, lines of at least two positions, closed
 * polygon rings of at least four. Checked by the edit form and the server alike.
 */
import { MESSAGES } from '../validation/messages.ts';

/**
 * Half the width of the EPSG:3857 world (metres): x and y of a position lie within ±this. The
 * third and fourth numbers of a track's positions (elevation, time) only need to be finite.
 */
export const MERCATOR_EXTENT = 20037508.3427892;

type Check = (c: unknown) => string | undefined;

const position: Check = (p) => {
  if (
    !Array.isArray(p) ||
    p.length < 2 ||
    p.length > 4 ||
    !p.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    return MESSAGES.invalidPosition;
  return Math.abs(p[0] as number) <= MERCATOR_EXTENT && Math.abs(p[1] as number) <= MERCATOR_EXTENT
    ? undefined
    : MESSAGES.outsideWorld;
};

/** The first problem of a list of positions, without building an array per position. */
function positions(list: unknown[]): string | undefined {
  for (const p of list) {
    const error = position(p);
    if (error) return error;
  }
  return undefined;
}

const line: Check = (c) => {
  if (!Array.isArray(c)) return MESSAGES.invalidPosition;
  return positions(c) ?? (c.length < 2 ? MESSAGES.lineTooShort : undefined);
};

const ring: Check = (c) => {
  if (!Array.isArray(c)) return MESSAGES.invalidPosition;
  const error = positions(c);
  if (error) return error;
  if (c.length < 4) return MESSAGES.ringTooShort;
  const first = c[0] as number[];
  const last = c[c.length - 1] as number[];
  return first[0] === last[0] && first[1] === last[1] ? undefined : MESSAGES.ringNotClosed;
};

/** Checks a non-empty list of parts, each with `part`. */
const listOf =
  (part: Check): Check =>
  (c) => {
    if (!Array.isArray(c)) return MESSAGES.invalidPosition;
    if (!c.length) return MESSAGES.emptyGeometry;
    for (const x of c) {
      const error = part(x);
      if (error) return error;
    }
    return undefined;
  };

const polygon = listOf(ring);

const CHECKS: Record<string, Check> = {
  Point: position,
  LineString: line,
  MultiLineString: listOf(line),
  Polygon: polygon,
  MultiPolygon: listOf(polygon),
};

/**
 * The first problem of a parsed geometry's coordinates (a message of `MESSAGES`), or undefined
 * when they are well formed. Types other than the five stored ones are the caller's concern.
 */
export function geometryShapeError(type: string, coordinates: unknown): string | undefined {
  const check = CHECKS[type];
  return check ? check(coordinates) : undefined;
}
