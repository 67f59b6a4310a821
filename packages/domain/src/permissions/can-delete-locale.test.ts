import { describe, expect, it } from 'vitest';
import { canDeleteLocale } from './can-delete-locale.ts';
import { alice, bob, buildDocument, moderator, NOW } from './test-factories.ts';

describe('canDeleteLocale (spec 2 §5)', () => {
  it('delete locale only if more than one language exists', () => {
    expect(
      canDeleteLocale(moderator, { ...buildDocument('route'), available_langs: ['fr', 'en'] }, NOW),
    ).toBe(true);
    expect(canDeleteLocale(moderator, { ...buildDocument('route'), available_langs: ['fr'] }, NOW)).toBe(
      false,
    );
    expect(canDeleteLocale(alice, { ...buildDocument('outing'), available_langs: ['fr', 'it'] }, NOW)).toBe(
      true,
    );
    expect(canDeleteLocale(bob, { ...buildDocument('outing'), available_langs: ['fr', 'it'] }, NOW)).toBe(
      false,
    );
  });
});
