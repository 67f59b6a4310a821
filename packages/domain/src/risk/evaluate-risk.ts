import type { Orientation } from '../enums/terrain.ts';
import { dangerLevelAt, hazardPotentialOf } from './danger.ts';
import {
  LARGE_GROUP_MIN,
  RESIDUAL_RISK_THRESHOLDS,
  SMALL_GROUP_MIN,
  type DangerLevel,
  type ReductionFactor,
  type ResidualRiskLevel,
  type RiskError,
  type RiskInputs,
  type RiskMethod,
  type RiskNote,
  type RiskResult,
  type RiskVerdict,
} from './risk-types.ts';
import { validateRiskInputs } from './validate-risk.ts';

type Limit = RiskResult['slopeLimit'];

/**
 * MRD, the beginner's method: no slope above 40° at level 1, 35° at 2, 30° at 3 (slopes above
 * the route included); above 3 it refuses (spec 3 §5, checked by `validateRiskInputs`).
 */
const MRD_LIMITS: Partial<Record<DangerLevel, number>> = { 1: 40, 2: 35, 3: 30 };

/**
 * MRE, the elementary method: one level more tolerant; no limit from the method at level 1
 * (beware of a fall on hard snow), 40° at 2, 35° at 3, 30° at 4, and no outing at 5.
 */
const MRE_LIMITS: Partial<Record<DangerLevel, number>> = { 2: 40, 3: 35, 4: 30 };

/** Munter's northern sector (NW–N–NE) and northern half (WNW–N–ESE, on eight points NW to E). */
const NORTH_SECTOR: readonly Orientation[] = ['NW', 'N', 'NE'];
const NORTH_HALF: readonly Orientation[] = ['NW', 'N', 'NE', 'E'];

/**
 * MRP's first-class factor, by the steepest part of the slope: under 40° ×2, under 35° ×3,
 * under 30° ×6; one only (the best).
 */
function firstClassFactor(slope: number): ReductionFactor | null {
  if (slope < 30) return { code: 'slopeBelow30', class: 1, value: 6 };
  if (slope < 35) return { code: 'slopeBelow35', class: 1, value: 3 };
  if (slope < 40) return { code: 'slopeBelow40', class: 1, value: 2 };
  return null;
}

/**
 * MRP's second-class factor, one only (the best): a slope outside the northern sector ×2,
 * outside the northern half ×3, a slope skied all the time ×2.
 */
function secondClassFactor(inputs: RiskInputs): ReductionFactor | null {
  const candidates: ReductionFactor[] = [];
  const { orientation } = inputs;
  if (orientation && !NORTH_HALF.includes(orientation))
    candidates.push({ code: 'outsideNorthHalf', class: 2, value: 3 });
  else if (orientation && !NORTH_SECTOR.includes(orientation))
    candidates.push({ code: 'outsideNorthSector', class: 2, value: 2 });
  if (inputs.frequentlyTravelled) candidates.push({ code: 'frequentlyTravelled', class: 2, value: 2 });
  return candidates.sort((a, b) => b.value - a.value)[0] ?? null;
}

/**
 * MRP's third-class factor, by the group (spec 3 §9: small 2–4, large 5 or more; spacing at least
 * 10 m going up and 50 m going down): a large group keeping spacing ×2, a small group ×2, a small
 * group keeping spacing ×3. One person alone, or a large group without spacing: none.
 */
function thirdClassFactor(inputs: RiskInputs): ReductionFactor | null {
  const size = inputs.groupSize;
  if (size === undefined || size < SMALL_GROUP_MIN) return null;
  if (size >= LARGE_GROUP_MIN)
    return inputs.spacing ? { code: 'largeGroupSpaced', class: 3, value: 2 } : null;
  return inputs.spacing
    ? { code: 'smallGroupSpaced', class: 3, value: 3 }
    : { code: 'smallGroup', class: 3, value: 2 };
}

/** The band of a residual risk by the thresholds 1, 1.3 and 1.5 (spec 3 §9), each bound inclusive. */
export function residualRiskLevelOf(residualRisk: number): ResidualRiskLevel {
  const [acceptable, increased, high] = RESIDUAL_RISK_THRESHOLDS;
  if (residualRisk <= acceptable) return 'acceptable';
  if (residualRisk <= increased) return 'increased';
  if (residualRisk <= high) return 'high';
  return 'unacceptable';
}

/** The slope limit of a method at a level; `undefined` when the level calls off the outing. */
export function slopeLimitOf(method: RiskMethod, level: DangerLevel): Limit | undefined {
  if (level === 5 || (method === 'mrd' && level > 3)) return undefined;
  if (method === 'mrp') return level >= 3 ? { degrees: 40, inclusive: false } : null;
  const degrees = (method === 'mrd' ? MRD_LIMITS : MRE_LIMITS)[level];
  return degrees === undefined ? null : { degrees, inclusive: true };
}

const exceeds = (slope: number, limit: Limit) =>
  limit !== null && (limit.inclusive ? slope > limit.degrees : slope >= limit.degrees);

/**
 * Evaluates one slope with the chosen method (spec 3 §5, §9). The inputs are checked first
 * (`validateRiskInputs`); with problems, they come back instead of a result.
 *
 * MRD and MRE exclude the slopes above their limit for the level. MRP divides the hazard
 * potential (2^level, or the user's refinement within the level's range) by the product of its
 * reduction factors, at most one per class, none in wet snow; the residual risk is acceptable
 * up to 1. At
 * considerable danger and above, the method requires a first-class factor: a slope of 40° or
 * more is excluded whatever the other factors.
 */
export function evaluateRisk(
  inputs: RiskInputs,
): { ok: true; result: RiskResult } | { ok: false; errors: RiskError[] } {
  const errors = validateRiskInputs(inputs);
  const at = errors.length === 0 ? dangerLevelAt(inputs) : null;
  if (!at || !inputs.method || inputs.slope === undefined) return { ok: false, errors };
  const { method, slope } = inputs;
  const { level } = at;
  const notes: RiskNote[] = [];
  if (at.assumed) notes.push('higherLevelUsed');
  const limit = slopeLimitOf(method, level);
  const base: Omit<RiskResult, 'verdict' | 'slopeLimit' | 'slopeExcluded'> = {
    method,
    dangerLevel: level,
    hazardPotential: hazardPotentialOf(level),
    factors: [],
    reduction: null,
    residualRisk: null,
    residualRiskLevel: null,
    notes,
  };
  if (limit === undefined)
    return { ok: true, result: { ...base, slopeLimit: null, slopeExcluded: true, verdict: 'stayHome' } };

  const excluded = exceeds(slope, limit);
  if (level >= 3) notes.push('dominatingSlopes');
  const critical =
    inputs.orientation !== undefined && inputs.criticalOrientations?.includes(inputs.orientation);
  if (method !== 'mrd' && critical) notes.push('criticalAspect');
  if (method === 'mre' && level === 1) notes.push('hardSnowFall');
  if (method !== 'mrp')
    return {
      ok: true,
      result: { ...base, slopeLimit: limit, slopeExcluded: excluded, verdict: excluded ? 'noGo' : 'go' },
    };

  if (inputs.wetSnow) notes.push('wetSnowNoFactors');
  if (level >= 3) notes.push('firstClassRequired');
  // Spec 3 §5: "No reduction factors are applied in wet snow" — none of the three classes, so
  // the residual risk is the hazard potential itself. (Munter's books drop only the second
  // class there, the sunny side being no safer and tracks not stabilising wet snow; the spec's
  // wording is followed, the more cautious of the two.) The 40° exclusion is a limit, not a
  // factor: it still applies.
  const factors = inputs.wetSnow
    ? []
    : [firstClassFactor(slope), secondClassFactor(inputs), thirdClassFactor(inputs)].filter(
        (factor): factor is ReductionFactor => factor !== null,
      );
  const potential = inputs.hazardPotential ?? base.hazardPotential;
  const reduction = factors.reduce((product, factor) => product * factor.value, 1);
  const residualRisk = Math.round((potential / reduction) * 100) / 100;
  const residualRiskLevel = residualRiskLevelOf(residualRisk);
  const verdict: RiskVerdict =
    excluded || residualRiskLevel === 'unacceptable'
      ? 'noGo'
      : residualRiskLevel === 'acceptable'
        ? 'go'
        : 'caution';
  return {
    ok: true,
    result: {
      ...base,
      hazardPotential: potential,
      factors,
      reduction,
      residualRisk,
      residualRiskLevel,
      slopeLimit: limit,
      slopeExcluded: excluded,
      verdict,
    },
  };
}
