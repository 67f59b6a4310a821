import { describe, expect, it } from 'vitest';
import { formatLength } from './format-length.ts';
import { bestPeriods } from './best-periods.ts';
import { hasRatings, ratingSummary } from './rating-summary.ts';
import { regionText } from './region-text.ts';

describe('formatLength (spec 2 §9)', () => {
  it.each([
    [0, { value: 0, unit: 'm' }],
    [850, { value: 850, unit: 'm' }],
    [1000, { value: 1000, unit: 'm' }],
    [1001, { value: 1, unit: 'km' }],
    [1050, { value: 1.1, unit: 'km' }],
    [12345, { value: 12.3, unit: 'km' }],
    [500000, { value: 500, unit: 'km' }],
  ])('%i m → %j', (metres, expected) => {
    expect(formatLength(metres)).toEqual(expected);
  });
});

describe('bestPeriods (spec 2 §9)', () => {
  const all = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  it.each([
    [[], { kind: 'none' }],
    [all, { kind: 'whole_year' }],
    [[...all].reverse(), { kind: 'whole_year' }],
    [['jun'], { kind: 'list', months: ['jun'] }],
    [['may', 'jun', 'jul'], { kind: 'range', from: 'may', to: 'jul' }],
    [['jul', 'may', 'jun'], { kind: 'range', from: 'may', to: 'jul' }],
    [['nov', 'dec', 'jan', 'feb'], { kind: 'range', from: 'nov', to: 'feb' }],
    [['dec', 'jan'], { kind: 'range', from: 'dec', to: 'jan' }],
    [all.filter((m) => m !== 'jul'), { kind: 'range', from: 'aug', to: 'jun' }],
    [['jan', 'mar'], { kind: 'list', months: ['jan', 'mar'] }],
    [['jan', 'feb', 'jun', 'dec'], { kind: 'list', months: ['jan', 'feb', 'jun', 'dec'] }],
    [['feb', 'feb', 'mar', 'bogus'], { kind: 'range', from: 'feb', to: 'mar' }],
  ])('%j → %j', (months, expected) => {
    expect(bestPeriods(months)).toEqual(expected);
  });
});

describe('ratingSummary (fields.md §9.5)', () => {
  it.each([
    [{}, ''],
    [
      {
        global_rating: 'AD',
        rock_free_rating: '6a',
        rock_required_rating: '5c',
        engagement_rating: 'III',
        equipment_rating: 'P1',
      },
      'AD 6a>5c III P1',
    ],
    [{ rock_required_rating: '5c' }, '>5c'],
    [{ rock_free_rating: '6a+', climbing_outdoor_type: 'bloc' }, '6A+'],
    [
      {
        global_rating: 'TD',
        via_ferrata_rating: 'K3',
        aid_rating: 'A1',
        risk_rating: 'X2',
        exposition_rock_rating: 'E3',
      },
      'TD K3 A1 X2 E3',
    ],
    [{ ice_rating: '4+', mixed_rating: 'M5' }, '4+ M5'],
    [
      { ski_rating: '4.2', ski_exposition: 'E3', labande_global_rating: 'D', labande_ski_rating: 'S4' },
      '4.2 / E3 D / S4',
    ],
    [{ ski_rating: '3.1', labande_global_rating: 'PD' }, '3.1 / PD'],
    [{ ski_exposition: 'E2' }, 'E2'],
    [{ ski_rating: '2.2' }, '2.2'],
    [{ labande_ski_rating: 'S3' }, '/ S3'],
    [
      {
        snowshoe_rating: 'R2',
        hiking_rating: 'T3',
        mtb_up_rating: 'M2',
        mtb_down_rating: 'V3',
        hiking_mtb_exposition: 'E1',
      },
      'R2 T3 M2 V3 E1',
    ],
  ])('%j → %j', (doc, expected) => {
    expect(ratingSummary(doc)).toBe(expected);
  });
  it.each([
    [{}, false],
    [{ via_ferrata_rating: 'K3' }, false],
    [{ snowshoe_rating: 'R2' }, false],
    [{ labande_ski_rating: 'S3' }, true],
    [{ hiking_mtb_exposition: 'E1' }, true],
  ])('hasRatings(%j) → %s', (doc, expected) => {
    expect(hasRatings(doc)).toBe(expected);
  });
});

describe('regionText (fields.md §1)', () => {
  it.each([
    [[], ''],
    [
      [
        { area_type: 'country', title: 'France' },
        { area_type: 'admin_limits', title: 'Haute-Savoie' },
        { area_type: 'range', title: 'Mont-Blanc' },
        { area_type: 'range', title: 'Aiguilles Rouges' },
      ],
      'Mont-Blanc - Aiguilles Rouges - Haute-Savoie - France',
    ],
    [
      [
        { area_type: 'country', title: 'Italia' },
        { area_type: null, title: 'x' },
      ],
      'Italia',
    ],
  ])('%j → %j', (areas, expected) => {
    expect(regionText(areas)).toBe(expected);
  });
});
