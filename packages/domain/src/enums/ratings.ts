/**
 * Rating scales, easiest first (spec 3 "Rating scales", fields.md §14.2). Shown verbatim,
 * except paragliding_ratings (translated label). mtb_up_ratings and mixed_ratings share
 * codes (M1…M5) but are distinct scales with distinct types.
 */
// prettier-ignore
export const GLOBAL_RATINGS = [
  'F', 'F+', 'PD-', 'PD', 'PD+', 'AD-', 'AD', 'AD+', 'D-', 'D', 'D+',
  'TD-', 'TD', 'TD+', 'ED-', 'ED', 'ED+', 'ED4', 'ED5', 'ED6', 'ED7',
] as const;
export type GlobalRating = (typeof GLOBAL_RATINGS)[number];

// prettier-ignore
export const CLIMBING_RATINGS = [
  '2', '3a', '3b', '3c', '4a', '4b', '4c',
  '5a', '5a+', '5b', '5b+', '5c', '5c+',
  '6a', '6a+', '6b', '6b+', '6c', '6c+',
  '7a', '7a+', '7b', '7b+', '7c', '7c+',
  '8a', '8a+', '8b', '8b+', '8c', '8c+',
  '9a', '9a+', '9b', '9b+', '9c', '9c+',
] as const;
export type ClimbingRating = (typeof CLIMBING_RATINGS)[number];

export const AID_RATINGS = [
  'A0',
  'A0+',
  'A1',
  'A1+',
  'A2',
  'A2+',
  'A3',
  'A3+',
  'A4',
  'A4+',
  'A5',
  'A5+',
] as const;
export type AidRating = (typeof AID_RATINGS)[number];

export const ENGAGEMENT_RATINGS = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export type EngagementRating = (typeof ENGAGEMENT_RATINGS)[number];

export const EQUIPMENT_RATINGS = ['P1', 'P1+', 'P2', 'P2+', 'P3', 'P3+', 'P4', 'P4+'] as const;
export type EquipmentRating = (typeof EQUIPMENT_RATINGS)[number];

export const RISK_RATINGS = ['X1', 'X2', 'X3', 'X4', 'X5'] as const;
export type RiskRating = (typeof RISK_RATINGS)[number];

export const EXPOSITION_ROCK_RATINGS = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'] as const;
export type ExpositionRockRating = (typeof EXPOSITION_ROCK_RATINGS)[number];

/** Route ski_exposition, hiking_mtb_exposition, waypoint exposition_rating (server only). */
export const EXPOSITION_RATINGS = ['E1', 'E2', 'E3', 'E4'] as const;
export type ExpositionRating = (typeof EXPOSITION_RATINGS)[number];

export const ICE_RATINGS = ['1', '2', '3', '3+', '4', '4+', '5', '5+', '6', '6+', '7', '7+'] as const;
export type IceRating = (typeof ICE_RATINGS)[number];

// prettier-ignore
export const MIXED_RATINGS = [
  'M1', 'M2', 'M3', 'M3+', 'M4', 'M4+', 'M5', 'M5+', 'M6', 'M6+', 'M7', 'M7+',
  'M8', 'M8+', 'M9', 'M9+', 'M10', 'M10+', 'M11', 'M11+', 'M12', 'M12+',
] as const;
export type MixedRating = (typeof MIXED_RATINGS)[number];

// prettier-ignore
export const SKI_RATINGS = [
  '1.1', '1.2', '1.3', '2.1', '2.2', '2.3', '3.1', '3.2', '3.3',
  '4.1', '4.2', '4.3', '5.1', '5.2', '5.3', '5.4', '5.5', '5.6',
] as const;
export type SkiRating = (typeof SKI_RATINGS)[number];

export const LABANDE_SKI_RATINGS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'] as const;
export type LabandeSkiRating = (typeof LABANDE_SKI_RATINGS)[number];

export const HIKING_RATINGS = ['T1', 'T2', 'T3', 'T4', 'T5'] as const;
export type HikingRating = (typeof HIKING_RATINGS)[number];

export const SNOWSHOE_RATINGS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type SnowshoeRating = (typeof SNOWSHOE_RATINGS)[number];

export const VIA_FERRATA_RATINGS = ['K1', 'K2', 'K3', 'K4', 'K5', 'K6'] as const;
export type ViaFerrataRating = (typeof VIA_FERRATA_RATINGS)[number];

export const MTB_UP_RATINGS = ['M1', 'M2', 'M3', 'M4', 'M5'] as const;
/** Same codes as the first mixed ratings, but a distinct scale (fields.md §14.2 note). */
export type MtbUpRating = (typeof MTB_UP_RATINGS)[number];

export const MTB_DOWN_RATINGS = ['V1', 'V2', 'V3', 'V4', 'V5'] as const;
export type MtbDownRating = (typeof MTB_DOWN_RATINGS)[number];

/** Labels are translated (fields.md §14.2). */
export const PARAGLIDING_RATINGS = ['1', '2', '3', '4'] as const;
export type ParaglidingRating = (typeof PARAGLIDING_RATINGS)[number];

/** Every rating scale by the name fields.md uses. */
export const RATING_SCALES = {
  global_ratings: GLOBAL_RATINGS,
  climbing_ratings: CLIMBING_RATINGS,
  aid_ratings: AID_RATINGS,
  engagement_ratings: ENGAGEMENT_RATINGS,
  equipment_ratings: EQUIPMENT_RATINGS,
  risk_ratings: RISK_RATINGS,
  exposition_rock_ratings: EXPOSITION_ROCK_RATINGS,
  exposition_ratings: EXPOSITION_RATINGS,
  ice_ratings: ICE_RATINGS,
  mixed_ratings: MIXED_RATINGS,
  ski_ratings: SKI_RATINGS,
  labande_ski_ratings: LABANDE_SKI_RATINGS,
  hiking_ratings: HIKING_RATINGS,
  snowshoe_ratings: SNOWSHOE_RATINGS,
  via_ferrata_ratings: VIA_FERRATA_RATINGS,
  mtb_up_ratings: MTB_UP_RATINGS,
  mtb_down_ratings: MTB_DOWN_RATINGS,
  paragliding_ratings: PARAGLIDING_RATINGS,
} as const;
export type RatingScaleName = keyof typeof RATING_SCALES;
