import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_TYPES,
  GEOLOCALISED_TYPES,
  LETTER_TYPES,
  TYPE_LETTERS,
  typeFromPlural,
} from './document-types.ts';

describe('document types', () => {
  it('has the ten types with the letters of spec 1 §3', () => {
    expect(DOCUMENT_TYPES).toHaveLength(10);
    expect(TYPE_LETTERS).toEqual({
      area: 'a',
      article: 'c',
      book: 'b',
      image: 'i',
      map: 'm',
      outing: 'o',
      profile: 'u',
      route: 'r',
      waypoint: 'w',
      xreport: 'x',
    });
    expect(LETTER_TYPES.c).toBe('article');
  });
  it('lists the geolocalised types of spec 2 §1', () => {
    expect([...GEOLOCALISED_TYPES]).toEqual(['image', 'outing', 'profile', 'route', 'waypoint', 'xreport']);
  });
  it('maps URL plurals to types', () => {
    expect(typeFromPlural('routes')).toBe('route');
    expect(typeFromPlural('foos')).toBeUndefined();
  });
});
