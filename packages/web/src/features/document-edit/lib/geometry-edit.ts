/**
 * The edit form's geometry rules (spec 3 §4 "Geometry editing"), pure: what a click on the map
 * draws, what Reset and Clear leave, how an imported file fits the type, when simplification
 * is offered and which of a track's facts an outing is offered.
 */
import {
  parseGeometry,
  positionsOf,
  type DocumentType,
  type GeometrySpec,
  type ImportedGeometry,
  type Position,
  type SimplifiableGeometry,
  type TrackFacts,
} from '@cairn/domain';
import type { DrawMode } from '../../map/index.ts';
import type { FormDocument } from './form-document.ts';

/** The form's geometry, as the wire carries it (api.md §4.1: GeoJSON texts in EPSG:3857). */
export type FormGeometry = { geom: string | null; geom_detail: string | null };

/** The form's geometry of its document (none: both null). */
export const formGeometryOf = (doc: Pick<FormDocument, 'geometry'>): FormGeometry => ({
  geom: doc.geometry?.geom ?? null,
  geom_detail: doc.geometry?.geom_detail ?? null,
});

/** Whether a type's form shows the edit map: it has a point or a detail geometry. */
export const hasEditMap = (spec: GeometrySpec | null | undefined): spec is GeometrySpec =>
  !!spec && (spec.point !== 'none' || spec.detail.length > 0);

/** Whether the user may change the detail geometry (areas: moderators only, fields.md §2). */
export const canEditDetail = (spec: GeometrySpec, isModerator: boolean): boolean =>
  spec.detail.length > 0 && (!spec.detailModeratorOnly || isModerator);

/**
 * What a click draws: with no point, the point (not for outings, whose point follows their
 * track); then, for a type with a detail geometry and none set, a line (routes, outings) or a
 * polygon (areas, maps: the ring closes itself). Otherwise nothing: vertices are only moved.
 */
export function drawModeOf(
  type: DocumentType,
  spec: GeometrySpec,
  geometry: FormGeometry,
  isModerator: boolean,
): DrawMode {
  if (!geometry.geom && spec.point !== 'none' && type !== 'outing') return 'point';
  if (geometry.geom_detail || !canEditDetail(spec, isModerator)) return null;
  return spec.detail.includes('LineString') ? 'line' : 'polygon';
}

/** Spec 3 §4: Clear removes the detail geometry, and the point too except for outings. */
export function clearedGeometry(
  type: DocumentType,
  geometry: FormGeometry,
  spec: GeometrySpec,
  isModerator: boolean,
): FormGeometry {
  const detail = canEditDetail(spec, isModerator) ? null : geometry.geom_detail;
  return { geom: type === 'outing' || spec.point === 'none' ? geometry.geom : null, geom_detail: detail };
}

/** Whether Reset or Clear would change anything. */
export const sameGeometry = (a: FormGeometry, b: FormGeometry): boolean =>
  a.geom === b.geom && a.geom_detail === b.geom_detail;

/** A ring of a line: closed by its first position. */
const ringOf = (line: Position[]): Position[] => {
  const [first] = line;
  const last = line[line.length - 1];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...line, first] : line;
};

/**
 * The detail geometry a file gives a type: its lines for routes and outings (a file of
 * surfaces gives their outlines), its surfaces for areas and maps (its lines closed into
 * polygons; lines of fewer than three points cannot be), none for the others; and its point
 * for types with one.
 */
export function geometryOfImport(
  spec: GeometrySpec,
  imported: Pick<ImportedGeometry, 'geom' | 'geomDetail'>,
): { geom: string | null; detail: SimplifiableGeometry | null } {
  const geom = spec.point === 'none' ? null : JSON.stringify(imported.geom);
  const detail = imported.geomDetail;
  if (!detail || spec.detail.length === 0) return { geom, detail: null };
  const surfaces =
    detail.type === 'Polygon'
      ? [detail.coordinates]
      : detail.type === 'MultiPolygon'
        ? detail.coordinates
        : [];
  const lines =
    detail.type === 'LineString'
      ? [detail.coordinates]
      : detail.type === 'MultiLineString'
        ? detail.coordinates
        : surfaces.map((rings) => rings[0] ?? []);
  if (spec.detail.includes('LineString')) {
    const kept = lines.filter((line) => line.length >= 2);
    if (kept.length === 0) return { geom, detail: null };
    return {
      geom,
      detail:
        kept.length === 1
          ? { type: 'LineString', coordinates: kept[0]! }
          : { type: 'MultiLineString', coordinates: kept },
    };
  }
  const polygons = surfaces.length
    ? surfaces
    : lines.filter((line) => line.length >= 3).map((line) => [ringOf(line)]);
  if (polygons.length === 0) return { geom, detail: null };
  return {
    geom,
    detail:
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0]! }
        : { type: 'MultiPolygon', coordinates: polygons },
  };
}

/** Points of a drawn line beyond which its simplification is offered (a freehand line). */
export const DRAWN_SIMPLIFY_THRESHOLD = 100;

/**
 * Whether to ask the user to confirm a simplification (spec 2 §4): always after an import
 * when it drops points; for a drawn line, only a long one (a freehand stroke), not a few clicks.
 */
export const offersSimplification = (source: 'import' | 'draw', before: number, after: number): boolean =>
  after < before && (source === 'import' || before > DRAWN_SIMPLIFY_THRESHOLD);

/** The lines or polygons of a detail text simplification applies to. */
export function simplifiableOf(text: string | null): SimplifiableGeometry | undefined {
  const geometry = parseGeometry(text);
  return geometry && geometry.type !== 'Point' ? geometry : undefined;
}

/** Number of positions of a geometry text (0 for none). */
export const pointCountOf = (text: string | null): number => {
  const geometry = parseGeometry(text);
  return geometry ? positionsOf(geometry).length : 0;
};

/** The outing fields a track may fill, in the order the notice lists them. */
export const TRACK_FACT_FIELDS = [
  'date_start',
  'date_end',
  'elevation_min',
  'elevation_max',
  'height_diff_up',
  'height_diff_down',
  'length_total',
] as const satisfies readonly (keyof TrackFacts)[];

export type TrackFactField = (typeof TRACK_FACT_FIELDS)[number];

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * The facts offered to an outing: the dates when it has no start date (spec 3 §4: it takes
 * them from the track), every other fact only where its field is empty.
 */
export function offeredFacts(doc: Record<string, unknown>, facts: TrackFacts): Partial<TrackFacts> {
  const offered: Partial<Record<TrackFactField, string | number>> = {};
  for (const name of TRACK_FACT_FIELDS) {
    const value = facts[name];
    if (value === undefined) continue;
    const isDate = name === 'date_start' || name === 'date_end';
    if (isDate ? isBlank(doc.date_start) : isBlank(doc[name])) offered[name] = value;
  }
  return offered as Partial<TrackFacts>;
}
