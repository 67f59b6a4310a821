import { describe, expect, it } from 'vitest';
import { canSeeHistory } from './can-see-history.ts';
import { alice, bob, moderator, visitor } from './test-factories.ts';

describe('canSeeHistory (spec 2 §6)', () => {
  it('logged-in users see the history of documents', () => {
    expect(canSeeHistory(alice, { type: 'route' })).toBe(true);
    expect(canSeeHistory(visitor, { type: 'route' })).toBe(false);
  });
  it("non-moderators see only their own profile's history", () => {
    expect(canSeeHistory(alice, { type: 'profile', document_id: alice.id })).toBe(true);
    expect(canSeeHistory(bob, { type: 'profile', document_id: alice.id })).toBe(false);
  });
  it("moderators see any profile's history", () => {
    expect(canSeeHistory(moderator, { type: 'profile', document_id: alice.id })).toBe(true);
  });
});
