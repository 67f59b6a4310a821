import { describe, expect, it } from 'vitest';
import { canRevert } from './can-revert.ts';
import { alice, blocked, moderator, visitor } from './test-factories.ts';

describe('canRevert (spec 2 §6)', () => {
  it.each([
    ['visitor', visitor, false],
    ['user', alice, false],
    ['blocked user', blocked, false],
    ['moderator', moderator, true],
  ] as const)('only moderators revert to an earlier version: %s → %s', (_, user, expected) => {
    expect(canRevert(user)).toBe(expected);
  });
});
