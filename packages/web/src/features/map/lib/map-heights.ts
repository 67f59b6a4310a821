/**
 * Heights of the maps that load in chunks of their own, known to the light modules that hold
 * their place until they come (no layout shift when OpenLayers arrives).
 */

/** The edit form's geometry editor (its map, inside a 1 px border). */
export const EDITOR_MAP_HEIGHT = 360;

/** The transport box's map of stops and journeys. */
export const TRANSPORT_MAP_HEIGHT = 280;
