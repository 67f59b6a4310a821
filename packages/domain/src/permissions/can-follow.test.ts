import { describe, expect, it } from 'vitest';
import { canFollow } from './can-follow.ts';
import { alice, bob, visitor } from './test-factories.ts';

describe('canFollow (spec 1 §2.9)', () => {
  it('a user cannot follow themselves', () => {
    expect(canFollow(alice, alice.id)).toBe(false);
    expect(canFollow(alice, bob.id)).toBe(true);
    expect(canFollow(visitor, bob.id)).toBe(false);
  });
});
