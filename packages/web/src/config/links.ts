/**
 * Fixed documents and external addresses the shell links to. Spec 1 §2.2–2.3 says these
 * ids are fixed in the interface without giving their values, so they live here, in one
 * place, for the association to set.
 */
export const ARTICLE_IDS = {
  help: 106727,
  contact: 106728,
  association: 106726,
  joinUs: 106725,
  partners: 106729,
  licenses: 106730,
  /** Terms of service / EULA (spec 1 §9). */
  termsOfService: 106731,
} as const;

/** Spec 1 §2.2 footer "association articles". */
export const ASSOCIATION_ARTICLES = [
  { id: ARTICLE_IDS.association, label: 'footer.association' },
  { id: ARTICLE_IDS.joinUs, label: 'footer.joinUs' },
  { id: ARTICLE_IDS.partners, label: 'footer.partners' },
] as const;

export const SOCIAL_LINKS = [
  { name: 'Mastodon', href: 'https://mastodon.social/@cairn' },
  { name: 'Instagram', href: 'https://www.instagram.com/cairn.guide' },
  { name: 'Facebook', href: 'https://www.facebook.com/cairn.guide' },
] as const;

export const DONATE_URL = 'https://www.helloasso.com/associations/cairn';

/** Whole Web-Mercator world (EPSG:3857 metres), used by the side-menu outings link (spec 1 §2.2). */
export const WORLD_BBOX = '-20037508,-20037508,20037508,20037508';

/**
 * Gear articles suggested on route pages (spec 2 "Per-type detail content", fields.md §9.3).
 * The spec names the subjects, not the ids: placeholders for the association to set.
 */
export const GEAR_ARTICLE_IDS = {
  mountainClimbingEasy: 185750,
  snowIceMixedEasy: 185384,
  bouldering: 185376,
  crag: 185388,
  bolted: 183333,
  trad: 185379,
} as const;
export type GearArticle = keyof typeof GEAR_ARTICLE_IDS;
