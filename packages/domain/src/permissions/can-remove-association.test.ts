import { describe, expect, it } from 'vitest';
import { canRemoveAssociation, removeAssociationRefusal } from './can-remove-association.ts';
import type { AssociationDocument } from './association-document.ts';
import { alice, bob, moderator, visitor } from './test-factories.ts';

const doc = (
  type: AssociationDocument['type'],
  id: number,
  extra: Partial<AssociationDocument> = {},
): AssociationDocument => ({
  type,
  document_id: id,
  creator_id: alice.id,
  associated_user_ids: [alice.id],
  ...extra,
});
const twoRoutes = { routes: [{ document_id: 1 }, { document_id: 5 }] };
const outing = doc('outing', 4, { associations: twoRoutes });
const route = doc('route', 1, {
  main_waypoint_id: 2,
  associations: { waypoints: [{ document_id: 2 }, { document_id: 3 }] },
});

describe('canRemoveAssociation (spec 3 §5 "Association rules")', () => {
  it('visitors remove nothing', () => {
    expect(canRemoveAssociation(visitor, outing, doc('route', 1))).toBe(false);
  });
  it('the last route cannot be removed from an outing', () => {
    const single = doc('outing', 4, { associations: { routes: [{ document_id: 1 }] } });
    expect(canRemoveAssociation(moderator, single, doc('route', 1))).toBe(false);
    expect(canRemoveAssociation(moderator, doc('route', 1), single)).toBe(false);
    expect(canRemoveAssociation(moderator, outing, doc('route', 1))).toBe(true);
  });
  it('a route keeps its main waypoint and its last waypoint (api.md §10.2)', () => {
    expect(canRemoveAssociation(moderator, route, doc('waypoint', 2))).toBe(false);
    expect(canRemoveAssociation(moderator, route, doc('waypoint', 3))).toBe(true);
    const last = doc('route', 1, { associations: { waypoints: [{ document_id: 3 }] } });
    expect(canRemoveAssociation(moderator, last, doc('waypoint', 3))).toBe(false);
  });
  it('moderators may otherwise remove any association', () => {
    expect(canRemoveAssociation(moderator, doc('route', 1), doc('image', 9))).toBe(true);
    expect(canRemoveAssociation(moderator, doc('route', 1), doc('xreport', 9))).toBe(true);
  });
  it('non-moderators may remove from an outing only associations other than themselves', () => {
    expect(canRemoveAssociation(alice, outing, doc('profile', alice.id))).toBe(false);
    expect(canRemoveAssociation(alice, outing, doc('profile', bob.id))).toBe(true);
    expect(canRemoveAssociation(alice, outing, doc('route', 1))).toBe(true);
    expect(canRemoveAssociation(bob, outing, doc('route', 1))).toBe(false);
  });
  it('non-moderators may remove anything from their own profile', () => {
    const profile = doc('profile', alice.id);
    expect(canRemoveAssociation(alice, profile, doc('image', 9, { image_type: 'personal' }))).toBe(true);
    expect(canRemoveAssociation(bob, profile, doc('image', 9))).toBe(false);
  });
  it('but not themselves from an outing, from their profile either (spec 3 §5)', () => {
    expect(removeAssociationRefusal(alice, doc('profile', alice.id), outing)).toBe('ownProfile');
    expect(canRemoveAssociation(moderator, doc('profile', alice.id), outing)).toBe(true);
  });
  it('non-moderators may remove their own outing from another document', () => {
    expect(canRemoveAssociation(alice, doc('route', 7), { ...outing, associations: twoRoutes })).toBe(true);
    expect(canRemoveAssociation(bob, doc('route', 7), outing)).toBe(false);
  });
  it.each([
    ['image', { image_type: 'collaborative' }],
    ['article', { article_type: 'personal' }],
    ['xreport', {}],
  ] as const)('non-moderators never remove a %s', (type, extra) => {
    expect(canRemoveAssociation(alice, doc('route', 7), doc(type, 9, extra))).toBe(false);
  });
  it('non-moderators remove nothing else (only own-profile or own-outing cases apply)', () => {
    expect(canRemoveAssociation(alice, doc('route', 7), doc('waypoint', 8))).toBe(false);
    expect(canRemoveAssociation(alice, doc('route', 7), doc('book', 8))).toBe(false);
  });
});

describe('removeAssociationRefusal: the reason shown on a refused Remove button', () => {
  const single = doc('outing', 4, { associations: { routes: [{ document_id: 1 }] } });
  const last = doc('route', 1, { associations: { waypoints: [{ document_id: 3 }] } });
  it.each([
    ['signedOut', visitor, outing, doc('route', 1)],
    ['lastRoute', moderator, single, doc('route', 1)],
    ['lastRoute', moderator, doc('route', 1), single],
    ['mainWaypoint', moderator, route, doc('waypoint', 2)],
    ['lastWaypoint', moderator, last, doc('waypoint', 3)],
    ['notEditable', bob, outing, doc('route', 1)],
    ['ownProfile', alice, outing, doc('profile', alice.id)],
    ['image', alice, doc('route', 7), doc('image', 9)],
    ['xreport', alice, doc('route', 7), doc('xreport', 9)],
    ['personalArticle', alice, doc('route', 7), doc('article', 9, { article_type: 'personal' })],
    ['noRights', bob, doc('route', 7), outing],
    ['moderatorsOnly', alice, doc('route', 7), doc('waypoint', 8)],
  ] as const)('%s', (reason, user, on, associated) => {
    expect(removeAssociationRefusal(user, on, associated)).toBe(reason);
    expect(canRemoveAssociation(user, on, associated)).toBe(false);
  });
  it('null when allowed', () => {
    expect(removeAssociationRefusal(alice, outing, doc('profile', bob.id))).toBeNull();
    expect(removeAssociationRefusal(moderator, route, doc('waypoint', 3))).toBeNull();
  });
});
