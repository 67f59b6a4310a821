import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createCookCache } from './cook-cache.ts';

describe('POST /cooker (api.md §14.2)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('cooks every value except the echoed keys and empty values', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cooker',
      payload: {
        lang: 'fr',
        title: '**not cooked**',
        description: '**Bold**',
        summary: '',
        participants: '*x*',
        slope: '30°',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      lang: 'fr',
      title: '**not cooked**',
      description: '<p><strong>Bold</strong></p>',
      summary: '',
      participants: '*x*',
      slope: '30°',
    });
  });

  it('never lets a script through', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cooker',
      payload: { description: '<script>alert(1)</script>[x](javascript:alert(1))' },
    });
    expect(res.json().description).not.toMatch(/<script|javascript:/i);
  });

  it('caches cooked text by value within its cap', () => {
    const cache = createCookCache(20);
    expect(cache.cook('*a*')).toBe('<p><em>a</em></p>');
    expect(cache.cook('*a*')).toBe('<p><em>a</em></p>');
    expect(cache.size).toBe(3);
    cache.cook('x'.repeat(19));
    expect(cache.size).toBeLessThanOrEqual(20);
    cache.cook('y'.repeat(30)); // over the cap: cooked, not cached
    expect(cache.size).toBeLessThanOrEqual(20);
  });
});
