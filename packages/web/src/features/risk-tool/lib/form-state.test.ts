import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, inputsOf, isChanged } from './form-state.ts';

describe('risk tool form state', () => {
  it('reads blank numbers as missing and decimal commas as points', () => {
    const inputs = inputsOf({
      ...EMPTY_FORM,
      method: 'mrd',
      dangerHigh: '2',
      slope: '32,5',
      slopeHeight: ' ',
    });
    expect(inputs).toMatchObject({ method: 'mrd', dangerHigh: 2, slope: 32.5, slopeHeight: undefined });
    expect(inputsOf({ ...EMPTY_FORM, slope: 'abc' }).slope).toBeNaN();
  });

  it('gives the low level and the altitudes only with two levels', () => {
    const form = {
      ...EMPTY_FORM,
      dangerHigh: '3',
      dangerLow: '2',
      changeAltitude: '2000',
      slopeAltitude: '1800',
    };
    expect(inputsOf(form)).toMatchObject({
      dangerLow: undefined,
      changeAltitude: undefined,
      slopeAltitude: undefined,
    });
    expect(inputsOf({ ...form, twoLevels: true })).toMatchObject({
      dangerLow: 2,
      changeAltitude: 2000,
      slopeAltitude: 1800,
    });
  });

  it('gives aspects to MRE and MRP, the professional factors to MRP only', () => {
    const form = {
      ...EMPTY_FORM,
      orientation: 'S' as const,
      criticalOrientations: ['N' as const],
      groupSize: '3',
      spacing: true,
      wetSnow: true,
    };
    expect(inputsOf({ ...form, method: 'mrd' })).toMatchObject({
      orientation: undefined,
      groupSize: undefined,
      wetSnow: false,
    });
    expect(inputsOf({ ...form, method: 'mre' })).toMatchObject({
      orientation: 'S',
      groupSize: undefined,
      spacing: false,
    });
    expect(inputsOf({ ...form, method: 'mrp' })).toMatchObject({
      orientation: 'S',
      groupSize: 3,
      spacing: true,
      wetSnow: true,
    });
  });

  it('counts any change for the leave warning', () => {
    expect(isChanged(EMPTY_FORM)).toBe(false);
    expect(isChanged({ ...EMPTY_FORM, slope: '3' })).toBe(true);
  });
});
