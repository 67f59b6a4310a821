import { afterAll, describe, expect, it } from 'vitest';
import { createCookCache } from './cook-cache.ts';
import { CookerBusyError, CookTimeoutError, createCooker, uncookedHtml } from './cook-pool.ts';

/** A long, ordinary text: a few hundred kilobytes of paragraphs, lists and links. */
const longText = (kb: number) =>
  Array.from(
    { length: Math.ceil((kb * 1024) / 120) },
    (_, i) =>
      `Paragraph ${i} with **bold**, _italic_ and a [link](https://example.org/${i}).\n\n* item\n* item\n`,
  ).join('\n');

describe('the cooking pool (issue 13: CPU-heavy work off the event loop)', () => {
  const cooker = createCooker({ workers: 1, timeoutMs: 5000, maxQueue: 2 });
  afterAll(() => cooker.close());

  it('cooks in a worker thread and keeps the result by value', async () => {
    expect(await cooker.cook('*a*')).toBe('<p><em>a</em></p>');
    expect(cooker.cache.get('*a*')).toBe('<p><em>a</em></p>');
  });

  it('echoes the uncooked keys and empty values of an object (api.md §14.2)', async () => {
    expect(await cooker.cookObject({ lang: 'fr', title: '*t*', description: '**d**', summary: '' })).toEqual({
      lang: 'fr',
      title: '*t*',
      description: '<p><strong>d</strong></p>',
      summary: '',
    });
  });

  it('refuses texts beyond its queue at once instead of piling them up', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `${longText(100)}\n${i}`);
    const results = await Promise.allSettled(texts.map((t) => cooker.cook(t)));
    const busy = results.filter((r) => r.status === 'rejected' && r.reason instanceof CookerBusyError);
    expect(busy.length).toBeGreaterThan(0);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
  });

  it('always queues the stored texts of documents being read', async () => {
    const texts = Array.from({ length: 8 }, (_, i) => `${longText(100)}\nstored ${i}`);
    const html = await Promise.all(texts.map((t) => cooker.cook(t, { stored: true })));
    expect(html).toHaveLength(8);
    expect(html[7]).toContain('stored 7');
  });
});

describe('the time limit of one text', () => {
  it('stops a text that takes too long, and the pool goes on with the next', async () => {
    const cooker = createCooker({ workers: 1, timeoutMs: 20, maxQueue: 10 }, createCookCache());
    try {
      // Under 20 ms a worker would have to start and cook 300 KB: it cannot.
      await expect(cooker.cook(longText(300))).rejects.toBeInstanceOf(CookTimeoutError);
      const fallback = await cooker.cookObject({ description: longText(300) }, uncookedHtml);
      expect(fallback.description).toMatch(/^<p>Paragraph 0 with \*\*bold\*\*/);
    } finally {
      await cooker.close();
    }
    const next = createCooker({ workers: 1, timeoutMs: 5000, maxQueue: 10 });
    try {
      expect(await next.cook('fine')).toBe('<p>fine</p>');
    } finally {
      await next.close();
    }
  });

  it('shows an uncooked text escaped, its lines kept', () => {
    expect(uncookedHtml('<b>a</b>\nb & "c"')).toBe(
      '<p>&#60;b&#62;a&#60;/b&#62;<br>\nb &#38; &#34;c&#34;</p>',
    );
  });
});
