import { describe, expect, it } from 'vitest';
import { licenceOf } from './licence.ts';

describe('licenceOf (spec 2 "Licences")', () => {
  it.each([
    [{ type: 'route' }, 'by-sa'],
    [{ type: 'waypoint' }, 'by-sa'],
    [{ type: 'area' }, 'by-sa'],
    [{ type: 'book' }, 'by-sa'],
    [{ type: 'map' }, 'by-sa'],
    [{ type: 'article', article_type: 'collab' }, 'by-sa'],
    [{ type: 'image', image_type: 'collaborative' }, 'by-sa'],
    [{ type: 'outing' }, 'by-nc-nd'],
    [{ type: 'profile' }, 'by-nc-nd'],
    [{ type: 'xreport' }, 'by-nc-nd'],
    [{ type: 'article', article_type: 'personal' }, 'by-nc-nd'],
    [{ type: 'image', image_type: 'personal' }, 'by-nc-nd'],
    [{ type: 'image', image_type: 'copyright' }, 'copyright'],
  ] as const)('%j → %s', (doc, code) => {
    expect(licenceOf(doc).code).toBe(code);
  });
  it('gives version 3.0 and the licence URL', () => {
    expect(licenceOf({ type: 'route' })).toEqual({
      code: 'by-sa',
      version: '3.0',
      url: 'https://creativecommons.org/licenses/by-sa/3.0/',
    });
    expect(licenceOf({ type: 'outing' }).url).toBe('https://creativecommons.org/licenses/by-nc-nd/3.0/');
  });
  it('copyright images have no licence link', () => {
    expect(licenceOf({ type: 'image', image_type: 'copyright' })).toEqual({
      code: 'copyright',
      version: null,
      url: null,
    });
  });
  it('an unexpected article_type or image_type is an internal error (spec 2 §8)', () => {
    expect(() => licenceOf({ type: 'article', article_type: 'wiki' })).toThrow();
    expect(() => licenceOf({ type: 'image' })).toThrow();
  });
});
