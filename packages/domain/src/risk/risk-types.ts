import type { Orientation } from '../enums/terrain.ts';

/**
 * The risk tool's inputs and answers (spec 3 §2, §3 "Risk tool inputs", §5, §9): Werner Munter's
 * reduction methods for one slope.
 *
 * Sources of the rules (learnt, not copied): W. Munter, "3×3 Lawinen. Risikomanagement im
 * Wintersport" (Pohl & Schellhammer, 2003; French edition "3×3 avalanches", Club alpin suisse,
 * 2006); P. Descamps and O. Moret, "Avalanche, comment réduire le risque" (Paulsen, 2016); the
 * explanations of the reduction methods published with the Yéti tool of camptocamp.org (its FAQ
 * and method panels, github.com/c2corg/c2c_ui `src/components/yeti/`); the Swiss Alpine Club's
 * "Die Alpen" articles on the reduction method (sac-cas.ch) and skitourenguru.ch's overview of
 * reduction methods.
 */

/** The three methods: beginner (MRD), elementary (MRE), professional (MRP). */
export const RISK_METHODS = ['mrd', 'mre', 'mrp'] as const;
export type RiskMethod = (typeof RISK_METHODS)[number];

/** The European avalanche danger scale, 1 (low) to 5 (very high). */
export const DANGER_LEVELS = [1, 2, 3, 4, 5] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

/**
 * The eight compass points a slope faces, in the order of the catalog's `orientation_types`
 * (written here too so that the risk tool's chunk does not pull the terrain enumerations).
 */
export const RISK_ORIENTATIONS = [
  'N',
  'NE',
  'E',
  'SE',
  'S',
  'SW',
  'W',
  'NW',
] as const satisfies readonly Orientation[];

/** Spec 3 §5: the bounds of the slope (degrees) and of the slope's height (metres). */
export const SLOPE_MIN = 0;
export const SLOPE_MAX = 80;
export const SLOPE_HEIGHT_MIN = 50;
export const SLOPE_HEIGHT_MAX = 3000;
/** Altitudes (where the danger changes, of the slope): metres, up to above the Alps' highest summit. */
export const ALTITUDE_MIN = 0;
export const ALTITUDE_MAX = 4900;

/** Spec 3 §9: a small group is 2 to 4 people, a large group 5 or more. */
export const SMALL_GROUP_MIN = 2;
export const LARGE_GROUP_MIN = 5;
export const GROUP_SIZE_MAX = 99;
/** Spec 3 §9: the load-shedding spacing, at least 10 m going up and 50 m going down. */
export const SPACING_ASCENT_M = 10;
export const SPACING_DESCENT_M = 50;

/** Spec 3 §9: residual risk thresholds of the professional method. */
export const RESIDUAL_RISK_THRESHOLDS = [1, 1.3, 1.5] as const;

/** What the user enters; numbers may be missing while the form is being filled. */
export interface RiskInputs {
  method?: RiskMethod | undefined;
  /** The bulletin's level above the changing altitude (or everywhere when there is one level). */
  dangerHigh?: number | undefined;
  /** The bulletin's level below the changing altitude; missing means the same as `dangerHigh`. */
  dangerLow?: number | undefined;
  /** Where the bulletin's level changes; required when the high and low levels differ. */
  changeAltitude?: number | undefined;
  /** The slope's altitude, to pick the high or low level; without it the higher level counts. */
  slopeAltitude?: number | undefined;
  /** The steepest part of the slope, in degrees. */
  slope?: number | undefined;
  /** The slope's height, in metres. */
  slopeHeight?: number | undefined;
  /** Which way the slope faces (MRE flags the bulletin's critical aspects; MRP reduces by it). */
  orientation?: Orientation | undefined;
  /** The aspects the bulletin calls critical (MRE, MRP). */
  criticalOrientations?: readonly Orientation[] | undefined;
  /** MRP: the hazard potential chosen within the level's range (default 2^level). */
  hazardPotential?: number | undefined;
  /** MRP: the slope is skied all the time (a second-class factor). */
  frequentlyTravelled?: boolean | undefined;
  /** MRP: the number of people. */
  groupSize?: number | undefined;
  /** MRP: the group keeps the load-shedding spacing. */
  spacing?: boolean | undefined;
  /** MRP: wet snow, where no reduction factor applies (spec 3 §5). */
  wetSnow?: boolean | undefined;
}

/** Stable codes of the problems of the inputs (the web app shows each in the user's language). */
export type RiskErrorCode =
  | 'dangerRequired'
  | 'dangerInvalid'
  | 'methodRequired'
  | 'altitudeRequired'
  | 'altitudeInvalid'
  | 'slopeRequired'
  | 'slopeOutOfBounds'
  | 'slopeHeightRequired'
  | 'slopeHeightOutOfBounds'
  | 'mrdDangerTooHigh'
  | 'hazardPotentialOutOfRange'
  | 'groupSizeInvalid'
  | 'invalidValue';

export interface RiskError {
  field: keyof RiskInputs;
  code: RiskErrorCode;
  /** The spec's words, in English. */
  message: string;
}

/** A reduction factor of the professional method that applied. */
export type ReductionFactorCode =
  | 'slopeBelow40'
  | 'slopeBelow35'
  | 'slopeBelow30'
  | 'outsideNorthSector'
  | 'outsideNorthHalf'
  | 'frequentlyTravelled'
  | 'largeGroupSpaced'
  | 'smallGroup'
  | 'smallGroupSpaced';

export interface ReductionFactor {
  code: ReductionFactorCode;
  /** Munter's class: 1 slope, 2 orientation or use of the slope, 3 group and behaviour. */
  class: 1 | 2 | 3;
  value: number;
}

/**
 * The residual risk's band (MRP): at most 1 `acceptable`; up to 1.3 `increased` (defensive
 * skiing, spacing); up to 1.5 `high` (a thin margin, think of turning back); above `unacceptable`.
 */
export type ResidualRiskLevel = 'acceptable' | 'increased' | 'high' | 'unacceptable';

/**
 * The verdict: `go` (within the method's limits), `caution` (MRP: residual risk above 1 up to 1.5),
 * `noGo` (the slope is excluded or the residual risk above 1.5), `stayHome` (the level calls off
 * the outing).
 */
export type RiskVerdict = 'go' | 'caution' | 'noGo' | 'stayHome';

/** Notes the result shows beside the verdict. */
export type RiskNote =
  | 'dominatingSlopes'
  | 'hardSnowFall'
  | 'criticalAspect'
  | 'wetSnowNoFactors'
  | 'higherLevelUsed'
  | 'firstClassRequired';

export interface RiskResult {
  method: RiskMethod;
  /** The danger level used for this slope (high or low by its altitude). */
  dangerLevel: DangerLevel;
  /** 2^level (2, 4, 8, 16), or the refined potential the user chose (MRP). */
  hazardPotential: number;
  /**
   * The steepest slope the method allows at this level, or null when it sets none (MRE at
   * level 1) or calls off the outing. `inclusive`: a slope of exactly `degrees` is allowed
   * (MRD, MRE: "no slope above 35°"); otherwise it must stay below (MRP: "under 40°").
   */
  slopeLimit: { degrees: number; inclusive: boolean } | null;
  /** Whether the slope exceeds that limit. */
  slopeExcluded: boolean;
  /** MRP: the factors applied, at most one per class. */
  factors: ReductionFactor[];
  /** MRP: the product of the factors. */
  reduction: number | null;
  /** MRP: potential ÷ product of the factors, rounded to 2 decimals. */
  residualRisk: number | null;
  residualRiskLevel: ResidualRiskLevel | null;
  verdict: RiskVerdict;
  notes: RiskNote[];
}
