import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/build-app.ts';
import type { Database } from '../db/client.ts';
import { similarity, SimilarWords, wordSimilarity } from './similar-words.ts';
import { TitleIndex, type TitleRow } from './title-index.ts';

const limits = { total: 100, checked: 200 };
const row = (document_id: number, search_title: string, type = 'w', lang = 'fr'): TitleRow => ({
  document_id,
  type,
  lang,
  search_title,
});

function indexOf(rows: TitleRow[]): TitleIndex {
  const index = new TitleIndex();
  index.load(rows);
  index.finishLoading();
  return index;
}

/** Issue 16 §3: the titles an API node keeps in memory for search as you type. */
describe('the title index', () => {
  it('finds the titles starting with the text first, in title order, then those whose words match', () => {
    const index = indexOf([
      row(1, 'grand lac'),
      row(2, 'lac noir'),
      row(3, 'lacs jumeaux'),
      row(4, 'les lacs'),
      row(5, 'col du lac', 'r'),
    ]);
    const found = index.match(['w'], 'lac', 10, limits).get('w')!;
    expect(found.ids).toEqual([2, 3, 1, 4]);
    expect(found.titles).toEqual(['lac noir', 'lacs jumeaux', 'grand lac', 'les lacs']);
    expect(found.total).toBe(4);
    expect(index.match(['r'], 'lac', 10, limits).get('r')!.ids).toEqual([5]);
  });

  it('looks in the language pl names only, and in every language without it', () => {
    const index = indexOf([
      row(1, 'refuge vallot'),
      row(1, 'vallot hut', 'w', 'en'),
      row(2, 'vallon', 'w', 'it'),
    ]);
    expect(index.match(['w'], 'vallo', 10, limits, 'en').get('w')!.titles).toEqual(['vallot hut']);
    // Two titles of one document count once.
    const all = index.match(['w'], 'vallo', 10, limits).get('w')!;
    expect(all.titles).toEqual(['vallon', 'vallot hut', 'refuge vallot']);
    expect(all.total).toBe(2);
  });

  it('holds every typed word, the last one unfinished, in any order; a typing mistake finds a similar word', () => {
    const index = indexOf([
      row(1, 'refuge vallot par les bosses'),
      row(2, 'refuge du gouter'),
      row(3, 'chamonix mont blanc'),
    ]);
    for (const q of ['refuge vallo', 'vallot refu', 'bosses refuge val'])
      expect(index.match(['w'], q, 10, limits).get('w')!.ids).toEqual([1]);
    expect(index.match(['w'], 'chamonx', 10, limits).get('w')!.ids).toEqual([3]);
    expect(index.match(['w'], 'refuge gouterr', 10, limits).get('w')!.ids).toEqual([2]);
    expect(index.match(['w'], 'refuge zzz', 10, limits).get('w')!).toEqual({ ids: [], titles: [], total: 0 });
  });

  it('checks the typed words at the edges of title words, in every script', () => {
    const index = indexOf([
      row(1, 'pointe du mönch'),
      row(2, 'grand mönchjoch'),
      row(3, 'col de l éperon'),
      row(4, 'arête des cosmiques'),
      row(5, 'sommet 3ème épaule'),
      row(6, 'пик ленина восток'),
      row(7, '北岳 ルート 登山'),
      row(8, 'voie 𝒜lpha brèche'),
      row(9, 'brèche sud-est'),
    ]);
    const ids = (q: string) => [...index.match(['w'], q, 10, limits).get('w')!.ids].sort();
    // The last typed word begins a title word; the others are whole title words.
    expect(ids('du mön')).toEqual([1]);
    expect(ids('pointe mönch')).toEqual([1]);
    expect(ids('grand mönch')).toEqual([2]);
    expect(ids('mönch grand')).toEqual([2]);
    expect(ids('de éper')).toEqual([3]);
    expect(ids('l eper')).toEqual([]);
    expect(ids('des miq')).toEqual([]);
    expect(ids('des cosmiq')).toEqual([4]);
    expect(ids('3ème épau')).toEqual([5]);
    expect(ids('ème épaule')).toEqual([]);
    expect(ids('ленина вос')).toEqual([6]);
    expect(ids('ени восток')).toEqual([]);
    expect(ids('ルート 登')).toEqual([7]);
    expect(ids('lpha brè')).toEqual([]);
    expect(ids('voie brè')).toEqual([8]);
    expect(ids('sud brè')).toEqual([9]);
    expect(ids('est sud')).toEqual([9]);
  });

  it("follows a document's new titles and forgets its old ones, and a document removed", () => {
    const index = indexOf([row(1, 'lac blanc'), row(2, 'lac noir'), row(3, 'aiguille verte')]);
    index.replace(1, [row(1, 'lac vert'), row(1, 'green lake', 'w', 'en')]);
    index.replace(3, []);
    index.replace(4, [row(4, 'lac bleu', 'w')]);
    expect(index.match(['w'], 'lac', 10, limits).get('w')!.titles).toEqual([
      'lac bleu',
      'lac noir',
      'lac vert',
    ]);
    expect(index.match(['w'], 'blanc', 10, limits).get('w')!.total).toBe(0);
    expect(index.match(['w'], 'aiguille', 10, limits).get('w')!.total).toBe(0);
    // The similar words of a typed word are those some title still holds.
    expect(index.match(['w'], 'verts', 10, limits).get('w')!.ids).toEqual([1]);
    expect(index.match(['w'], 'green', 10, limits).get('w')!.ids).toEqual([1]);
    expect(index.size).toBe(4);
  });

  it('counts the documents found up to the cap, and past twice the cap of titles says the cap', () => {
    const rows = Array.from({ length: 30 }, (_, i) => row(i + 1, `pic ${String(i).padStart(2, '0')}`));
    const index = indexOf(rows);
    const small = { total: 10, checked: 200 };
    const found = index.match(['w'], 'pic', 5, small).get('w')!;
    expect(found.ids).toEqual([1, 2, 3, 4, 5]);
    expect(found.total).toBe(10);
    expect(index.match(['w'], 'pic 2', 5, small).get('w')!.total).toBe(10);
    expect(index.match(['w'], 'pic 2', 5, limits).get('w')!.total).toBe(10);
  });

  it('keeps finding the titles after many have been replaced (their old bytes are reclaimed)', () => {
    const index = indexOf(Array.from({ length: 50 }, (_, i) => row(i + 1, `sommet ${i}`)));
    for (let round = 1; round <= 20; round++)
      for (let id = 1; id <= 50; id++) index.replace(id, [row(id, `sommet ${id - 1} tour ${round}`)]);
    const found = index.match(['w'], 'sommet 4', 20, limits).get('w')!;
    expect(found.titles).toEqual([
      'sommet 4 tour 20',
      ...Array.from({ length: 10 }, (_, i) => `sommet ${40 + i} tour 20`),
    ]);
    expect(index.match(['w'], 'sommet 4 tour 19', 20, limits).get('w')!.total).toBe(0);
    expect(index.size).toBe(50);
  });

  it('takes changes made while it loads, and titles loaded in several batches, written after', () => {
    const index = new TitleIndex();
    index.reserve(4, 64, 10);
    index.load([row(1, 'lac blanc'), row(2, 'lac noir')]);
    index.replace(1, [row(1, 'lac vert')]);
    index.load([row(3, 'lac bleu'), row(4, 'pic du lac', 'r')]);
    index.finishLoading();
    expect(index.match(['w'], 'lac', 10, limits).get('w')!.titles).toEqual([
      'lac bleu',
      'lac noir',
      'lac vert',
    ]);
    expect(index.match(['w'], 'blanc', 10, limits).get('w')!.total).toBe(0);
    expect(index.match(['r'], 'lac', 10, limits).get('r')!.ids).toEqual([4]);
    // A word's titles loaded together, then one more written: the list grows past its loaded room.
    index.replace(5, [row(5, 'grand lac')]);
    expect(index.match(['w'], 'lac', 10, limits).get('w')!.ids).toEqual([3, 2, 1, 5]);
  });

  it('keeps titles in code point order, as PostgreSQL\'s "C" collation, whatever order they were loaded in', () => {
    const index = indexOf([row(1, 'zz'), row(2, 'a😀'), row(3, 'a\u{ffee}'), row(4, 'ab')]);
    expect(index.match(['w'], 'a', 10, limits).get('w')!.ids).toEqual([4, 3, 2]);
  });
});

describe('similar words, measured as pg_trgm measures them', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(() => drop());

  it('gives the similarity PostgreSQL gives', async () => {
    const words = [
      'lac',
      'lacs',
      'chamonix',
      'chamonx',
      'aiguille',
      'aiguile',
      'a',
      'ab',
      'vallot',
      'valot',
      '3000',
      'l2',
      'saint-gervais',
      'gervais',
      'monch',
    ];
    const pairs = words.flatMap((a) => words.map((b) => [a, b] as const));
    const { rows } = await sql<{ a: string; b: string; s: number }>`
      SELECT p.a, p.b, similarity(p.a, p.b) AS s FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) AS p(a, b)`.execute(
      database.db,
    );
    for (const r of rows)
      expect([r.a, r.b, similarity(r.a, r.b)]).toEqual([r.a, r.b, Math.fround(Number(r.s))]);
    // Letters beyond ASCII are letters here, as for PostgreSQL under a UTF-8 locale (under the "C"
    // locale, pg_trgm cuts words at them): search titles are mostly ASCII once their accents go.
    expect(similarity('峰', '峰')).toBe(1);
    expect(similarity('mönch', 'mönchs')).toBe(Math.fround(5 / 8));
  });

  it('gives the word similarity PostgreSQL gives, by which the quick search ranks', async () => {
    const titles = [
      'refuge vallot par les bosses',
      'la meije : arete nord',
      'aiguille du midi : la vallee blanche',
      'lac blanc lac noir lac blanc',
      'pointe percee : voie normale par la face nord',
      'col de la vanoise : depuis pralognan-la-vanoise',
      'mont blanc du tacul 4248 m',
      'a',
      'zz',
    ];
    const typed = [
      'lac',
      'la',
      'blanc',
      'mont bla',
      'vallot refu',
      'aiguile',
      'pointe n',
      'noir lac',
      'z',
      'vanoise pra',
      '4248',
      'arete sud',
    ];
    const pairs = typed.flatMap((a) => titles.map((b) => [a, b] as const));
    const { rows } = await sql<{ a: string; b: string; s: number }>`
      SELECT p.a, p.b, word_similarity(p.a, p.b) AS s FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) AS p(a, b)`.execute(
      database.db,
    );
    for (const r of rows)
      expect([r.a, r.b, wordSimilarity(r.a, r.b)]).toEqual([r.a, r.b, Math.fround(Number(r.s))]);
  });

  it('keeps the words at least half similar, most similar first, twelve at most', () => {
    const similar = new SimilarWords();
    for (const w of [
      'lac',
      'lacs',
      'lacet',
      'blanc',
      'chamonix',
      ...Array.from({ length: 20 }, (_, i) => `chamonix${i}`),
    ])
      similar.add(w);
    expect(similar.similarTo('lac', () => true)).toEqual(['lacs']);
    expect(similar.similarTo('lacs', () => true)).toEqual(['lac']);
    // 6 trigrams in common of 8 and 9: 0.55; of 8 and 10 ("chamonix0"…): 0.5; of 8 and 11: 0.46.
    expect(similar.similarTo('chamonx', () => true)).toEqual([
      'chamonix',
      ...Array.from({ length: 10 }, (_, i) => `chamonix${i}`),
    ]);
    expect(similar.similarTo('chamonix', () => true)).toHaveLength(12);
    expect(similar.similarTo('la', () => true)).toEqual([]);
    expect(similar.similarTo('lacs', (w) => w !== 'lac')).toEqual([]);
  });
});
