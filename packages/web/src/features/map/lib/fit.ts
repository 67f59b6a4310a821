import {
  DEFAULT_EXTENT,
  FIT_ZOOM_RATIO,
  MIN_FIT_ZOOM,
  WAYPOINT_EXTENT_BUFFER,
  type Extent,
} from './map-constants.ts';

/** Metres per pixel at zoom 0 of the web-Mercator tile grid (256 px tiles). */
export const RESOLUTION_ZOOM_0 = (2 * Math.PI * 6378137) / 256;

/** The zoom at which an extent exactly fits a viewport of `size` pixels. */
export function zoomForExtent([minX, minY, maxX, maxY]: Extent, [width, height]: [number, number]): number {
  const resolution = Math.max((maxX - minX) / Math.max(width, 1), (maxY - minY) / Math.max(height, 1));
  return Math.log2(RESOLUTION_ZOOM_0 / resolution);
}

/**
 * Spec 3 §9: where the view goes to show an extent: the default extent when there is none,
 * a single point buffered by 10000 units, 95% of the fitting zoom, and never past zoom 14.
 */
export function fitOf(
  extent: Extent | undefined,
  size: [number, number],
): { center: [number, number]; zoom: number } {
  let [minX, minY, maxX, maxY] = extent && extent.every(Number.isFinite) ? extent : DEFAULT_EXTENT;
  if (maxX - minX === 0 && maxY - minY === 0) {
    minX -= WAYPOINT_EXTENT_BUFFER;
    minY -= WAYPOINT_EXTENT_BUFFER;
    maxX += WAYPOINT_EXTENT_BUFFER;
    maxY += WAYPOINT_EXTENT_BUFFER;
  }
  const zoom = zoomForExtent([minX, minY, maxX, maxY], size) * FIT_ZOOM_RATIO;
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], zoom: Math.max(0, Math.min(zoom, MIN_FIT_ZOOM)) };
}

/** Extent of several extents; undefined for none. */
export function unionOf(extents: Extent[]): Extent | undefined {
  if (extents.length === 0) return undefined;
  return extents.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

/** The `bbox` list filter (spec 3 §4 "Map"): `xmin,ymin,xmax,ymax` in EPSG:3857, rounded. */
export const bboxParam = (extent: Extent): string => extent.map((value) => Math.round(value)).join(',');

/** The extent of a `bbox` query value; undefined when it is not four numbers. */
export function parseBbox(text: string | undefined): Extent | undefined {
  const values = (text ?? '').split(',').map(Number);
  return values.length === 4 && values.every(Number.isFinite) ? (values as Extent) : undefined;
}
