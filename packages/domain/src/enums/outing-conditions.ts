/** Outing condition enumerations (fields.md §14.1). Rating-like lists are best first. */
export const HUT_STATUS = ['open_guarded', 'open_non_guarded', 'closed_hut'] as const;
export type HutStatus = (typeof HUT_STATUS)[number];

export const LIFT_STATUS = ['open', 'closed'] as const;
export type LiftStatus = (typeof LIFT_STATUS)[number];

export const ACCESS_CONDITIONS = ['cleared', 'snowy', 'closed_snow', 'closed_cleared'] as const;
export type AccessCondition = (typeof ACCESS_CONDITIONS)[number];

export const FREQUENTATION_TYPES = ['quiet', 'some', 'crowded', 'overcrowded'] as const;
export type FrequentationType = (typeof FREQUENTATION_TYPES)[number];

/** Condition markers run from excellent (green) to awful (dark red) (spec 3 §9). */
export const CONDITION_RATINGS = ['excellent', 'good', 'average', 'poor', 'awful'] as const;
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

export const SNOW_QUALITY_RATINGS = ['excellent', 'good', 'average', 'poor', 'awful'] as const;
export type SnowQualityRating = (typeof SNOW_QUALITY_RATINGS)[number];

export const SNOW_QUANTITY_RATINGS = ['excellent', 'good', 'average', 'poor', 'awful'] as const;
export type SnowQuantityRating = (typeof SNOW_QUANTITY_RATINGS)[number];

export const GLACIER_RATINGS = ['easy', 'possible', 'difficult', 'impossible'] as const;
export type GlacierRating = (typeof GLACIER_RATINGS)[number];

export const AVALANCHE_SIGNS = [
  'no',
  'danger_sign',
  'recent_avalanche',
  'natural_avalanche',
  'accidental_avalanche',
] as const;
export type AvalancheSign = (typeof AVALANCHE_SIGNS)[number];
