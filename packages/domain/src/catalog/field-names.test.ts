/** The catalog's field names are literal types: a misspelt name is a compile error (`tsc -p packages/domain`). */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldOf, type FieldName } from './catalog.ts';
import { isFieldVisible } from './is-field-visible.ts';

describe('field names as literal types', () => {
  it('lists each type’s names, helpers included (ratings, waypoint climbing ratings, xreport sections)', () => {
    expectTypeOf<'global_rating' | 'height_diff_up' | 'title_prefix' | 'gear'>().toExtend<
      FieldName<'route'>
    >();
    expectTypeOf<'climbing_rating_min' | 'climbing_rating_max' | 'slackline_length_max'>().toExtend<
      FieldName<'waypoint'>
    >();
    expectTypeOf<'age' | 'increase_impact' | 'event_activity'>().toExtend<FieldName<'xreport'>>();
    expectTypeOf<'mtb_up_rating' | 'conditions_levels' | 'summary'>().toExtend<FieldName<'outing'>>();
    // Not a mere string, and not another type's field.
    expectTypeOf<string>().not.toExtend<FieldName<'route'>>();
    expectTypeOf<'title'>().not.toExtend<FieldName<'profile'>>();
    expectTypeOf<'waypoint_type'>().not.toExtend<FieldName<'route'>>();
  });

  it('refuses a misspelt name where helpers take one', () => {
    expect(fieldOf('route', 'elevation_max')?.unit).toBe('m');
    // @ts-expect-error -- `elevation_maxi` is no route field.
    expect(fieldOf('route', 'elevation_maxi')).toBeUndefined();
    // @ts-expect-error -- `waypoint_type` belongs to waypoints.
    expect(fieldOf('route', 'waypoint_type')).toBeUndefined();
    // @ts-expect-error -- `conditions_level` misses its `s`.
    expect(isFieldVisible('outing', 'conditions_level', { activities: ['skitouring'] })).toBe(false);
  });
});
