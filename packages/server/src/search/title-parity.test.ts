import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentLetter } from '@cairn/domain';
import { buildDemoApp, type TestContext } from '../test/build-app.ts';
import { createSearchRepository, searchLimits } from './repository.ts';
import { normalizeForSearch } from './normalize.ts';
import { startTitleSearch, type TitleSearch } from './title-sync.ts';
import { textWords } from './text-match.ts';

/**
 * Issue 16 §3: the quick search finds and ranks the same documents from the titles in an API
 * node's memory as from PostgreSQL's indexes — on the demo guidebook, for texts typed as people
 * type them: beginnings of titles, words, unfinished words, a letter missing or doubled.
 */
const LIMIT = 7;

describe('the quick search from the title index and from PostgreSQL', () => {
  let ctx: TestContext;
  let titles: TitleSearch;
  const letters: DocumentLetter[] = ['w', 'r', 'c', 'b'];

  beforeAll(async () => {
    ctx = await buildDemoApp();
    titles = await startTitleSearch(ctx.database.db, ctx.app.log);
    await titles.loaded();
  }, 120_000);
  afterAll(async () => {
    titles.stop();
    await ctx.close();
  });

  /** Texts from the demo's titles, no two alike. */
  async function typedTexts(): Promise<string[]> {
    const { rows } = await sql<{ title: string }>`
      SELECT title FROM document_locales l JOIN documents d ON d.document_id = l.document_id
      WHERE d.type IN ('w', 'r', 'c', 'b') ORDER BY l.document_id, l.lang`.execute(ctx.database.db);
    const texts = new Set<string>();
    rows.forEach(({ title }, i) => {
      const words = textWords(normalizeForSearch(title));
      const text = normalizeForSearch(title);
      texts.add(text.slice(0, 3 + (i % 10)));
      const word = words[i % words.length] ?? '';
      if (word.length >= 4) {
        texts.add(word.slice(0, word.length - 1));
        // A letter missing, a letter doubled.
        texts.add(word.slice(0, 1) + word.slice(2));
        texts.add(word + word.at(-1));
      }
      if (words.length >= 2) texts.add(`${words.at(-1)} ${words[0]!.slice(0, 3)}`);
    });
    // As the route passes them on (`routes.ts`); about 400 of them.
    const all = [...new Set([...texts].map(normalizeForSearch))].filter((t) => t.length >= 2);
    const step = Math.max(1, Math.floor(all.length / 400));
    return all.filter((_, i) => i % step === 0);
  }

  it('finds the same documents in the same order where every match is ranked, and never a worse page', async () => {
    const fromIndex = createSearchRepository(ctx.database.db, ctx.app.deps.caches.areas, titles);
    const fromSql = createSearchRepository(ctx.database.db, ctx.app.deps.caches.areas);
    const texts = await typedTexts();
    expect(texts.length).toBeGreaterThan(350);
    const differ: string[] = [];
    let compared = 0;
    for (const text of texts)
      for (const pl of ['fr', undefined]) {
        const a = (await fromIndex.documents(letters, text, LIMIT, pl)).found;
        const b = (await fromSql.documents(letters, text, LIMIT, pl)).found;
        const found = await titles.match(letters, text, LIMIT + searchLimits.candidates, searchLimits, pl);
        for (const l of letters) {
          const index = a.get(l)!;
          const db = b.get(l)!;
          const where = `${text} (${pl ?? 'all'}) ${l}: ${JSON.stringify(index)} ≠ ${JSON.stringify(db)}`;
          // Few titles found: PostgreSQL ranked every one too (it reads a title up to three
          // times: starting with the text, by its last word as typed and as a whole word).
          if (found!.get(l)!.ids.length <= (LIMIT + searchLimits.candidates) / 3) {
            compared++;
            if (JSON.stringify(index.ids) !== JSON.stringify(db.ids)) differ.push(where);
          }
          // PostgreSQL's count stops at twice the cap of titles read, duplicates included, and
          // then says the cap; the index counts each title once.
          if (db.total < searchLimits.total ? index.total !== db.total : index.total > db.total)
            differ.push(where);
          // A page holds as many documents as the total allows.
          if (index.ids.length !== Math.min(LIMIT, index.total)) differ.push(where);
        }
      }
    expect(compared).toBeGreaterThan(1000);
    expect(differ).toEqual([]);
  }, 300_000);

  it('ranks the titles starting with the text first, then those containing it', async () => {
    const fromIndex = createSearchRepository(ctx.database.db, ctx.app.deps.caches.areas, titles);
    for (const text of ['mont', 'aiguille', 'col de', 'normale', 'refuge', 'la', 'pointe n']) {
      const { found } = await fromIndex.documents(['r', 'w'], text, LIMIT, 'fr');
      const candidates = (await titles.match(
        ['r', 'w'],
        text,
        LIMIT + searchLimits.candidates,
        searchLimits,
        'fr',
      ))!;
      for (const l of ['r', 'w'] as const) {
        // A route's search title starts with its main waypoint's name, as its page shows it.
        const { ids, titles: foundTitles } = candidates.get(l)!;
        const kindOf = (id: number) =>
          Math.max(
            ...ids.map((other, i) => {
              const title = foundTitles[i]!;
              return other !== id ? 0 : title.startsWith(text) ? 3 : title.includes(text) ? 2 : 1;
            }),
          );
        const kinds = found.get(l)!.ids.map(kindOf);
        expect(kinds, `${text} ${l}`).toEqual([...kinds].sort((x, y) => y - x));
        expect(kinds.length, `${text} ${l}`).toBe(Math.min(LIMIT, found.get(l)!.total));
      }
    }
  });
});
