import { describe, expect, it } from 'vitest';
import { canDelete, isUnder24Hours } from './can-delete.ts';
import { alice, bob, buildDocument, moderator, NOW, OLD, visitor } from './test-factories.ts';

describe('canDelete (spec 2 §4, §6)', () => {
  it('visitors delete nothing', () => {
    expect(canDelete(visitor, buildDocument('outing'), NOW)).toBe(false);
  });
  it('moderators delete documents except profiles and areas', () => {
    for (const type of [
      'waypoint',
      'route',
      'outing',
      'image',
      'article',
      'book',
      'xreport',
      'map',
    ] as const) {
      expect(canDelete(moderator, buildDocument(type, { created_at: OLD }), NOW), type).toBe(true);
    }
    expect(canDelete(moderator, buildDocument('profile'), NOW)).toBe(false);
    expect(canDelete(moderator, buildDocument('area'), NOW)).toBe(false);
  });
  it('moderators delete older documents and copyrighted photos', () => {
    expect(
      canDelete(
        moderator,
        buildDocument('image', { image_type: 'copyright', created_at: OLD, creator_id: 5 }),
        NOW,
      ),
    ).toBe(true);
  });
  it('non-moderator cannot delete a document older than 24 h', () => {
    expect(canDelete(alice, buildDocument('outing', { created_at: OLD }), NOW)).toBe(false);
    expect(canDelete(alice, buildDocument('outing', { created_at: null }), NOW)).toBe(false);
  });
  it('an outing is deleted by an associated user', () => {
    expect(canDelete(alice, buildDocument('outing'), NOW)).toBe(true);
    expect(canDelete(bob, buildDocument('outing'), NOW)).toBe(false);
  });
  it('a personal or copyright image is deleted by its creator', () => {
    expect(canDelete(alice, buildDocument('image', { image_type: 'personal' }), NOW)).toBe(true);
    expect(canDelete(alice, buildDocument('image', { image_type: 'copyright' }), NOW)).toBe(true);
    expect(canDelete(bob, buildDocument('image', { image_type: 'personal' }), NOW)).toBe(false);
    expect(canDelete(alice, buildDocument('image', { image_type: 'collaborative' }), NOW)).toBe(false);
  });
  it('an xreport is deleted by its author', () => {
    expect(canDelete(alice, buildDocument('xreport'), NOW)).toBe(true);
    expect(canDelete(bob, buildDocument('xreport', { associated_user_ids: [bob.id] }), NOW)).toBe(false);
  });
  it('a personal article is deleted by its author', () => {
    expect(canDelete(alice, buildDocument('article', { article_type: 'personal' }), NOW)).toBe(true);
    expect(canDelete(bob, buildDocument('article', { article_type: 'personal' }), NOW)).toBe(false);
    expect(canDelete(alice, buildDocument('article', { article_type: 'collab' }), NOW)).toBe(false);
  });
  it.each(['route', 'waypoint', 'book', 'map', 'area', 'profile'] as const)(
    'non-moderators never delete a %s',
    (type) => {
      expect(canDelete(alice, buildDocument(type, { document_id: alice.id }), NOW)).toBe(false);
    },
  );
  it('non-moderators do not delete protected documents', () => {
    expect(canDelete(alice, buildDocument('outing', { protected: true }), NOW)).toBe(false);
  });
  it.each([
    ['2024-05-09T12:00:01Z', true],
    ['2024-05-09T12:00:00Z', false],
    ['2024-05-11T00:00:00Z', false],
  ])('created at %s is under 24 h: %s', (createdAt, expected) => {
    expect(isUnder24Hours({ type: 'outing', created_at: createdAt }, NOW)).toBe(expected);
  });
});
