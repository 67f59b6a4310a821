/**
 * Articles the interface links to by a fixed id. The spec says these ids are fixed in the
 * interface without giving most of their values (spec 1 §2.2–2.3), so they live here, in one
 * place, for the association to set: the web app links to them and the demo guidebook holds an
 * article under each of them, so that no such link leads to a missing page.
 */

/** Spec 1 §2.2: the top bar's help and join links and the side menu's footer. */
export const SHELL_ARTICLE_IDS = {
  help: 106727,
  contact: 106728,
  association: 106726,
  joinUs: 106725,
  partners: 106729,
  licenses: 106730,
  /** Terms of service / EULA (spec 1 §9). */
  termsOfService: 106731,
} as const;

/** Spec 1 §2.3: the dashboard's articles (summary of articles, get ready for climbing, contest). */
export const DASHBOARD_ARTICLE_IDS = {
  articlesSummary: 106732,
  getReadyForClimbing: 106733,
  contest: 106734,
} as const;

/** Gear articles suggested on route pages (spec 2 "Per-type detail content", fields.md §9.3). */
export const GEAR_ARTICLE_IDS = {
  mountainClimbingEasy: 185750,
  snowIceMixedEasy: 185384,
  bouldering: 185376,
  crag: 185388,
  bolted: 183333,
  trad: 185379,
} as const;
export type GearArticle = keyof typeof GEAR_ARTICLE_IDS;

/** Spec 3 "Incident database landing page": "read about the database (article 697210)". */
export const SERAC_ARTICLE_ID = 697210;

/** Every fixed article by name. */
export const FIXED_ARTICLE_IDS = {
  ...SHELL_ARTICLE_IDS,
  ...DASHBOARD_ARTICLE_IDS,
  ...GEAR_ARTICLE_IDS,
  serac: SERAC_ARTICLE_ID,
} as const;
export type FixedArticle = keyof typeof FIXED_ARTICLE_IDS;
