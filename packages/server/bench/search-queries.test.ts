import { describe, expect, it } from 'vitest';
import { QUERY_LENGTH, searchQueries } from './search-queries.ts';

const TITLES = [
  'Aiguille Blanche (Mont-Blanc)',
  'Tête de la Vache : voie 12',
  'Dôme Pelée (Écrins)',
  'Crête des Aigles',
  'Lake du Loup: route 4',
];
const strip = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

describe('search texts of the bench', () => {
  const texts = Array.from({ length: 2000 }, searchQueries(TITLES));

  it('never gives the same text twice', () => {
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('types 3 to 12 characters', () => {
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThanOrEqual(QUERY_LENGTH.min);
      expect(text.length).toBeLessThanOrEqual(QUERY_LENGTH.max);
    }
  });

  it('types beginnings of titles and words, with and without accents, with and without mistakes', () => {
    const beginnings = new Set(
      TITLES.flatMap((t) => [t, ...t.split(/\s+/)]).flatMap((s) =>
        Array.from({ length: s.length }, (_, i) => strip(s.slice(0, i + 1)).trimEnd()),
      ),
    );
    const exact = texts.filter((t) => beginnings.has(strip(t)));
    expect(exact.length).toBeGreaterThan(texts.length * 0.05);
    expect(exact.length).toBeLessThan(texts.length * 0.9);
    expect(texts.some((t) => /[éèêôà]/.test(t))).toBe(true);
    expect(texts.some((t) => t.startsWith('Dome') || t.startsWith('dome'))).toBe(true);
  });

  it('gives the same texts for the same seed', () => {
    const again = searchQueries(TITLES);
    expect(Array.from({ length: 50 }, again)).toEqual(texts.slice(0, 50));
  });

  it('says when it runs out of new texts', () => {
    const few = searchQueries(['Col']);
    expect(() => Array.from({ length: 500 }, few)).toThrow(/no new search text/);
  });
});
