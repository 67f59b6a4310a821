import { describe, expect, it } from 'vitest';
import { activityHours, calculatedDuration, dinCombine } from './calculated-duration.ts';

describe('calculatedDuration (api.md §8.6, DIN 33466)', () => {
  it('combines the larger time with half the smaller one', () => {
    expect(dinCombine(2, 4)).toBe(5);
    expect(dinCombine(4, 2)).toBe(5);
  });

  it('hiking: 10 km, 1000 m up and back down → 2 h horizontal, 3.33 + 2 h vertical → 6.33 h', () => {
    const route = { activities: ['hiking'], route_length: 10000, height_diff_up: 1000 };
    expect(activityHours('hiking', route)).toBeCloseTo(5.3333 + 1, 3);
    expect(calculatedDuration(route)).toBe(Math.round((19 / 3 / 24) * 1000) / 1000); // 0.264 d
  });

  it('uses the given descent: hiking 1200 m up, 300 m down, 6 km → 4 + 0.6 = 4.6 h vertical + 0.6 h → 5.2 h', () => {
    expect(
      activityHours('hiking', { route_length: 6000, height_diff_up: 1200, height_diff_down: 300 }),
    ).toBeCloseTo(5.2, 6);
  });

  it('the minimum over activities: skitouring (5 h) beats snowshoeing and hiking for 10 km / 1000 m', () => {
    const route = { route_length: 10000, height_diff_up: 1000 };
    // skitouring: 2 h horizontal, 1000/300 + 1000/1500 = 4 h vertical → 4 + 1 = 5 h
    expect(activityHours('skitouring', route)).toBeCloseTo(5, 6);
    // snowshoeing: 10/4.5 = 2.22 h, 4 + 2.5 = 6.5 h → 6.5 + 1.11 = 7.61 h
    expect(activityHours('snowshoeing', route)).toBeCloseTo(6.5 + 10 / 4.5 / 2, 6);
    expect(calculatedDuration({ ...route, activities: ['hiking', 'snowshoeing', 'skitouring'] })).toBe(
      Math.round((5 / 24) * 1000) / 1000,
    );
  });

  it('mountain biking: 30 km, 500 m up and down → 2 h, 2 + 0.5 h → 2.5 + 1 = 3.5 h', () => {
    expect(activityHours('mountain_biking', { route_length: 30000, height_diff_up: 500 })).toBeCloseTo(
      3.5,
      6,
    );
  });

  it('climbing: 300 m of difficulties at 50 m/h (6 h) with a 600 m approach (2 + 1.2 = 3.2 h) → 6 + 1.6 = 7.6 h', () => {
    const route = { activities: ['rock_climbing'], height_diff_up: 900, height_diff_difficulties: 300 };
    expect(activityHours('rock_climbing', route)).toBeCloseTo(7.6, 6);
    // an explicit access height wins over up − difficulties: 150 m → 0.5 + 0.3 = 0.8 h → 6 + 0.4 = 6.4 h
    expect(activityHours('rock_climbing', { ...route, height_diff_access: 150 })).toBeCloseTo(6.4, 6);
    expect(calculatedDuration(route)).toBe(Math.round((7.6 / 24) * 1000) / 1000);
  });

  it('climbing without difficulties height gives no estimate; other activities still count', () => {
    expect(activityHours('mountain_climbing', { height_diff_up: 800 })).toBeUndefined();
    expect(calculatedDuration({ activities: ['mountain_climbing'], height_diff_up: 800 })).toBeNull();
    expect(calculatedDuration({ activities: ['mountain_climbing', 'hiking'], height_diff_up: 600 })).toBe(
      Math.round(((2 + 1.2) / 24) * 1000) / 1000,
    );
  });

  it('null outside 0.5–18 h, without figures, or for activities without speeds', () => {
    expect(calculatedDuration({ activities: ['hiking'], route_length: 2000 })).toBeNull(); // 0.4 h
    expect(calculatedDuration({ activities: ['hiking'], route_length: 2500 })).toBe(
      Math.round((0.5 / 24) * 1000) / 1000,
    );
    expect(calculatedDuration({ activities: ['hiking'], route_length: 100000 })).toBeNull(); // 20 h
    expect(calculatedDuration({ activities: ['hiking'] })).toBeNull();
    expect(calculatedDuration({ activities: ['slacklining'], route_length: 5000 })).toBeNull();
    expect(calculatedDuration({ activities: [], route_length: 5000 })).toBeNull();
  });
});
