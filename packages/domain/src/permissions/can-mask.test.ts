import { describe, expect, it } from 'vitest';
import { canMask } from './can-mask.ts';
import { alice, blocked, moderator, visitor } from './test-factories.ts';

describe('canMask (spec 2 §6)', () => {
  it.each([
    ['visitor', visitor, false],
    ['user', alice, false],
    ['blocked user', blocked, false],
    ['moderator', moderator, true],
  ] as const)('only moderators mask and unmask versions: %s → %s', (_, user, expected) => {
    expect(canMask(user)).toBe(expected);
  });
});
