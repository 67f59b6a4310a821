import { describe, expect, it } from 'vitest';
import { avatarUrl, commentTopicHref, forumTarget, topicHref, userAvatarTemplate } from './forum-links.ts';

describe('forum addresses', () => {
  it('topics open at their last post; comment topics at {forum}/t/{id}_{lang}/{topic_id} (api.md §14.4)', () => {
    expect(topicHref({ id: 12, slug: 'neige-au-col', highest_post_number: 5 })).toBe(
      '/forum/t/neige-au-col/12/5',
    );
    expect(commentTopicHref(600, 'fr', 31)).toBe('/forum/t/600_fr/31');
  });

  it('avatars replace {size} and stay on the forum unless absolute', () => {
    expect(avatarUrl('/user_avatar/host/lea/{size}/1.png', 40)).toBe('/forum/user_avatar/host/lea/40/1.png');
    expect(avatarUrl('//cdn.example.org/a/{size}.png', 20)).toBe('//cdn.example.org/a/20.png');
  });

  it('a user known by name has the avatar template of the forum host (feed cards, spec 1 §7)', () => {
    expect(avatarUrl(userAvatarTemplate('léa m'), 72)).toBe(
      '/forum/user_avatar/localhost/l%C3%A9a%20m/72/1.png',
    );
  });

  it('the /forum route goes only to forum pages, never back to itself', () => {
    expect(forumTarget(null)).toBe('/forum/');
    expect(forumTarget('/forum/t/x/1')).toBe('/forum/t/x/1');
    expect(forumTarget('/forum')).toBe('/forum/');
    expect(forumTarget('https://evil.example/forum/')).toBe('/forum/');
    expect(forumTarget('/forum//evil.example')).toBe('/forum/');
  });
});
