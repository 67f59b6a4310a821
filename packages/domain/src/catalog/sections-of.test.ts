import { describe, expect, it } from 'vitest';
import { sectionsOf } from './sections-of.ts';

describe('sectionsOf (fields.md §12)', () => {
  it.each([
    ['area', {}, 'summary description'],
    ['profile', {}, 'summary description'],
    [
      'route',
      { activities: ['hiking'] },
      'summary route_history description remarks gear external_resources',
    ],
    [
      'route',
      { activities: ['slacklining'] },
      'summary route_history description slackline_anchor1 slackline_anchor2 remarks gear external_resources',
    ],
    [
      'outing',
      { activities: ['hiking'] },
      'route_description weather conditions timing access_comment hut_comment description',
    ],
    [
      'outing',
      { activities: ['skitouring'] },
      'route_description weather conditions avalanches timing access_comment hut_comment description',
    ],
    ['waypoint', { waypoint_type: 'summit' }, 'summary description external_resources'],
    ['waypoint', { waypoint_type: 'hut' }, 'summary access_period description access external_resources'],
    // fields.md §10.1: for type access, access first, then description.
    ['waypoint', { waypoint_type: 'access' }, 'summary access_period access description external_resources'],
    ['waypoint', { waypoint_type: 'slackline_spot' }, 'summary description access external_resources'],
    [
      'xreport',
      {},
      'summary description place route_study conditions training motivations group_management risk time_management safety increase_impact reduce_impact modifications other_comments',
    ],
  ] as const)('%s %j', (type, doc, expected) => {
    expect(sectionsOf(type, doc).join(' ')).toBe(expected);
  });
});
