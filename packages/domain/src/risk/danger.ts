import type { DangerLevel, RiskInputs } from './risk-types.ts';

/**
 * The hazard potential of each danger level (Munter): it doubles with each level, 2, 4, 8, 16;
 * at level 5 (very high) no method lets anyone out.
 */
export function hazardPotentialOf(level: DangerLevel): number {
  return 2 ** level;
}

/**
 * The range within which an experienced user may refine the potential of a level (MRP), as the
 * French teaching of the method gives it: 1–3, 3–6, 6–12 (e.g. 8 to 12 after a spell at level 4,
 * spec 3 §9), 12–16. Level 5 has none.
 */
export const HAZARD_POTENTIAL_RANGES: Readonly<Record<1 | 2 | 3 | 4, { min: number; max: number }>> = {
  1: { min: 1, max: 3 },
  2: { min: 3, max: 6 },
  3: { min: 6, max: 12 },
  4: { min: 12, max: 16 },
};

export function isDangerLevel(value: unknown): value is DangerLevel {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Whether the bulletin gives two levels, above and below an altitude. */
export function hasTwoLevels(inputs: Pick<RiskInputs, 'dangerHigh' | 'dangerLow'>): boolean {
  return (
    inputs.dangerLow !== undefined &&
    inputs.dangerHigh !== undefined &&
    inputs.dangerLow !== inputs.dangerHigh
  );
}

/**
 * The level that applies to the slope: the high level at or above the changing altitude, the low
 * one below it; without the slope's altitude, the higher of the two (`assumed`: the safe side).
 */
export function dangerLevelAt(
  inputs: Pick<RiskInputs, 'dangerHigh' | 'dangerLow' | 'changeAltitude' | 'slopeAltitude'>,
): { level: DangerLevel; assumed: boolean } | null {
  const { dangerHigh, dangerLow, changeAltitude, slopeAltitude } = inputs;
  if (!isDangerLevel(dangerHigh)) return null;
  if (!hasTwoLevels(inputs)) return { level: dangerHigh, assumed: false };
  if (!isDangerLevel(dangerLow)) return null;
  if (slopeAltitude === undefined || changeAltitude === undefined)
    return { level: Math.max(dangerHigh, dangerLow) as DangerLevel, assumed: true };
  return { level: slopeAltitude >= changeAltitude ? dangerHigh : dangerLow, assumed: false };
}
