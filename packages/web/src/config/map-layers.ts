/** A base layer of the map (spec 3 §2 "Base-layer switcher"): tiles are configuration (DESIGN.md). */
export type MapLayerConfig = {
  name: string;
  /** XYZ template with {z}, {x} and {y} (and optionally {a-c} for sub-domains). */
  url: string;
  attribution: string;
  maxZoom: number;
  /** Spec 3 "Permissions": offered to signed-in users only (anyone sees the other layers). */
  restricted: boolean;
};

/** What an overlay shows: its default opacity depends on it. */
export type MapOverlayKind = 'slope' | 'protection' | 'other';

/** A layer drawn above the base layer, switched on and off (spec 3 §2 "Slope overlays"). */
export type MapOverlayConfig = MapLayerConfig & {
  kind: MapOverlayKind;
  /** 0 (invisible) to 1 (opaque). */
  opacity: number;
};

/** Spec 3 §9 "Map": layers are opaque by default, slope layers drawn at 0.4, protection zones at 0.7. */
export const OVERLAY_OPACITY: Record<MapOverlayKind, number> = { slope: 0.4, protection: 0.7, other: 1 };
const OVERLAY_KINDS = Object.keys(OVERLAY_OPACITY) as MapOverlayKind[];

export const DEFAULT_MAP_LAYERS: MapLayerConfig[] = [
  {
    name: 'OpenStreetMap',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    maxZoom: 19,
    restricted: false,
  },
];

/**
 * `VITE_MAP_LAYERS`: a JSON array of {name, url, attribution?, maxZoom?, restricted?}. A wrong
 * value fails loudly at start (STYLE.md: the environment is parsed once), not as a blank map
 * later. Anonymous visitors need a map too: at least one layer must not be restricted.
 */
export function parseMapLayers(raw: string | undefined): MapLayerConfig[] {
  if (!raw?.trim()) return DEFAULT_MAP_LAYERS;
  const layers = parseList('VITE_MAP_LAYERS', raw, true).map((entry, index) =>
    parseLayer('VITE_MAP_LAYERS', entry, index),
  );
  if (layers.every((layer) => layer.restricted))
    throw new Error('VITE_MAP_LAYERS needs at least one layer that is not restricted');
  return layers;
}

/**
 * `VITE_MAP_OVERLAYS`: a JSON array of {name, url, attribution?, maxZoom?, kind?, opacity?,
 * restricted?}; none by default. `kind` is `slope`, `protection` or `other` (the default); the
 * opacity defaults to the kind's (spec 3 §9: 0.4, 0.7, opaque).
 */
export function parseMapOverlays(raw: string | undefined): MapOverlayConfig[] {
  if (!raw?.trim()) return [];
  return parseList('VITE_MAP_OVERLAYS', raw, false).map((entry, index) => {
    const layer = parseLayer('VITE_MAP_OVERLAYS', entry, index);
    const { kind = 'other' } = entry;
    if (!OVERLAY_KINDS.includes(kind as MapOverlayKind))
      throw new Error(`VITE_MAP_OVERLAYS[${index}].kind must be one of ${OVERLAY_KINDS.join(', ')}`);
    const { opacity = OVERLAY_OPACITY[kind as MapOverlayKind] } = entry;
    if (typeof opacity !== 'number' || !(opacity > 0 && opacity <= 1))
      throw new Error(`VITE_MAP_OVERLAYS[${index}].opacity must be a number above 0 and at most 1`);
    return { ...layer, kind: kind as MapOverlayKind, opacity };
  });
}

function parseList(setting: string, raw: string, nonEmpty: boolean): Record<string, unknown>[] {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new Error(`${setting} is not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(value) || (nonEmpty && value.length === 0))
    throw new Error(`${setting} must be a ${nonEmpty ? 'non-empty ' : ''}JSON array`);
  const names = new Set<string>();
  return value.map((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${setting}[${index}] must be an object`);
    const { name } = entry as Record<string, unknown>;
    // Names tell layers apart in the switcher and in what the visitor's browser remembers.
    if (typeof name === 'string' && names.has(name))
      throw new Error(`${setting}[${index}]: the name ${name} is taken`);
    if (typeof name === 'string') names.add(name);
    return entry as Record<string, unknown>;
  });
}

function parseLayer(setting: string, entry: Record<string, unknown>, index: number): MapLayerConfig {
  const { name, url, attribution, maxZoom, restricted = false } = entry;
  if (typeof name !== 'string' || !name || typeof url !== 'string' || !url.includes('{z}'))
    throw new Error(`${setting}[${index}] needs a name and an XYZ url with {z}, {x} and {y}`);
  if (typeof restricted !== 'boolean')
    throw new Error(`${setting}[${index}].restricted must be true or false`);
  return {
    name,
    url,
    attribution: typeof attribution === 'string' ? attribution : '',
    maxZoom: typeof maxZoom === 'number' && maxZoom > 0 ? maxZoom : 19,
    restricted,
  };
}
