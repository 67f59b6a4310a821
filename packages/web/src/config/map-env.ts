import type { TerrainEncoding } from '@cairn/domain';
import { parseMapLayers, parseMapOverlays } from './map-layers.ts';

/**
 * The map's part of the environment (`env.ts` holds the rest), read once by the pages that show
 * a map: the first page does not parse it.
 */
export const mapEnv = {
  /**
   * Base layers of the map (spec 3 §2): JSON list of {name, url, attribution, maxZoom, restricted};
   * OpenStreetMap by default. Restricted layers are offered to signed-in users only.
   */
  layers: parseMapLayers(import.meta.env.VITE_MAP_LAYERS),
  /** Overlays above the base layer (spec 3 §2 "Slope overlays"): same shape plus kind and opacity (by kind); none by default. */
  overlays: parseMapOverlays(import.meta.env.VITE_MAP_OVERLAYS),
  /**
   * Spec 3 §7: the biodiversity sports service of sensitive areas (`/api/v2/sensitivearea/`);
   * empty: no sensitive areas.
   */
  biodivSportsUrl: import.meta.env.VITE_BIODIV_SPORTS_URL?.trim() ?? '',
  /**
   * Spec 3 §7: the Swiss geodata service (`/rest/services/api/MapServer/identify`) of wildlife
   * rest zones and hunting bans; empty: no Swiss zones. Without either service the map offers
   * no protection-area overlay.
   */
  swissGeoUrl: import.meta.env.VITE_SWISS_GEO_URL?.trim() ?? '',
  /**
   * Issue 17: the terrain tiles the risk tool's map computes slopes from, an XYZ template
   * (`{z}/{x}/{y}`); empty: the risk tool says it has no map.
   */
  terrainUrl: import.meta.env.VITE_TERRAIN_URL?.trim() ?? '',
  /** Their encoding: Terrarium unless `VITE_TERRAIN_ENCODING` says `mapbox` (terrain-RGB). */
  terrainEncoding: (import.meta.env.VITE_TERRAIN_ENCODING?.trim() === 'mapbox'
    ? 'mapbox'
    : 'terrarium') as TerrainEncoding,
} as const;
