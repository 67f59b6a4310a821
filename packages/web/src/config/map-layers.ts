/** A base layer of the map (spec 3 §2 "Base-layer switcher"): tiles are configuration (DESIGN.md). */
export type MapLayerConfig = {
  name: string;
  /** XYZ template with {z}, {x} and {y} (and optionally {a-c} for sub-domains). */
  url: string;
  attribution: string;
  maxZoom: number;
};

export const DEFAULT_MAP_LAYERS: MapLayerConfig[] = [
  {
    name: 'OpenStreetMap',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    maxZoom: 19,
  },
];

/**
 * `VITE_MAP_LAYERS`: a JSON array of {name, url, attribution?, maxZoom?}. A wrong value fails
 * loudly at start (STYLE.md: the environment is parsed once), not as a blank map later.
 */
export function parseMapLayers(raw: string | undefined): MapLayerConfig[] {
  if (!raw?.trim()) return DEFAULT_MAP_LAYERS;
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value) || value.length === 0) throw new Error('VITE_MAP_LAYERS must be a non-empty JSON array');
  return value.map((entry: Record<string, unknown>, index) => {
    const { name, url, attribution, maxZoom } = entry ?? {};
    if (typeof name !== 'string' || !name || typeof url !== 'string' || !url.includes('{z}'))
      throw new Error(`VITE_MAP_LAYERS[${index}] needs a name and an XYZ url with {z}, {x} and {y}`);
    return {
      name,
      url,
      attribution: typeof attribution === 'string' ? attribution : '',
      maxZoom: typeof maxZoom === 'number' && maxZoom > 0 ? maxZoom : 19,
    };
  });
}
