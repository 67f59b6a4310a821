import { describe, expect, it } from 'vitest';
import { canEdit } from './can-edit.ts';
import { alice, blocked, bob, buildDocument, moderator, visitor } from './test-factories.ts';

describe('canEdit (spec 2 §6)', () => {
  it('visitors edit nothing', () => {
    expect(canEdit(visitor, buildDocument('route'))).toBe(false);
  });
  it('blocked accounts edit nothing', () => {
    expect(canEdit(blocked, buildDocument('route'))).toBe(false);
  });
  it('moderators edit any document, protected ones too', () => {
    for (const type of ['route', 'outing', 'profile', 'xreport', 'image', 'article'] as const) {
      expect(
        canEdit(moderator, buildDocument(type, { protected: true, creator_id: 5, associated_user_ids: [] })),
      ).toBe(true);
    }
  });
  it('protected documents are not editable by non-moderators', () => {
    expect(canEdit(alice, buildDocument('route', { protected: true }))).toBe(false);
    expect(canEdit(alice, buildDocument('outing', { protected: true }))).toBe(false);
  });
  it.each(['route', 'waypoint', 'area', 'book'] as const)('%s is edited by any logged-in user', (type) => {
    expect(canEdit(bob, buildDocument(type))).toBe(true);
  });
  it('a map is edited by moderators only (api.md §1.2, issue 13)', () => {
    expect(canEdit(bob, buildDocument('map'))).toBe(false);
    expect(canEdit(alice, buildDocument('map'))).toBe(false);
    expect(canEdit(moderator, buildDocument('map'))).toBe(true);
  });
  it('a profile is edited by its owner', () => {
    expect(canEdit(alice, buildDocument('profile', { document_id: alice.id }))).toBe(true);
    expect(canEdit(bob, buildDocument('profile', { document_id: alice.id }))).toBe(false);
  });
  it('a collaborative article is edited by anyone, a personal article by its author', () => {
    expect(canEdit(bob, buildDocument('article', { article_type: 'collab' }))).toBe(true);
    expect(canEdit(alice, buildDocument('article', { article_type: 'personal' }))).toBe(true);
    expect(canEdit(bob, buildDocument('article', { article_type: 'personal' }))).toBe(false);
  });
  it('an xreport is edited by its author or an associated user', () => {
    expect(canEdit(alice, buildDocument('xreport', { associated_user_ids: [] }))).toBe(true);
    expect(canEdit(bob, buildDocument('xreport', { associated_user_ids: [bob.id] }))).toBe(true);
    expect(canEdit(bob, buildDocument('xreport'))).toBe(false);
  });
  it('an outing is edited by an associated user', () => {
    expect(canEdit(alice, buildDocument('outing'))).toBe(true);
    expect(canEdit(bob, buildDocument('outing'))).toBe(false);
    expect(canEdit(alice, buildDocument('outing', { associated_user_ids: [bob.id] }))).toBe(false);
  });
  it('a collaborative image is edited by anyone, a personal or copyright image by its creator', () => {
    expect(canEdit(bob, buildDocument('image', { image_type: 'collaborative' }))).toBe(true);
    expect(canEdit(alice, buildDocument('image', { image_type: 'personal' }))).toBe(true);
    expect(canEdit(bob, buildDocument('image', { image_type: 'personal' }))).toBe(false);
    expect(canEdit(bob, buildDocument('image', { image_type: 'copyright' }))).toBe(false);
    expect(canEdit(alice, buildDocument('image', { image_type: 'copyright' }))).toBe(true);
  });
});
