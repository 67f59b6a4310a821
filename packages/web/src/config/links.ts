import { SHELL_ARTICLE_IDS } from '@cairn/domain';

/**
 * Fixed documents and external addresses the shell links to. The article ids are shared with
 * the demo guidebook, which holds a real article under each: they live in
 * `@cairn/domain` (`fixed-articles.ts`), in one place, for the association to set.
 */
export const ARTICLE_IDS = SHELL_ARTICLE_IDS;

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
 * Gear articles suggested on route pages (spec 2 "Per-type detail content", fields.md §9.3):
 * the spec names the subjects, not the ids, which live in `@cairn/domain` with the others.
 */
export { GEAR_ARTICLE_IDS, type GearArticle } from '@cairn/domain';
