/** Spec 3 §9 "Map": the map's numbers, in one place. Extents are EPSG:3857 [minX, minY, maxX, maxY]. */
export const MAX_ZOOM = 19;
/** Fitting on documents never zooms in further than this (a lone hut fills the screen otherwise). */
export const MIN_FIT_ZOOM = 14;
export const GEOLOCATION_ZOOM = 13;
export const PLACE_ZOOM = 16;
export const PLACE_EXTENT_MAX_ZOOM = 14;
/** A single point is fitted as this buffer around it (map units). */
export const WAYPOINT_EXTENT_BUFFER = 10_000;
/** The fitted zoom is 95% of the computed one, so the features do not touch the edges. */
export const FIT_ZOOM_RATIO = 0.95;
/** Western Europe: from Brittany to the eastern Alps, from the Pyrenees to Belgium. */
export const DEFAULT_EXTENT: Extent = [-400_000, 5_200_000, 1_200_000, 6_000_000];

export type Extent = [number, number, number, number];
