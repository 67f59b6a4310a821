import { describe, expect, it } from 'vitest';
import { addAssociationRefusal, canAddAssociation } from './can-add-association.ts';
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
const route = doc('route', 1);
const summit = doc('waypoint', 2, { waypoint_type: 'summit' });
const gym = doc('waypoint', 3, { waypoint_type: 'climbing_indoor' });
const outing = doc('outing', 4);

describe('canAddAssociation (spec 3 §5 "Association rules")', () => {
  it('visitors add nothing', () => {
    expect(canAddAssociation(visitor, route, summit)).toBe(false);
  });
  it('a document cannot be added to itself', () => {
    expect(canAddAssociation(moderator, route, doc('route', 1))).toBe(false);
  });
  it('a document already associated cannot be added', () => {
    const linked = { ...route, associations: { waypoints: [{ document_id: 2 }] } };
    expect(canAddAssociation(moderator, linked, summit)).toBe(false);
    expect(
      canAddAssociation(moderator, summit, { ...route, associations: { waypoints: [{ document_id: 2 }] } }),
    ).toBe(false);
  });
  it('a waypoint cannot be added where it is already the forbidden relative', () => {
    const parent = { ...summit, associations: { waypoint_children: [{ document_id: 5 }], waypoints: [] } };
    expect(canAddAssociation(moderator, parent, doc('waypoint', 5))).toBe(false);
    expect(canAddAssociation(moderator, parent, doc('waypoint', 6))).toBe(true);
  });
  it('an indoor-climbing waypoint cannot be added to a route', () => {
    expect(canAddAssociation(moderator, route, gym)).toBe(false);
    expect(canAddAssociation(moderator, gym, route)).toBe(false);
    expect(canAddAssociation(alice, route, summit)).toBe(true);
  });
  it('only valid type pairs can be associated (fields.md §15)', () => {
    expect(canAddAssociation(moderator, route, doc('map', 9))).toBe(false);
    expect(canAddAssociation(moderator, outing, doc('waypoint', 9))).toBe(false);
  });
  it('non-moderators cannot associate waypoint to waypoint', () => {
    expect(canAddAssociation(alice, summit, doc('waypoint', 7))).toBe(false);
    expect(canAddAssociation(moderator, summit, doc('waypoint', 7))).toBe(true);
  });
  it('non-moderators cannot associate personal articles', () => {
    const personal = doc('article', 8, { article_type: 'personal' });
    expect(canAddAssociation(alice, route, personal)).toBe(false);
    expect(canAddAssociation(moderator, route, personal)).toBe(true);
    expect(canAddAssociation(alice, route, doc('article', 8, { article_type: 'collab' }))).toBe(true);
  });
  it('non-moderators cannot associate reports (x)', () => {
    expect(canAddAssociation(alice, route, doc('xreport', 10))).toBe(false);
    expect(canAddAssociation(moderator, route, doc('xreport', 10))).toBe(true);
  });
  it("the report's author associates from the report itself", () => {
    expect(canAddAssociation(alice, doc('xreport', 10), route)).toBe(true);
    expect(canAddAssociation(bob, doc('xreport', 10, { associated_user_ids: [] }), route)).toBe(false);
  });
  it('touching an outing requires being a participant (api.md §10.2)', () => {
    expect(canAddAssociation(alice, route, outing)).toBe(true);
    expect(canAddAssociation(bob, route, outing)).toBe(false);
    expect(canAddAssociation(alice, outing, doc('route', 11))).toBe(true);
    expect(canAddAssociation(bob, outing, doc('route', 11))).toBe(false);
  });
  it('touching a personal image requires being its creator (api.md §10.2)', () => {
    const photo = doc('image', 12, { image_type: 'personal', associated_user_ids: [] });
    expect(canAddAssociation(alice, route, photo)).toBe(true);
    expect(canAddAssociation(bob, route, photo)).toBe(false);
  });
  it('associations are edited only where the document is editable, never for areas (spec 3 §6)', () => {
    expect(canAddAssociation(alice, { ...route, protected: true }, summit)).toBe(false);
    expect(canAddAssociation(moderator, doc('area', 13), doc('image', 14))).toBe(false);
    expect(canAddAssociation(alice, doc('image', 14, { image_type: 'collaborative' }), doc('area', 13))).toBe(
      true,
    );
  });
});

describe('addAssociationRefusal: the reason shown on a refused Add button', () => {
  const personal = doc('article', 8, { article_type: 'personal' });
  it.each([
    ['signedOut', visitor, route, summit],
    ['itself', moderator, route, doc('route', 1)],
    ['alreadyAssociated', moderator, { ...route, associations: { waypoints: [{ document_id: 2 }] } }, summit],
    [
      'waypointRelative',
      moderator,
      { ...summit, associations: { waypoint_children: [{ document_id: 5 }] } },
      doc('waypoint', 5),
    ],
    ['invalidPair', moderator, route, doc('map', 9)],
    ['indoorClimbing', moderator, route, gym],
    ['notEditable', alice, { ...route, protected: true }, summit],
    ['notEditable', moderator, doc('area', 13), doc('image', 14)],
    ['waypointToWaypoint', alice, summit, doc('waypoint', 7)],
    ['xreport', alice, route, doc('xreport', 10)],
    ['personalArticle', alice, route, personal],
    ['noRights', bob, route, outing],
  ] as const)('%s', (reason, user, on, candidate) => {
    expect(addAssociationRefusal(user, on, candidate)).toBe(reason);
    expect(canAddAssociation(user, on, candidate)).toBe(false);
  });
  it('null when allowed', () => {
    expect(addAssociationRefusal(alice, route, summit)).toBeNull();
    expect(addAssociationRefusal(moderator, route, personal)).toBeNull();
  });
});
