import { describe, expect, it } from 'vitest';
import { canMerge } from './can-merge.ts';
import { alice, moderator, visitor } from './test-factories.ts';

describe('canMerge (spec 2 §6)', () => {
  it.each([
    ['visitor', visitor, 'route', false],
    ['user', alice, 'route', false],
    ['moderator', moderator, 'route', true],
    ['moderator', moderator, 'waypoint', true],
  ] as const)('only moderators merge: %s, %s → %s', (_, user, type, expected) => {
    expect(canMerge(user, { type })).toBe(expected);
  });
  it('profiles cannot be merged', () => {
    expect(canMerge(moderator, { type: 'profile' })).toBe(false);
  });
});
