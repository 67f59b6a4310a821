/** Quality levels, lowest first (spec 2 §3, fields.md §14.1). */
export const QUALITY_TYPES = ['empty', 'draft', 'medium', 'fine', 'great'] as const;
export type Quality = (typeof QUALITY_TYPES)[number];

/** spec 2 §3: new documents default to draft; images created from uploads get medium. */
export const DEFAULT_QUALITY: Quality = 'draft';
export const UPLOADED_IMAGE_QUALITY: Quality = 'medium';

/** spec 2 §2: the draft banner shows to editors when quality is empty or draft. */
export const isDraftQuality = (quality: string | null | undefined): boolean =>
  quality === 'empty' || quality === 'draft';
