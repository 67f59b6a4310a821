import {
  cellSizeAt,
  classifyCells,
  decodeElevations,
  isEmptyTile,
  latitudeOfRow,
  riskColours,
  slopeAspectOf,
  type RiskInputs,
  type SlopeAspect,
  type TerrainEncoding,
} from '@cairn/domain';
import { TERRAIN_MAX_ZOOM, terrainTileUrl, tilePixelOf, type TerrainTiles } from '../lib/risk-map.ts';

/**
 * The risk tool's map, off the page's thread (issue 17): fetches the terrain tiles of the view,
 * decodes them, computes slope and aspect (Horn's method, `@cairn/domain`'s `slopeAspectOf`) and
 * classifies each cell by the method's verdict; answers a PNG of the overlay as a data address
 * (the app's CSP allows `data:` images). Tiles and the last mosaic's slopes stay cached, so a
 * change of the form only classifies again. It also reads the elevations of the drawn line's
 * vertices (the tiles of zoom 14 under them).
 */

export type RiskMapRequest = {
  kind: 'overlay';
  id: number;
  template: string;
  encoding: TerrainEncoding;
  tiles: TerrainTiles;
  inputs: RiskInputs;
};

/** The elevations of positions (EPSG:3857), null where the terrain has none. */
export type ElevationRequest = {
  kind: 'elevations';
  id: number;
  template: string;
  encoding: TerrainEncoding;
  positions: number[][];
};

export type ElevationAnswer = { kind: 'elevations'; id: number; elevations: (number | null)[] };

export type RiskMapAnswer =
  | {
      kind: 'overlay';
      id: number;
      status: 'ok';
      image: string;
      width: number;
      height: number;
      /** Milliseconds: fetching and decoding tiles, slope and aspect, classes and colours. */
      timings: { tiles: number; terrain: number; classes: number };
    }
  /** `notCovered`: a tile is missing (404) or empty; `failed`: a tile could not be read. */
  | { kind: 'overlay'; id: number; status: 'notCovered' | 'failed' };

type Tile = { elevations: Float32Array; size: number } | 'missing';

const tileCache = new Map<string, Promise<Tile>>();
const TILE_CACHE_SIZE = 200;
let lastTerrain: { key: string; elevations: Float32Array; terrain: SlopeAspect; size: number } | null = null;

class UnreadableTile extends Error {}

async function loadTile(url: string, encoding: TerrainEncoding): Promise<Tile> {
  const response = await fetch(url);
  if (response.status === 404 || response.status === 204) return 'missing';
  if (!response.ok) throw new UnreadableTile(`${url}: ${response.status}`);
  const blob = await response.blob();
  if (blob.size === 0) return 'missing';
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new UnreadableTile('no 2D context');
  context.drawImage(bitmap, 0, 0);
  const size = bitmap.width;
  const elevations = decodeElevations(context.getImageData(0, 0, size, bitmap.height).data, encoding);
  bitmap.close();
  return isEmptyTile(elevations) ? 'missing' : { elevations, size };
}

function tileOf(url: string, encoding: TerrainEncoding): Promise<Tile> {
  let tile = tileCache.get(`${encoding} ${url}`);
  if (!tile) {
    tile = loadTile(url, encoding);
    // A failure is not kept: the next view asks again.
    tile.catch(() => tileCache.delete(`${encoding} ${url}`));
    if (tileCache.size >= TILE_CACHE_SIZE) tileCache.delete(tileCache.keys().next().value!);
    tileCache.set(`${encoding} ${url}`, tile);
  }
  return tile;
}

/** The mosaic's elevations, and their slopes and aspects; `missing` when a tile is. */
async function terrainOf({ template, encoding, tiles }: RiskMapRequest) {
  const key = `${encoding} ${template} ${JSON.stringify(tiles)}`;
  if (lastTerrain?.key === key) return { ...lastTerrain, tilesMs: 0, terrainMs: 0 };
  const start = performance.now();
  const columns = tiles.x1 - tiles.x0 + 1;
  const rows = tiles.y1 - tiles.y0 + 1;
  const loaded = await Promise.all(
    Array.from({ length: columns * rows }, (_, index) =>
      tileOf(
        terrainTileUrl(
          template,
          tiles.zoom,
          tiles.x0 + (index % columns),
          tiles.y0 + Math.floor(index / columns),
        ),
        encoding,
      ),
    ),
  );
  if (loaded.some((tile) => tile === 'missing')) return 'missing';
  const parts = loaded as Exclude<Tile, 'missing'>[];
  const size = parts[0]!.size;
  if (parts.some((tile) => tile.size !== size)) throw new UnreadableTile('tiles of different sizes');
  const width = columns * size;
  const elevations = new Float32Array(width * rows * size);
  parts.forEach((tile, index) => {
    const left = (index % columns) * size;
    const top = Math.floor(index / columns) * size;
    for (let row = 0; row < size; row++)
      elevations.set(tile.elevations.subarray(row * size, (row + 1) * size), (top + row) * width + left);
  });
  const tilesMs = performance.now() - start;
  const firstRow = tiles.y0 * size;
  const terrain = slopeAspectOf({
    elevations,
    width,
    height: rows * size,
    // Cells shrink towards the poles: each row has the size of its latitude.
    cellSize: (row) => cellSizeAt(latitudeOfRow(firstRow + row + 0.5, tiles.zoom, size), tiles.zoom, size),
  });
  lastTerrain = { key, elevations, terrain, size };
  return { ...lastTerrain, tilesMs, terrainMs: performance.now() - start - tilesMs };
}

async function dataUrlOf(
  rgba: Uint8ClampedArray<ArrayBuffer>,
  width: number,
  height: number,
): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')!.putImageData(new ImageData(rgba, width, height), 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

async function answer(request: RiskMapRequest): Promise<RiskMapAnswer> {
  try {
    const found = await terrainOf(request);
    if (found === 'missing') return { kind: 'overlay', id: request.id, status: 'notCovered' };
    const start = performance.now();
    const width = (request.tiles.x1 - request.tiles.x0 + 1) * found.size;
    const height = found.elevations.length / width;
    const rgba = riskColours(classifyCells(found.terrain, found.elevations, request.inputs));
    const image = await dataUrlOf(rgba as Uint8ClampedArray<ArrayBuffer>, width, height);
    const timings = { tiles: found.tilesMs, terrain: found.terrainMs, classes: performance.now() - start };
    console.info(
      `risk map: ${width}×${height} cells, tiles ${timings.tiles.toFixed(0)} ms, slope and aspect ${timings.terrain.toFixed(0)} ms, classes and image ${timings.classes.toFixed(0)} ms`,
    );
    return { kind: 'overlay', id: request.id, status: 'ok', image, width, height, timings };
  } catch (error) {
    console.warn('risk map:', error);
    return { kind: 'overlay', id: request.id, status: 'failed' };
  }
}

async function elevationsOf({
  id,
  template,
  encoding,
  positions,
}: ElevationRequest): Promise<ElevationAnswer> {
  const elevations = await Promise.all(
    positions.map(async ([x = 0, y = 0]) => {
      try {
        // The pixel's place is found with the tile's size, known once it is read: 256 first.
        let where = tilePixelOf(x, y, TERRAIN_MAX_ZOOM, 256);
        const tile = await tileOf(
          terrainTileUrl(template, TERRAIN_MAX_ZOOM, where.column, where.row),
          encoding,
        );
        if (tile === 'missing') return null;
        if (tile.size !== 256) where = tilePixelOf(x, y, TERRAIN_MAX_ZOOM, tile.size);
        const value = tile.elevations[where.py * tile.size + where.px]!;
        return Number.isNaN(value) ? null : value;
      } catch {
        return null;
      }
    }),
  );
  return { kind: 'elevations', id, elevations };
}

self.addEventListener('message', (event: MessageEvent<RiskMapRequest | ElevationRequest>) => {
  const request = event.data;
  void (request.kind === 'overlay' ? answer(request) : elevationsOf(request)).then((result) =>
    self.postMessage(result),
  );
});
