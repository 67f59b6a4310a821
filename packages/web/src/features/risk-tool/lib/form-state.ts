import type { Orientation, RiskInputs, RiskMethod } from '@cairn/domain';

/** What the risk tool's inputs hold, as typed (numbers as text, so a half-typed value stays). */
export interface RiskForm {
  method: RiskMethod | '';
  dangerHigh: string;
  twoLevels: boolean;
  dangerLow: string;
  changeAltitude: string;
  slopeAltitude: string;
  slope: string;
  slopeHeight: string;
  orientation: Orientation | '';
  criticalOrientations: Orientation[];
  hazardPotential: string;
  wetSnow: boolean;
  frequentlyTravelled: boolean;
  groupSize: string;
  spacing: boolean;
}

export const EMPTY_FORM: RiskForm = {
  method: '',
  dangerHigh: '',
  twoLevels: false,
  dangerLow: '',
  changeAltitude: '',
  slopeAltitude: '',
  slope: '',
  slopeHeight: '',
  orientation: '',
  criticalOrientations: [],
  hazardPotential: '',
  wetSnow: false,
  frequentlyTravelled: false,
  groupSize: '',
  spacing: false,
};

/** Blank is missing; anything else is read as a number (text that is none checks as invalid). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed.replace(',', '.'));
}

/**
 * The domain's inputs from the form: the low level and its altitude only with two levels,
 * orientation and critical aspects only for the methods that read them (MRE, MRP), the
 * professional factors only for MRP.
 */
export function inputsOf(form: RiskForm): RiskInputs {
  const method = form.method === '' ? undefined : form.method;
  const mrp = method === 'mrp';
  const aspects = method === 'mre' || mrp;
  return {
    method,
    dangerHigh: numberOf(form.dangerHigh),
    dangerLow: form.twoLevels ? numberOf(form.dangerLow) : undefined,
    changeAltitude: form.twoLevels ? numberOf(form.changeAltitude) : undefined,
    slopeAltitude: form.twoLevels ? numberOf(form.slopeAltitude) : undefined,
    slope: numberOf(form.slope),
    slopeHeight: numberOf(form.slopeHeight),
    orientation: aspects && form.orientation !== '' ? form.orientation : undefined,
    criticalOrientations: aspects ? form.criticalOrientations : undefined,
    hazardPotential: mrp ? numberOf(form.hazardPotential) : undefined,
    wetSnow: mrp && form.wetSnow,
    frequentlyTravelled: mrp && form.frequentlyTravelled,
    groupSize: mrp ? numberOf(form.groupSize) : undefined,
    spacing: mrp && form.spacing,
  };
}

/** Whether the user changed anything since the page opened (spec 3 §5: the leave warning). */
export function isChanged(form: RiskForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(EMPTY_FORM);
}
