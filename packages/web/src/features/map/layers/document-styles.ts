import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import type { MapDocument } from '../lib/map-documents.ts';

const cache = new Map<string, Style[]>();

/** Hex colour with an alpha, for polygon fills. */
const withAlpha = (hex: string, alpha: number) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
};

/**
 * Styles of a document on the map: coloured markers for points (outings by condition,
 * waypoints by family), lines for routes and tracks, outlined surfaces for areas and maps.
 * The main document of a detail page and the hovered one are drawn bolder. Styles are
 * cached: OpenLayers calls this for every feature on every frame.
 */
export function documentStyles(doc: MapDocument, isHovered: boolean): Style[] {
  const bold = isHovered || !!doc.isMain;
  const key = `${doc.geometry.type}|${doc.color}|${bold}`;
  let styles = cache.get(key);
  if (styles) return styles;
  switch (doc.geometry.type) {
    case 'Point':
      styles = [
        new Style({
          image: new CircleStyle({
            radius: bold ? 9 : 7,
            fill: new Fill({ color: doc.color }),
            stroke: new Stroke({ color: '#fff', width: 2 }),
          }),
          zIndex: bold ? 20 : 10,
        }),
      ];
      break;
    case 'LineString':
    case 'MultiLineString':
      // A white casing keeps the line readable on any base layer.
      styles = [
        new Style({
          stroke: new Stroke({ color: 'rgba(255,255,255,0.9)', width: bold ? 7 : 5 }),
          zIndex: bold ? 4 : 2,
        }),
        new Style({ stroke: new Stroke({ color: doc.color, width: bold ? 4 : 3 }), zIndex: bold ? 5 : 3 }),
      ];
      break;
    case 'Polygon':
    case 'MultiPolygon':
      styles = [
        new Style({
          stroke: new Stroke({ color: doc.color, width: bold ? 3 : 2 }),
          fill: new Fill({ color: withAlpha(doc.color, bold ? 0.2 : 0.1) }),
          zIndex: 1,
        }),
      ];
      break;
  }
  cache.set(key, styles);
  return styles;
}
