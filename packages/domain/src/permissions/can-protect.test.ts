import { describe, expect, it } from 'vitest';
import { canProtect } from './can-protect.ts';
import { alice, blocked, moderator, visitor } from './test-factories.ts';

describe('canProtect (spec 2 §6)', () => {
  it.each([
    ['visitor', visitor, false],
    ['user', alice, false],
    ['blocked user', blocked, false],
    ['moderator', moderator, true],
  ] as const)('only moderators protect and unprotect documents: %s → %s', (_, user, expected) => {
    expect(canProtect(user)).toBe(expected);
  });
});
