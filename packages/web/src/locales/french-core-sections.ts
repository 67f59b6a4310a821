/**
 * French is bundled (spec 1 §1), but the messages of pages the home page never shows need not
 * be: `virtual:fr-core` (vite.config.ts) is fr.json without these sections, and `lib/i18n.ts` adds the whole
 * catalogue (its own lazy chunk) before any other page or lazy panel renders.
 */
export const DEFERRED_SECTIONS = [
  'account',
  // The edit forms and their pieces are lazy chunks too.
  'associationEditor',
  // The avalanche box of route pages is a lazy chunk.
  'avalanche',
  'auth',
  'changes',
  // The cookie banner and its settings dialog are lazy chunks, loaded with the whole catalogue.
  'cookies',
  'cookieSettings',
  'dialog',
  'documents',
  'documentEdit',
  'editConflict',
  'fieldLabels',
  // The help pop-up is a lazy chunk, loaded with the whole catalogue.
  'help',
  'history',
  'imageRefusals',
  'imageUpload',
  'imageViewer',
  'lists',
  'map',
  'markdownEditor',
  'outingStats',
  'pictureContest',
  'print',
  // The trackers screen is a lazy chunk.
  'trackers',
  // The risk tool and its map are lazy chunks.
  'riskTool',
  'riskMap',
  'screens',
  'serac',
  'sso',
  'topoguideHub',
  // The public transport box of route pages is a lazy chunk.
  'transport',
];

/** Enumerations the cards of the home page and the feed show; the others wait like the sections above. */
export const HOME_ENUMS = [
  'activities',
  'condition_ratings',
  'event_activities',
  'months',
  'paragliding_ratings',
  'quality_types',
  'waypoint_types',
];

/** Field labels the home page shows (badges and cards). */
export const HOME_FIELDS = [
  'activities',
  'condition_rating',
  'elevation',
  'elevation_max',
  'height_diff_up',
  'orientations',
  'quality',
];

/**
 * Sections of which the home page shows only these keys: the cards' figures (the activity feed,
 * a lazy chunk, loads the whole catalogue with it, as the top bar's search box does) and the
 * search box's stand-in. Partial like `enums` and `fields` above.
 */
export const HOME_KEYS: Readonly<Record<string, readonly string[]>> = {
  enums: HOME_ENUMS,
  fields: HOME_FIELDS,
  feed: [
    'ratings',
    'elevation',
    'heightUp',
    'heightDifficulties',
    'orientations',
    'imageCount',
    'images',
    'gpsTrace',
    'softMobility',
  ],
  search: ['label', 'placeholder'],
};
