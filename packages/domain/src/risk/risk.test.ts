import { describe, expect, it } from 'vitest';
import { ORIENTATION_TYPES } from '../enums/terrain.ts';
import {
  HAZARD_POTENTIAL_RANGES,
  RISK_ORIENTATIONS,
  dangerLevelAt,
  evaluateRisk,
  hazardPotentialOf,
  residualRiskLevelOf,
  slopeLimitOf,
  validateRiskInputs,
  type RiskInputs,
  type RiskResult,
} from './index.ts';

const base: RiskInputs = { method: 'mrd', dangerHigh: 2, slope: 30, slopeHeight: 200 };

function result(inputs: Partial<RiskInputs>): RiskResult {
  const outcome = evaluateRisk({ ...base, ...inputs });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.result;
}
const codes = (inputs: Partial<RiskInputs>) => validateRiskInputs({ ...base, ...inputs }).map((e) => e.code);

describe('risk tool inputs (spec 3 §5)', () => {
  it('needs a danger level and a method', () => {
    expect(validateRiskInputs({ slope: 30, slopeHeight: 100 })).toEqual([
      { field: 'dangerHigh', code: 'dangerRequired', message: 'Danger level is required' },
      { field: 'method', code: 'methodRequired', message: 'Method is required' },
    ]);
  });

  it('takes danger levels 1 to 5 only', () => {
    for (const level of [1, 2, 3, 4, 5]) expect(codes({ method: 'mre', dangerHigh: level })).toEqual([]);
    for (const level of [0, 6, 2.5, Number.NaN])
      expect(codes({ method: 'mre', dangerHigh: level })).toEqual(['dangerInvalid']);
    expect(codes({ method: 'mre', dangerLow: 6, changeAltitude: 2000 })).toEqual(['dangerInvalid']);
  });

  it('needs the changing altitude only when the high and low levels differ', () => {
    expect(codes({ dangerHigh: 2, dangerLow: 2 })).toEqual([]);
    expect(validateRiskInputs({ ...base, dangerHigh: 3, dangerLow: 2 })).toEqual([
      {
        field: 'changeAltitude',
        code: 'altitudeRequired',
        message: 'Altitude is required when the high and low danger levels differ',
      },
    ]);
    expect(codes({ dangerHigh: 3, dangerLow: 2, changeAltitude: 2200 })).toEqual([]);
    expect(codes({ dangerHigh: 3, dangerLow: 2, changeAltitude: -1 })).toEqual(['altitudeInvalid']);
    expect(codes({ dangerHigh: 3, dangerLow: 2, changeAltitude: 4901 })).toEqual(['altitudeInvalid']);
    expect(codes({ slopeAltitude: 4900 })).toEqual([]);
    expect(codes({ slopeAltitude: 5000 })).toEqual(['altitudeInvalid']);
  });

  it('keeps the slope between 0 and 80 degrees', () => {
    for (const slope of [0, 80, 45.5]) expect(codes({ slope })).toEqual([]);
    for (const slope of [-0.1, 80.1, Number.NaN]) expect(codes({ slope })).toEqual(['slopeOutOfBounds']);
    expect(validateRiskInputs({ ...base, slope: 81 })[0]?.message).toBe(
      'Slope must be between 0 and 80 degrees',
    );
    expect(codes({ slope: undefined })).toEqual(['slopeRequired']);
  });

  it('keeps the slope height between 50 and 3000 m', () => {
    for (const slopeHeight of [50, 3000]) expect(codes({ slopeHeight })).toEqual([]);
    for (const slopeHeight of [49, 3001]) expect(codes({ slopeHeight })).toEqual(['slopeHeightOutOfBounds']);
    expect(validateRiskInputs({ ...base, slopeHeight: 10 })[0]?.message).toBe(
      'Slope height must be between 50 and 3000 m',
    );
    expect(codes({ slopeHeight: undefined })).toEqual(['slopeHeightRequired']);
  });

  it('refuses a danger level above 3 with MRD, high or low, and not with the other methods', () => {
    expect(codes({ dangerHigh: 3 })).toEqual([]);
    expect(validateRiskInputs({ ...base, dangerHigh: 4 })).toEqual([
      {
        field: 'method',
        code: 'mrdDangerTooHigh',
        message: 'A danger level above 3 is not allowed for the beginner method MRD',
      },
    ]);
    expect(codes({ dangerHigh: 5 })).toEqual(['mrdDangerTooHigh']);
    expect(codes({ dangerHigh: 2, dangerLow: 4, changeAltitude: 1800 })).toEqual(['mrdDangerTooHigh']);
    expect(codes({ method: 'mre', dangerHigh: 4 })).toEqual([]);
    expect(codes({ method: 'mrp', dangerHigh: 4 })).toEqual([]);
    expect(evaluateRisk({ ...base, dangerHigh: 4 }).ok).toBe(false);
  });

  it('keeps a refined hazard potential within its level’s range, and the group to 1–99 people', () => {
    expect(codes({ method: 'mrp', dangerHigh: 3, hazardPotential: 12 })).toEqual([]);
    expect(codes({ method: 'mrp', dangerHigh: 3, hazardPotential: 13 })).toEqual([
      'hazardPotentialOutOfRange',
    ]);
    expect(codes({ method: 'mrp', dangerHigh: 3, hazardPotential: 5 })).toEqual([
      'hazardPotentialOutOfRange',
    ]);
    expect(codes({ method: 'mrp', groupSize: 0 })).toEqual(['groupSizeInvalid']);
    expect(codes({ method: 'mrp', groupSize: 2.5 })).toEqual(['groupSizeInvalid']);
    expect(codes({ method: 'mrp', groupSize: 99 })).toEqual([]);
  });
});

describe('danger level and hazard potential', () => {
  it('doubles the potential with each level: 2, 4, 8, 16', () => {
    expect([1, 2, 3, 4].map((level) => hazardPotentialOf(level as 1 | 2 | 3 | 4))).toEqual([2, 4, 8, 16]);
  });

  it('lets considerable be refined from 6 up to 12 (spec 3 §9: 8 to 12), each range holding its level', () => {
    expect(HAZARD_POTENTIAL_RANGES).toEqual({
      1: { min: 1, max: 3 },
      2: { min: 3, max: 6 },
      3: { min: 6, max: 12 },
      4: { min: 12, max: 16 },
    });
    expect(result({ method: 'mrp', dangerHigh: 3, hazardPotential: 12, slope: 25 }).hazardPotential).toBe(12);
  });

  it('uses the high level at or above the changing altitude, the low one below, the higher without an altitude', () => {
    const bulletin = { dangerHigh: 3, dangerLow: 2, changeAltitude: 2000 };
    expect(dangerLevelAt({ ...bulletin, slopeAltitude: 2000 })).toEqual({ level: 3, assumed: false });
    expect(dangerLevelAt({ ...bulletin, slopeAltitude: 1999 })).toEqual({ level: 2, assumed: false });
    expect(dangerLevelAt(bulletin)).toEqual({ level: 3, assumed: true });
    expect(dangerLevelAt({ dangerHigh: 1, dangerLow: 3, changeAltitude: 2000 })).toEqual({
      level: 3,
      assumed: true,
    });
    expect(result({ ...bulletin, slope: 33 }).notes).toContain('higherLevelUsed');
    expect(result({ ...bulletin, slope: 33, slopeAltitude: 1500 })).toMatchObject({
      dangerLevel: 2,
      verdict: 'go',
    });
    expect(result({ ...bulletin, slope: 33, slopeAltitude: 2500 })).toMatchObject({
      dangerLevel: 3,
      verdict: 'noGo',
    });
  });
});

describe('MRD, the beginner method', () => {
  it.each([
    [1, 40],
    [2, 35],
    [3, 30],
  ])('at level %i excludes slopes above %i°', (level, limit) => {
    expect(result({ dangerHigh: level, slope: limit })).toMatchObject({
      slopeLimit: { degrees: limit, inclusive: true },
      slopeExcluded: false,
      verdict: 'go',
    });
    expect(result({ dangerHigh: level, slope: limit + 0.5 })).toMatchObject({
      slopeExcluded: true,
      verdict: 'noGo',
    });
  });

  it('warns about the slopes above the route from level 3, and applies no factor', () => {
    expect(result({ dangerHigh: 3, slope: 20 }).notes).toEqual(['dominatingSlopes']);
    expect(result({ dangerHigh: 2, slope: 20 })).toMatchObject({
      notes: [],
      factors: [],
      residualRisk: null,
    });
  });
});

describe('MRE, the elementary method', () => {
  it('sets no slope limit at level 1 but warns about falls on hard snow', () => {
    expect(result({ method: 'mre', dangerHigh: 1, slope: 55 })).toMatchObject({
      slopeLimit: null,
      verdict: 'go',
      notes: ['hardSnowFall'],
    });
  });

  it.each([
    [2, 40],
    [3, 35],
    [4, 30],
  ])('at level %i excludes slopes above %i°', (level, limit) => {
    expect(result({ method: 'mre', dangerHigh: level, slope: limit })).toMatchObject({ verdict: 'go' });
    expect(result({ method: 'mre', dangerHigh: level, slope: limit + 1 })).toMatchObject({
      slopeLimit: { degrees: limit, inclusive: true },
      verdict: 'noGo',
    });
  });

  it('calls off the outing at level 5', () => {
    expect(result({ method: 'mre', dangerHigh: 5, slope: 10 })).toMatchObject({
      verdict: 'stayHome',
      slopeLimit: null,
    });
    expect(slopeLimitOf('mrp', 5)).toBeUndefined();
  });

  it('flags a slope facing one of the bulletin’s critical aspects', () => {
    const critical = {
      method: 'mre' as const,
      dangerHigh: 2,
      slope: 30,
      criticalOrientations: ['N', 'NE'] as const,
    };
    expect(result({ ...critical, orientation: 'N' }).notes).toContain('criticalAspect');
    expect(result({ ...critical, orientation: 'S' }).notes).not.toContain('criticalAspect');
  });
});

describe('MRP, the professional method', () => {
  const mrp = { method: 'mrp' as const };

  it('divides the potential by one first-class factor by slope: under 40° ×2, under 35° ×3, under 30° ×6', () => {
    expect(result({ ...mrp, dangerHigh: 2, slope: 40 }).factors).toEqual([]);
    expect(result({ ...mrp, dangerHigh: 2, slope: 39 }).factors).toEqual([
      { code: 'slopeBelow40', class: 1, value: 2 },
    ]);
    expect(result({ ...mrp, dangerHigh: 2, slope: 34.9 }).factors).toEqual([
      { code: 'slopeBelow35', class: 1, value: 3 },
    ]);
    expect(result({ ...mrp, dangerHigh: 2, slope: 29 }).factors).toEqual([
      { code: 'slopeBelow30', class: 1, value: 6 },
    ]);
  });

  it('takes one second-class factor: outside the north sector ×2, outside the northern half ×3, frequented ×2', () => {
    const at = { ...mrp, dangerHigh: 2, slope: 45 };
    expect(result({ ...at, orientation: 'N' }).factors).toEqual([]);
    expect(result({ ...at, orientation: 'NW' }).factors).toEqual([]);
    expect(result({ ...at, orientation: 'E' }).factors).toEqual([
      { code: 'outsideNorthSector', class: 2, value: 2 },
    ]);
    expect(result({ ...at, orientation: 'S' }).factors).toEqual([
      { code: 'outsideNorthHalf', class: 2, value: 3 },
    ]);
    expect(result({ ...at, orientation: 'W' }).factors).toEqual([
      { code: 'outsideNorthHalf', class: 2, value: 3 },
    ]);
    expect(result({ ...at, orientation: 'N', frequentlyTravelled: true }).factors).toEqual([
      { code: 'frequentlyTravelled', class: 2, value: 2 },
    ]);
    // One per class: the best of the two.
    expect(result({ ...at, orientation: 'S', frequentlyTravelled: true }).factors).toEqual([
      { code: 'outsideNorthHalf', class: 2, value: 3 },
    ]);
  });

  it('applies no reduction factor at all in wet snow (spec 3 §5)', () => {
    const wet = result({
      ...mrp,
      dangerHigh: 2,
      slope: 32,
      orientation: 'S',
      frequentlyTravelled: true,
      groupSize: 3,
      spacing: true,
      wetSnow: true,
    });
    // Neither the slope (×3), nor the orientation (×3), nor the group (×3): 4 ÷ 1.
    expect(wet.factors).toEqual([]);
    expect(wet).toMatchObject({
      reduction: 1,
      residualRisk: 4,
      residualRiskLevel: 'unacceptable',
      verdict: 'noGo',
      notes: ['wetSnowNoFactors'],
    });
    expect(
      result({ ...mrp, dangerHigh: 2, slope: 32, orientation: 'S', groupSize: 3, spacing: true }),
    ).toMatchObject({ reduction: 27, residualRisk: 0.15, verdict: 'go' });
    // At level 1 refined to a potential of 1, wet snow leaves a residual risk of exactly 1.
    expect(result({ ...mrp, dangerHigh: 1, hazardPotential: 1, slope: 20, wetSnow: true })).toMatchObject({
      factors: [],
      residualRisk: 1,
      residualRiskLevel: 'acceptable',
      verdict: 'go',
    });
    // The 40° exclusion from considerable danger is a limit, not a factor: it still applies.
    expect(result({ ...mrp, dangerHigh: 3, slope: 41, wetSnow: true })).toMatchObject({
      slopeExcluded: true,
      verdict: 'noGo',
    });
  });

  it('takes one third-class factor by the group: small (2–4) ×2, small with spacing ×3, large (5+) with spacing ×2', () => {
    const at = { ...mrp, dangerHigh: 2, slope: 45 };
    expect(result({ ...at, groupSize: 1, spacing: true }).factors).toEqual([]);
    expect(result({ ...at, groupSize: 2 }).factors).toEqual([{ code: 'smallGroup', class: 3, value: 2 }]);
    expect(result({ ...at, groupSize: 4, spacing: true }).factors).toEqual([
      { code: 'smallGroupSpaced', class: 3, value: 3 },
    ]);
    expect(result({ ...at, groupSize: 5 }).factors).toEqual([]);
    expect(result({ ...at, groupSize: 5, spacing: true }).factors).toEqual([
      { code: 'largeGroupSpaced', class: 3, value: 2 },
    ]);
  });

  it('bands the residual risk by the thresholds 1, 1.3 and 1.5', () => {
    expect([0.5, 1, 1.01, 1.3, 1.31, 1.5, 1.51, 8].map(residualRiskLevelOf)).toEqual([
      'acceptable',
      'acceptable',
      'increased',
      'increased',
      'high',
      'high',
      'unacceptable',
      'unacceptable',
    ]);
  });

  it('gives each band its verdict', () => {
    // 4 / (2 × 2) = 1: acceptable.
    expect(result({ ...mrp, dangerHigh: 2, slope: 38, groupSize: 3 })).toMatchObject({
      residualRisk: 1,
      residualRiskLevel: 'acceptable',
      verdict: 'go',
    });
    // 8 / 6 = 1.33: a thin margin.
    expect(result({ ...mrp, dangerHigh: 3, slope: 25 })).toMatchObject({
      residualRisk: 1.33,
      residualRiskLevel: 'high',
      verdict: 'caution',
    });
    // 5 / 4 = 1.25: increased.
    expect(result({ ...mrp, dangerHigh: 2, hazardPotential: 5, slope: 38, groupSize: 3 })).toMatchObject({
      residualRisk: 1.25,
      residualRiskLevel: 'increased',
      verdict: 'caution',
    });
    // 6 / 4 = 1.5, still "high"; 8 / 4 = 2, not manageable.
    expect(
      result({ ...mrp, dangerHigh: 2, hazardPotential: 6, slope: 38, groupSize: 3 }).residualRiskLevel,
    ).toBe('high');
    expect(result({ ...mrp, dangerHigh: 3, slope: 38, groupSize: 3 })).toMatchObject({
      residualRisk: 2,
      residualRiskLevel: 'unacceptable',
      verdict: 'noGo',
    });
    // 8 / (6 × 3 × 3) = 0.15.
    expect(
      result({ ...mrp, dangerHigh: 3, slope: 25, orientation: 'S', groupSize: 3, spacing: true }),
    ).toMatchObject({
      reduction: 54,
      residualRisk: 0.15,
      verdict: 'go',
    });
  });

  it('requires a first-class factor from considerable: 40° or more is excluded whatever the others', () => {
    const steep = result({
      ...mrp,
      dangerHigh: 3,
      hazardPotential: 6,
      slope: 40,
      orientation: 'S',
      groupSize: 3,
      spacing: true,
    });
    expect(steep).toMatchObject({
      residualRisk: 0.67,
      slopeLimit: { degrees: 40, inclusive: false },
      slopeExcluded: true,
      verdict: 'noGo',
    });
    expect(steep.notes).toEqual(['dominatingSlopes', 'firstClassRequired']);
    expect(
      result({ ...mrp, dangerHigh: 2, slope: 45, orientation: 'S', groupSize: 3, spacing: true }),
    ).toMatchObject({
      slopeLimit: null,
      residualRisk: 0.44,
      verdict: 'go',
    });
  });

  it('calls off the outing at level 5', () => {
    expect(result({ ...mrp, dangerHigh: 5, slope: 10 })).toMatchObject({
      verdict: 'stayHome',
      residualRisk: null,
    });
  });
});

describe('risk orientations', () => {
  it('are the catalog’s orientation types, in order', () => {
    expect(RISK_ORIENTATIONS).toEqual(ORIENTATION_TYPES);
  });
});
