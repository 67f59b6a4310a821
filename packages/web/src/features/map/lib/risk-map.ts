import type { Extent } from './map-constants.ts';

/**
 * The risk tool's map (issue 17): which terrain tiles cover the view. Below zoom 12 the area is
 * too large to compute (spec 3 §8 "Area … too large for the risk tool"); tiles are read at the
 * view's zoom, never beyond 14 (about 7 m cells in the Alps, finer than slope maps need).
 */
export const RISK_MAP_MIN_ZOOM = 12;
export const TERRAIN_MAX_ZOOM = 14;
/** At most this many tiles per computation (a 4K screen at zoom 12 needs about 60). */
export const RISK_MAP_MAX_TILES = 80;

/** Half the EPSG:3857 world's width, metres. */
const HALF_WORLD = Math.PI * 6378137;

/** The tiles of one computation: zoom, first and last column and row, and their extent. */
export interface TerrainTiles {
  zoom: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** EPSG:3857 extent of the tiles' mosaic, where its image is drawn. */
  extent: Extent;
}

/** The tiles covering an extent at a view zoom; `tooLarge` when zoomed out too far. */
export function terrainTilesOf(extent: Extent, viewZoom: number): TerrainTiles | 'tooLarge' {
  if (!(viewZoom >= RISK_MAP_MIN_ZOOM - 0.01)) return 'tooLarge';
  const zoom = Math.min(Math.round(viewZoom), TERRAIN_MAX_ZOOM);
  const count = 2 ** zoom;
  const span = (2 * HALF_WORLD) / count;
  const column = (x: number) => Math.min(Math.max(Math.floor((x + HALF_WORLD) / span), 0), count - 1);
  const row = (y: number) => Math.min(Math.max(Math.floor((HALF_WORLD - y) / span), 0), count - 1);
  const x0 = column(extent[0]);
  const x1 = column(extent[2]);
  const y0 = row(extent[3]);
  const y1 = row(extent[1]);
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > RISK_MAP_MAX_TILES) return 'tooLarge';
  return {
    zoom,
    x0,
    y0,
    x1,
    y1,
    extent: [
      x0 * span - HALF_WORLD,
      HALF_WORLD - (y1 + 1) * span,
      (x1 + 1) * span - HALF_WORLD,
      HALF_WORLD - y0 * span,
    ],
  };
}

/** One tile's address from an XYZ template. */
export function terrainTileUrl(template: string, zoom: number, x: number, y: number): string {
  return template.replace('{z}', String(zoom)).replace('{x}', String(x)).replace('{y}', String(y));
}

/** The tile and the pixel in it (tiles of `size` pixels) under an EPSG:3857 position. */
export function tilePixelOf(
  x: number,
  y: number,
  zoom: number,
  size: number,
): { column: number; row: number; px: number; py: number } {
  const count = 2 ** zoom;
  const fx = ((x + HALF_WORLD) / (2 * HALF_WORLD)) * count;
  const fy = ((HALF_WORLD - y) / (2 * HALF_WORLD)) * count;
  const column = Math.min(Math.max(Math.floor(fx), 0), count - 1);
  const row = Math.min(Math.max(Math.floor(fy), 0), count - 1);
  const pixel = (value: number, tile: number) =>
    Math.min(Math.max(Math.floor((value - tile) * size), 0), size - 1);
  return { column, row, px: pixel(fx, column), py: pixel(fy, row) };
}

/** The risk map's states other than computed (`layers/use-risk-layer.ts`). */
export type RiskMapStatus = 'idle' | 'computing' | 'tooLarge' | 'notCovered' | 'failed' | 'ok';

/**
 * Which message the risk map shows under it (`riskMap.*`), most fundamental first: no terrain
 * tiles configured, then the bulletin or method still missing, then the computation's own state;
 * none once the map is computed or before it starts.
 */
export function riskMapNoticeOf(
  isConfigured: boolean,
  hasInputs: boolean,
  status: RiskMapStatus | undefined,
): 'notConfigured' | 'needInputs' | 'computing' | 'tooLarge' | 'notCovered' | 'failed' | null {
  if (!isConfigured) return 'notConfigured';
  if (!hasInputs) return 'needInputs';
  return status && status !== 'ok' && status !== 'idle' ? status : null;
}
