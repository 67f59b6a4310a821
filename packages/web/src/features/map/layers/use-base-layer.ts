import { useEffect } from 'react';
import type OlMap from 'ol/Map';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { MapLayerConfig } from '../../../config/map-layers.ts';

/** The chosen base layer (spec 3 §2 "Base-layer switcher"), below every other layer. */
export function useBaseLayer(map: OlMap, config: MapLayerConfig): void {
  useEffect(() => {
    const layer = new TileLayer({
      source: new XYZ({ url: config.url, attributions: config.attribution, maxZoom: config.maxZoom }),
      properties: { 'cairn:layer': 'base' },
      zIndex: 0,
    });
    map.getLayers().insertAt(0, layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, config]);
}
