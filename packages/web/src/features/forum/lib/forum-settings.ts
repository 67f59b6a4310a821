import { env } from '../../../config/env.ts';

/**
 * Spec 1 §2.3: the forum widget leaves out a fixed list of 19 categories (announcements, the
 * association's boards, document comments); a deployment sets its own with
 * VITE_FORUM_EXCLUDED_CATEGORIES.
 */
export const DEFAULT_EXCLUDED_CATEGORY_IDS: readonly number[] = [
  1, 2, 3, 10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 29,
];

export function parseCategoryIds(raw: string | undefined): readonly number[] {
  if (!raw?.trim()) return DEFAULT_EXCLUDED_CATEGORY_IDS;
  return raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}

export const excludedCategoryIds = parseCategoryIds(env.forumExcludedCategories);

/** The announcement topic of each language (slug or id); the others read the English one. */
export const DEFAULT_ANNOUNCEMENT_TOPICS: Readonly<Record<string, string>> = {
  fr: 'annonce',
  en: 'announcement',
  it: 'annuncio',
  de: 'ankundigung',
  es: 'anuncio',
  ca: 'anunci',
  eu: 'iragarpena',
};

export function parseAnnouncementTopics(raw: string | undefined): Readonly<Record<string, string>> {
  if (!raw?.trim()) return DEFAULT_ANNOUNCEMENT_TOPICS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return DEFAULT_ANNOUNCEMENT_TOPICS;
    return Object.fromEntries(
      Object.entries(parsed)
        .filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1]))
        .map(([lang, topic]) => [lang, String(topic)]),
    );
  } catch {
    return DEFAULT_ANNOUNCEMENT_TOPICS;
  }
}

const announcementTopics = parseAnnouncementTopics(env.forumAnnouncementTopics);

/** Spec 1 "Forum": zh_CN, hu and sl (and any language without a topic) fall back to English. */
export const announcementTopicOf = (lang: string, topics = announcementTopics): string | undefined =>
  topics[lang] ?? topics.en;
