import { describe, expect, it } from 'vitest';
import { outingPrefillOf, type FullTrackerActivity } from './outing-prefill.ts';
import { actionsOf, durationText, failureOf } from './vendors.ts';

const base: FullTrackerActivity = {
  id: 3,
  name: 'Aiguillette',
  date: '2026-02-03T23:30:00Z',
  type: 'BackcountrySki',
  activity: 'skitouring',
  vendor: 'strava',
  duration: 5400,
  length: 4200,
  heightDiffUp: 812.4,
  geom: null,
  geom_detail: null,
};

describe('an outing from a tracker activity (issue 19)', () => {
  it('without a track: the day in the user time zone and the vendor figures', () => {
    const p = outingPrefillOf(base, 'Europe/Paris');
    expect(p.title).toBe('Aiguillette');
    expect(p.activities).toEqual(['skitouring']);
    expect(p.fields).toEqual({
      date_start: '2026-02-04',
      date_end: '2026-02-04',
      height_diff_up: 812,
      length_total: 4200,
    });
  });

  it('with a track: its dates, elevations, climb and length', () => {
    const start = Date.parse('2026-02-03T08:00:00Z') / 1000;
    const track = {
      type: 'LineString',
      coordinates: [
        [765000, 5770000, 1100, start],
        [765100, 5770000, 1200, start + 600],
        [765200, 5770000, 1150, start + 1200],
      ],
    };
    const p = outingPrefillOf({ ...base, geom_detail: JSON.stringify(track) }, 'UTC');
    expect(p.fields).toMatchObject({
      date_start: '2026-02-03',
      date_end: '2026-02-03',
      elevation_min: 1100,
      elevation_max: 1200,
      height_diff_up: 100,
      height_diff_down: 50,
    });
    expect(p.geometry.geom_detail).toBe(JSON.stringify(track));
  });
});

describe('the trackers screen rules (spec 1 §2.11, §8)', () => {
  it('Connect when not configured, Refresh and Revoke otherwise, nothing when disabled', () => {
    expect(actionsOf('not-configured')).toEqual(['connect']);
    expect(actionsOf('configured')).toEqual(['refresh', 'revoke']);
    expect(actionsOf('token-lost')).toEqual(['refresh', 'revoke']);
    expect(actionsOf('disabled')).toEqual([]);
  });
  it('an unknown failure is "unknown"; durations as h:mm', () => {
    expect(failureOf('setup-failed')).toBe('setup-failed');
    expect(failureOf('nonsense')).toBe('unknown');
    expect(durationText(5400)).toBe('1:30');
    expect(durationText(null)).toBe('');
  });
});
