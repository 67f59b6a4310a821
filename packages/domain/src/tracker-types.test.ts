import { describe, expect, it } from 'vitest';
import { UI_LANGS } from './enums/langs.ts';
import {
  TRACKER_ACTIVITY_TYPES,
  TRACKER_TYPE_ACTIVITY,
  trackerActivityType,
  trackerTypeName,
} from './tracker-types.ts';

describe('tracker activity types (issue 19, spec 1 §2.11 "type by language")', () => {
  it("reads Suunto's numeric activity ids, unknown ones as other", () => {
    expect(trackerActivityType('suunto', '11')).toBe('hiking');
    expect(trackerActivityType('suunto', '31')).toBe('skitouring');
    expect(trackerActivityType('suunto', '65')).toBe('snowshoeing');
    expect(trackerActivityType('suunto', '83')).toBe('mountaineering');
    expect(trackerActivityType('suunto', '1')).toBe('running');
    expect(trackerActivityType('suunto', '0')).toBe('walking');
    // What the first version stored.
    expect(trackerActivityType('suunto', 'activity 22')).toBe('trail_running');
    expect(trackerActivityType('suunto', '16')).toBe('other');
    expect(trackerActivityType('suunto', '')).toBe('other');
  });

  it("reads Coros's mode and sub-mode, unknown ones as other", () => {
    expect(trackerActivityType('coros', '16.1')).toBe('hiking');
    expect(trackerActivityType('coros', '8.2')).toBe('running');
    expect(trackerActivityType('coros', '15')).toBe('trail_running');
    expect(trackerActivityType('coros', '19.4')).toBe('skitouring');
    expect(trackerActivityType('coros', '19.3')).toBe('nordic_skiing');
    expect(trackerActivityType('coros', '19.9')).toBe('alpine_skiing');
    expect(trackerActivityType('coros', 'mode 14.1')).toBe('mountaineering');
    expect(trackerActivityType('coros', '100.1')).toBe('other');
  });

  it("reads the others' words; a word it does not know has no type", () => {
    expect(trackerActivityType('strava', 'BackcountrySki')).toBe('skitouring');
    expect(trackerActivityType('garmin', 'BACKCOUNTRY_SKIING_SNOWBOARDING_WS')).toBe('skitouring');
    expect(trackerActivityType('strava', 'Hike')).toBe('hiking');
    expect(trackerActivityType('polar', 'walking')).toBe('walking');
    expect(trackerActivityType('strava', 'MountainBikeRide')).toBe('mountain_biking');
    expect(trackerActivityType('strava', 'RockClimbing')).toBe('climbing');
    expect(trackerActivityType('strava', 'Snowshoe')).toBe('snowshoeing');
    expect(trackerActivityType('strava', 'TrailRun')).toBe('trail_running');
    expect(trackerActivityType('strava', 'Run')).toBe('running');
    expect(trackerActivityType('garmin', 'RESORT_SKIING_SNOWBOARDING_WS')).toBe('alpine_skiing');
    expect(trackerActivityType('strava', 'NordicSki')).toBe('nordic_skiing');
    expect(trackerActivityType('polar', 'MOUNTAINEERING')).toBe('mountaineering');
    expect(trackerActivityType('strava', 'Golf')).toBeNull();
  });

  it('names every type in the ten languages, English for another language', () => {
    for (const type of TRACKER_ACTIVITY_TYPES)
      for (const lang of UI_LANGS) expect(trackerTypeName(type, lang), `${type} ${lang}`).not.toBe('');
    expect(trackerTypeName('hiking', 'fr')).toBe('Randonnée');
    expect(trackerTypeName('hiking', 'de')).toBe('Wandern');
    expect(trackerTypeName('skitouring', 'it')).toBe('Scialpinismo');
    expect(trackerTypeName('hiking', 'zh_CN')).toBe('徒步');
    expect(trackerTypeName('hiking', 'xx')).toBe('Hiking');
    expect(trackerTypeName('hiking', undefined)).toBe('Hiking');
  });

  it("gives the guidebook's activity of the mountain types only", () => {
    expect(TRACKER_TYPE_ACTIVITY.skitouring).toBe('skitouring');
    expect(TRACKER_TYPE_ACTIVITY.mountaineering).toBe('mountain_climbing');
    expect(TRACKER_TYPE_ACTIVITY.walking).toBe('hiking');
    expect(TRACKER_TYPE_ACTIVITY.running).toBeUndefined();
  });
});
