import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createDocument } from '../test/factories.ts';
import { textWords } from './text-match.ts';

describe('text matching of search and the q filter', () => {
  let ctx: TestContext;
  const titles = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      waypoints: { documents: { locales: { title: string }[] }[]; total: number };
    };
    return body.waypoints.documents.map((d) => d.locales[0]!.title);
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    for (const title of [
      'Aiguille du Midi',
      'Lac Blanc',
      'Refuge du Lac Blanc',
      'Chamonix-Mont-Blanc',
      'Pointe Isabella',
    ])
      await createDocument(ctx.database.db, { type: 'waypoint', title, lang: 'fr' });
  });
  afterAll(() => ctx.close());

  it('cuts typed text into the words the full-text index knows', () => {
    expect(textWords("lac d'arve bious-artigues 12")).toEqual([
      'lac',
      'd',
      'arve',
      'bious',
      'artigues',
      '12',
    ]);
  });

  it('keeps the distinct words of every title written', async () => {
    const words = (
      await sql<{ word: string }>`SELECT word FROM search_words ORDER BY word`.execute(ctx.database.db)
    ).rows.map((r) => r.word);
    expect(words).toEqual(
      expect.arrayContaining(['aiguille', 'midi', 'lac', 'blanc', 'refuge', 'chamonix', 'isabella']),
    );
  });

  it('finds a word with a typing mistake, titles starting with the text first', async () => {
    expect(await titles('/api/search?q=lacs&t=w')).toEqual(['Lac Blanc', 'Refuge du Lac Blanc']);
    expect(await titles('/api/search?q=chamonx&t=w')).toEqual(['Chamonix-Mont-Blanc']);
    expect(await titles('/api/search?q=isabela&t=w')).toEqual(['Pointe Isabella']);
  });

  it('needs every word, the last one possibly unfinished', async () => {
    expect(await titles('/api/search?q=lac%20blan&t=w')).toEqual(['Lac Blanc', 'Refuge du Lac Blanc']);
    expect(await titles('/api/search?q=refuge%20blanc&t=w')).toEqual(['Refuge du Lac Blanc']);
    expect(await titles('/api/search?q=aig&t=w')).toEqual(['Aiguille du Midi']);
    expect(await titles('/api/search?q=midi%20blanc&t=w')).toEqual([]);
  });

  it('applies the same matching to the q filter of lists', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/waypoints?q=lacs%20blanc' });
    const found = (res.json() as { documents: { locales: { title: string }[] }[] }).documents
      .map((d) => d.locales[0]!.title)
      .sort();
    expect(found).toEqual(['Lac Blanc', 'Refuge du Lac Blanc']);
  });
});
