/** Sub-kinds and categories of areas, articles, images, books and profiles (fields.md §14.1). */
export const AREA_TYPES = ['range', 'admin_limits', 'country'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

export const ARTICLE_TYPES = ['collab', 'personal'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];

export const ARTICLE_CATEGORIES = [
  'mountain_environment',
  'gear',
  'technical',
  'topoguide_supplements',
  'soft_mobility',
  'expeditions',
  'stories',
  'c2c_meetings',
  'tags',
  'site_info',
  'association',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const IMAGE_TYPES = ['collaborative', 'personal', 'copyright'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_CATEGORIES = [
  'landscapes',
  'detail',
  'action',
  'track',
  'rise',
  'descent',
  'topo',
  'people',
  'fauna',
  'flora',
  'nivology',
  'geology',
  'hut',
  'equipment',
  'book',
  'help',
  'misc',
] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];

export const BOOK_TYPES = [
  'topo',
  'environment',
  'historical',
  'biography',
  'photos-art',
  'novel',
  'technics',
  'tourism',
  'magazine',
] as const;
export type BookType = (typeof BOOK_TYPES)[number];

export const USER_CATEGORIES = [
  'amateur',
  'mountain_guide',
  'mountain_leader',
  'ski_instructor',
  'climbing_instructor',
  'mountainbike_instructor',
  'paragliding_instructor',
  'hut_warden',
  'ski_patroller',
  'avalanche_forecaster',
  'club',
  'institution',
] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];
