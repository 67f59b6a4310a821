import { describe, expect, it } from 'vitest';
import { canBlock } from './can-block.ts';
import { alice, blocked, moderator, visitor } from './test-factories.ts';

describe('canBlock (spec 2 §6)', () => {
  it.each([
    ['visitor', visitor, false],
    ['user', alice, false],
    ['blocked user', blocked, false],
    ['moderator', moderator, true],
  ] as const)('only moderators block and unblock accounts: %s → %s', (_, user, expected) => {
    expect(canBlock(user)).toBe(expected);
  });
});
