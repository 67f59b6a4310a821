import { describe, expect, it } from 'vitest';
import { canSeeProfile } from './can-see-profile.ts';
import { alice, visitor } from './test-factories.ts';

describe('canSeeProfile (spec 2 §6)', () => {
  it('profiles may be denied to unauthenticated users', () => {
    expect(canSeeProfile(visitor, { is_profile_public: false })).toBe(false);
    expect(canSeeProfile(visitor, { is_profile_public: true })).toBe(true);
    expect(canSeeProfile(alice, { is_profile_public: false })).toBe(true);
  });
});
