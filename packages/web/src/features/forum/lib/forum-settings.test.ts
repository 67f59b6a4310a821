import { describe, expect, it } from 'vitest';
import { announcementTopicOf, parseAnnouncementTopics, parseCategoryIds } from './forum-settings.ts';

describe('forum settings', () => {
  it('zh, hu and sl read the English announcement', () => {
    expect(announcementTopicOf('fr')).toBe('annonce');
    for (const lang of ['zh', 'hu', 'sl']) expect(announcementTopicOf(lang)).toBe('announcement');
    expect(announcementTopicOf('de', parseAnnouncementTopics('{"en": 5, "de": "ankuendigung"}'))).toBe(
      'ankuendigung',
    );
    expect(announcementTopicOf('sl', parseAnnouncementTopics('{"en": 5}'))).toBe('5');
  });

  it('reads excluded category ids from a comma-separated list', () => {
    expect(parseCategoryIds('3, 8,x,9')).toEqual([3, 8, 9]);
    expect(parseCategoryIds(undefined)).toHaveLength(19);
  });
});
