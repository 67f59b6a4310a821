import { useEffect } from 'react';
import type OlMap from 'ol/Map';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import type { MapOverlayConfig } from '../../../config/map-layers.ts';

/**
 * The overlays switched on (spec 3 §2 "Slope overlays"), each at its opacity (spec 3 §9: slope
 * layers 0.4), above the base layer and below the documents. `overlays` must keep its identity
 * while the choice is the same.
 */
export function useOverlayLayers(map: OlMap, overlays: MapOverlayConfig[]): void {
  useEffect(() => {
    const layers = overlays.map(
      (overlay, index) =>
        new TileLayer({
          source: new XYZ({ url: overlay.url, attributions: overlay.attribution, maxZoom: overlay.maxZoom }),
          opacity: overlay.opacity,
          properties: { 'cairn:layer': 'overlay', 'cairn:name': overlay.name },
          zIndex: 1 + index,
        }),
    );
    layers.forEach((layer) => map.addLayer(layer));
    return () => {
      layers.forEach((layer) => map.removeLayer(layer));
    };
  }, [map, overlays]);
}
