import { evaluateRisk } from './evaluate-risk.ts';
import {
  ALTITUDE_MAX,
  ALTITUDE_MIN,
  RISK_ORIENTATIONS,
  SLOPE_HEIGHT_MIN,
  SLOPE_MAX,
  type RiskInputs,
} from './risk-types.ts';

/**
 * The risk tool's map (issue 17): elevation tiles decoded, slope and aspect per cell, each cell
 * classified by the chosen method's verdict for the entered bulletin. Pure: the web app's worker
 * fetches the tiles and draws the result.
 */

/** How a terrain tile stores elevations in its red, green and blue bytes. */
export const TERRAIN_ENCODINGS = ['terrarium', 'mapbox'] as const;
export type TerrainEncoding = (typeof TERRAIN_ENCODINGS)[number];

/**
 * One pixel's elevation in metres: Terrarium `R×256 + G + B/256 − 32768`; Mapbox terrain-RGB
 * `−10000 + (R×65536 + G×256 + B) × 0.1`.
 */
export function elevationOf(r: number, g: number, b: number, encoding: TerrainEncoding): number {
  return encoding === 'terrarium' ? r * 256 + g + b / 256 - 32768 : -10000 + (r * 65536 + g * 256 + b) * 0.1;
}

/** The elevations of an RGBA image (a decoded tile); transparent pixels are no data (NaN). */
export function decodeElevations(rgba: ArrayLike<number>, encoding: TerrainEncoding): Float32Array {
  const elevations = new Float32Array(rgba.length / 4);
  for (let i = 0; i < elevations.length; i++) {
    const o = i * 4;
    elevations[i] = rgba[o + 3] === 0 ? NaN : elevationOf(rgba[o]!, rgba[o + 1]!, rgba[o + 2]!, encoding);
  }
  return elevations;
}

/** Whether a decoded tile holds no elevation at all (a service's empty tile outside its area). */
export function isEmptyTile(elevations: Float32Array): boolean {
  return elevations.every((value) => Number.isNaN(value));
}

const EARTH_RADIUS = 6378137;

/** The latitude (degrees) of a global pixel row of the XYZ grid at `zoom` with tiles of `tileSize`. */
export function latitudeOfRow(row: number, zoom: number, tileSize: number): number {
  const n = Math.PI - (2 * Math.PI * row) / (tileSize * 2 ** zoom);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/** The ground size (metres) of one pixel of the XYZ grid at that latitude (Web Mercator's scale). */
export function cellSizeAt(latitude: number, zoom: number, tileSize: number): number {
  return (2 * Math.PI * EARTH_RADIUS * Math.cos((latitude * Math.PI) / 180)) / (tileSize * 2 ** zoom);
}

/** A grid of elevations, row by row from the north, in one projection's cells. */
export interface ElevationGrid {
  elevations: Float32Array;
  width: number;
  height: number;
  /** The ground size of a cell of each row, in metres (cells are square on the ground). */
  cellSize: (row: number) => number;
}

/** Slope (degrees) and aspect (degrees clockwise from north the slope faces; NaN when flat). */
export interface SlopeAspect {
  slope: Float32Array;
  aspect: Float32Array;
}

/**
 * Slope and aspect of each cell by Horn's method (B. K. P. Horn, "Hill shading and the reflectance
 * map", 1981): the east–west and north–south gradients from the eight neighbours, the nearer
 * ones weighted twice. Cells on the grid's border repeat their edge neighbours; a cell next to
 * no data has none (NaN).
 */
export function slopeAspectOf(grid: ElevationGrid): SlopeAspect {
  const { elevations: z, width, height } = grid;
  const slope = new Float32Array(width * height);
  const aspect = new Float32Array(width * height);
  for (let row = 0; row < height; row++) {
    const up = Math.max(row - 1, 0) * width;
    const here = row * width;
    const down = Math.min(row + 1, height - 1) * width;
    const eightCells = 8 * grid.cellSize(row);
    for (let col = 0; col < width; col++) {
      const left = Math.max(col - 1, 0);
      const right = Math.min(col + 1, width - 1);
      const a = z[up + left]!;
      const b = z[up + col]!;
      const c = z[up + right]!;
      const d = z[here + left]!;
      const f = z[here + right]!;
      const g = z[down + left]!;
      const h = z[down + col]!;
      const i = z[down + right]!;
      // Towards the east, and towards the south (rows run southwards).
      const dzEast = (c + 2 * f + i - (a + 2 * d + g)) / eightCells;
      const dzSouth = (g + 2 * h + i - (a + 2 * b + c)) / eightCells;
      const cell = here + col;
      const gradient = Math.hypot(dzEast, dzSouth);
      slope[cell] = (Math.atan(gradient) * 180) / Math.PI;
      // The slope faces downhill: east component −dzEast, north component +dzSouth.
      aspect[cell] =
        gradient === 0 || Number.isNaN(gradient)
          ? NaN
          : ((Math.atan2(-dzEast, dzSouth) * 180) / Math.PI + 360) % 360;
    }
  }
  return { slope, aspect };
}

/** The compass point (of eight) an aspect falls in, each 45° wide around its direction. */
export function orientationOfAspect(aspect: number): (typeof RISK_ORIENTATIONS)[number] | undefined {
  if (Number.isNaN(aspect)) return undefined;
  return RISK_ORIENTATIONS[Math.round(aspect / 45) % 8];
}

/**
 * A cell's class on the map: no data, then the verdict of the method — acceptable (go; MRP's
 * residual risk up to 1), increased (MRP up to 1.3), high (MRP up to 1.5), excluded (above the
 * method's slope limit, a residual risk above 1.5, or a level that calls off the outing).
 */
export const RISK_CELL_CLASSES = ['none', 'acceptable', 'increased', 'high', 'excluded'] as const;
export type RiskCellClass = (typeof RISK_CELL_CLASSES)[number];

/** The overlay's colour of each class, RGBA (alpha 0–255); a cell without data stays clear. */
export const RISK_CELL_COLOURS: Readonly<Record<RiskCellClass, readonly [number, number, number, number]>> = {
  none: [0, 0, 0, 0],
  acceptable: [47, 158, 68, 80],
  increased: [250, 204, 21, 170],
  high: [245, 124, 0, 180],
  excluded: [214, 40, 40, 180],
};

/**
 * The inputs the map evaluates every cell with: the form's, whose slope, orientation and (with
 * two levels) altitude come from the terrain. The map knows no slope height: the smallest one
 * (the verdict does not depend on it). `null` while the bulletin and method
 * are incomplete or wrong (`evaluateRisk` would refuse every cell).
 */
export function mapInputsOf(inputs: RiskInputs): RiskInputs | null {
  const base: RiskInputs = {
    ...inputs,
    slope: 0,
    orientation: undefined,
    slopeAltitude: inputs.changeAltitude,
    slopeHeight: SLOPE_HEIGHT_MIN,
  };
  if (!evaluateRisk(base).ok) return null;
  return base;
}

const SLOPE_STEPS = SLOPE_MAX * 10 + 1;

/**
 * Each cell's class (an index of `RISK_CELL_CLASSES`) by `evaluateRisk` with the cell's slope
 * (rounded to 0.1°, at most 80°), orientation and elevation. The verdicts are memoised by
 * (level side, orientation, slope step), so a large grid costs one table of a few thousand
 * evaluations at most.
 */
export function classifyCells(
  terrain: SlopeAspect,
  elevations: Float32Array,
  inputs: RiskInputs,
): Uint8Array {
  const classes = new Uint8Array(terrain.slope.length);
  const base = mapInputsOf(inputs);
  if (!base) return classes;
  const change = base.changeAltitude;
  // Two sides (above or below the changing altitude) × nine orientations (eight and flat).
  const memo = new Int8Array(2 * 9 * SLOPE_STEPS).fill(-1);
  for (let cell = 0; cell < classes.length; cell++) {
    const slope = terrain.slope[cell]!;
    const elevation = elevations[cell]!;
    if (Number.isNaN(slope) || Number.isNaN(elevation)) continue;
    const step = Math.min(Math.round(slope * 10), SLOPE_STEPS - 1);
    const aspect = terrain.aspect[cell]!;
    const orientation = Number.isNaN(aspect) ? 8 : Math.round(aspect / 45) % 8;
    const below = change !== undefined && elevation < change ? 1 : 0;
    const key = (below * 9 + orientation) * SLOPE_STEPS + step;
    let value = memo[key]!;
    if (value < 0) {
      value = classOf({
        ...base,
        slope: step / 10,
        orientation: RISK_ORIENTATIONS[orientation],
        slopeAltitude:
          change === undefined
            ? undefined
            : Math.min(Math.max(below ? change - 1 : change, ALTITUDE_MIN), ALTITUDE_MAX),
      });
      memo[key] = value;
    }
    classes[cell] = value;
  }
  return classes;
}

function classOf(inputs: RiskInputs): number {
  const outcome = evaluateRisk(inputs);
  if (!outcome.ok) return 0;
  const { verdict, residualRiskLevel } = outcome.result;
  if (verdict === 'noGo' || verdict === 'stayHome') return 4;
  if (residualRiskLevel === 'increased') return 2;
  if (residualRiskLevel === 'high') return 3;
  return 1;
}

/** The overlay's pixels (RGBA) of classified cells. */
export function riskColours(classes: Uint8Array): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(classes.length * 4);
  const palette = RISK_CELL_CLASSES.map((name) => RISK_CELL_COLOURS[name]);
  for (let cell = 0; cell < classes.length; cell++) rgba.set(palette[classes[cell]!]!, cell * 4);
  return rgba;
}
