import { describe, expect, it } from 'vitest';
import { canTag } from './can-tag.ts';
import { alice, visitor } from './test-factories.ts';

describe('canTag (spec 2 §5)', () => {
  it('tags are supported for routes only', () => {
    expect(canTag(alice, 'route')).toBe(true);
    expect(canTag(alice, 'waypoint')).toBe(false);
    expect(canTag(visitor, 'route')).toBe(false);
  });
});
