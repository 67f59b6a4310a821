/**
 * Server-only value lists of map sheets (fields.md §14.1, §16 item 3): the spec models map
 * editor and scale as plain strings; existing data only holds these values.
 */
export const MAP_EDITORS = ['IGN', 'Swisstopo', 'Escursionista'] as const;
export type MapEditor = (typeof MAP_EDITORS)[number];

export const MAP_SCALES = ['25000', '50000', '100000'] as const;
export type MapScale = (typeof MAP_SCALES)[number];
