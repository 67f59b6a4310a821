import { describe, expect, it } from 'vitest';
import { canSetImageType } from './can-set-image-type.ts';
import { alice, moderator } from './test-factories.ts';

describe('canSetImageType (spec 2 §5 "Copyright choice is for moderators only")', () => {
  it.each([
    [alice, null, 'personal', false, true],
    [alice, null, 'collaborative', false, true],
    [alice, null, 'copyright', true, false],
    [moderator, null, 'copyright', false, false],
    [moderator, null, 'copyright', true, true],
    [alice, 'copyright', 'copyright', false, true],
    [alice, 'collaborative', 'personal', false, false],
    [moderator, 'collaborative', 'personal', false, true],
  ] as const)('%j: %s → %s (book %s) → %s', (user, current, next, hasBook, expected) => {
    expect(canSetImageType(user, { current, next, hasBook })).toBe(expected);
  });
});
