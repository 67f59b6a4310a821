import { HAZARD_POTENTIAL_RANGES, dangerLevelAt, hasTwoLevels, isDangerLevel } from './danger.ts';
import {
  ALTITUDE_MAX,
  ALTITUDE_MIN,
  GROUP_SIZE_MAX,
  RISK_METHODS,
  RISK_ORIENTATIONS,
  SLOPE_HEIGHT_MAX,
  SLOPE_HEIGHT_MIN,
  SLOPE_MAX,
  SLOPE_MIN,
  type RiskError,
  type RiskErrorCode,
  type RiskInputs,
} from './risk-types.ts';

/** The messages of spec 3 §5 and §8 for the risk tool, in its words where it gives them. */
export const RISK_MESSAGES: Record<RiskErrorCode, string> = {
  dangerRequired: 'Danger level is required',
  dangerInvalid: 'Danger level must be between 1 and 5',
  methodRequired: 'Method is required',
  altitudeRequired: 'Altitude is required when the high and low danger levels differ',
  altitudeInvalid: `Altitude must be between ${ALTITUDE_MIN} and ${ALTITUDE_MAX} m`,
  slopeRequired: 'Slope is required',
  slopeOutOfBounds: `Slope must be between ${SLOPE_MIN} and ${SLOPE_MAX} degrees`,
  slopeHeightRequired: 'Slope height is required',
  slopeHeightOutOfBounds: `Slope height must be between ${SLOPE_HEIGHT_MIN} and ${SLOPE_HEIGHT_MAX} m`,
  mrdDangerTooHigh: 'A danger level above 3 is not allowed for the beginner method MRD',
  hazardPotentialOutOfRange: 'The hazard potential must lie within the range of the danger level',
  groupSizeInvalid: `Group size must be a whole number between 1 and ${GROUP_SIZE_MAX}`,
  invalidValue: 'Invalid value',
};

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const within = (value: number, min: number, max: number) => value >= min && value <= max;

/**
 * Checks the inputs (spec 3 §5): danger level and method required, levels 1 to 5, the changing
 * altitude required when the high and low levels differ, slope 0–80°, slope height 50–3000 m,
 * no level above 3 with MRD, a refined potential within its level's range, a group of 1 to 99.
 * Every problem found, in field order.
 */
export function validateRiskInputs(inputs: RiskInputs): RiskError[] {
  const errors: RiskError[] = [];
  const add = (field: keyof RiskInputs, code: RiskErrorCode) =>
    errors.push({ field, code, message: RISK_MESSAGES[code] });

  if (inputs.dangerHigh === undefined) add('dangerHigh', 'dangerRequired');
  else if (!isDangerLevel(inputs.dangerHigh)) add('dangerHigh', 'dangerInvalid');
  if (inputs.dangerLow !== undefined && !isDangerLevel(inputs.dangerLow)) add('dangerLow', 'dangerInvalid');
  if (hasTwoLevels(inputs)) {
    if (inputs.changeAltitude === undefined) add('changeAltitude', 'altitudeRequired');
    else if (!isNumber(inputs.changeAltitude) || !within(inputs.changeAltitude, ALTITUDE_MIN, ALTITUDE_MAX))
      add('changeAltitude', 'altitudeInvalid');
  }
  if (
    inputs.slopeAltitude !== undefined &&
    (!isNumber(inputs.slopeAltitude) || !within(inputs.slopeAltitude, ALTITUDE_MIN, ALTITUDE_MAX))
  )
    add('slopeAltitude', 'altitudeInvalid');

  if (inputs.method === undefined || !RISK_METHODS.includes(inputs.method)) add('method', 'methodRequired');
  else if (inputs.method === 'mrd') {
    // Spec 3 §5: MRD refuses a level above 3, whichever band of the bulletin it is in.
    const levels = [inputs.dangerHigh, hasTwoLevels(inputs) ? inputs.dangerLow : undefined];
    if (levels.some((level) => isDangerLevel(level) && level > 3)) add('method', 'mrdDangerTooHigh');
  }

  if (inputs.slope === undefined) add('slope', 'slopeRequired');
  else if (!isNumber(inputs.slope) || !within(inputs.slope, SLOPE_MIN, SLOPE_MAX))
    add('slope', 'slopeOutOfBounds');
  if (inputs.slopeHeight === undefined) add('slopeHeight', 'slopeHeightRequired');
  else if (!isNumber(inputs.slopeHeight) || !within(inputs.slopeHeight, SLOPE_HEIGHT_MIN, SLOPE_HEIGHT_MAX))
    add('slopeHeight', 'slopeHeightOutOfBounds');

  if (inputs.method === 'mrp' && inputs.hazardPotential !== undefined) {
    const at = errors.length === 0 ? dangerLevelAt(inputs) : null;
    const range = at && at.level <= 4 ? HAZARD_POTENTIAL_RANGES[at.level as 1 | 2 | 3 | 4] : null;
    if (!isNumber(inputs.hazardPotential) || (range && !within(inputs.hazardPotential, range.min, range.max)))
      add('hazardPotential', 'hazardPotentialOutOfRange');
  }
  if (
    inputs.groupSize !== undefined &&
    !(Number.isInteger(inputs.groupSize) && within(inputs.groupSize, 1, GROUP_SIZE_MAX))
  )
    add('groupSize', 'groupSizeInvalid');
  if (inputs.orientation !== undefined && !RISK_ORIENTATIONS.includes(inputs.orientation))
    add('orientation', 'invalidValue');
  if (inputs.criticalOrientations?.some((o) => !RISK_ORIENTATIONS.includes(o)))
    add('criticalOrientations', 'invalidValue');
  return errors;
}
