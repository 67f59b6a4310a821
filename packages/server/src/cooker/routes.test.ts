import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
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
    cache.set('*a*', '<p><em>a</em></p>');
    expect(cache.get('*a*')).toBe('<p><em>a</em></p>');
    expect(cache.size).toBe(3);
    cache.set('x'.repeat(19), '<p>x</p>');
    expect(cache.size).toBeLessThanOrEqual(20);
    cache.set('y'.repeat(30), '<p>y</p>'); // over the cap: not cached
    expect(cache.get('y'.repeat(30))).toBeUndefined();
    expect(cache.size).toBeLessThanOrEqual(20);
  });
});

describe('POST /cooker limits (issue 13)', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ COOK_MAX_CHARS: '1000', COOKER_ANONYMOUS_PER_MINUTE: '3' });
    await createUser(ctx.database.db, { id: 1, username: 'writer', password: 'pw-writer' });
    token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'writer', password: 'pw-writer' },
      })
    ).json().token;
  });
  afterAll(() => ctx.close());

  it('answers 413 naming the key of a text over COOK_MAX_CHARS', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cooker',
      headers: { authorization: `JWT token="${token}"` },
      payload: { summary: 'short', description: 'x'.repeat(1001) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      status: 'error',
      errors: [
        {
          location: 'body',
          name: 'description',
          description: 'This text is too long to render (at most 1000 characters)',
        },
      ],
    });
  });

  it('limits anonymous callers per minute, not signed-in ones', async () => {
    const anonymous = () =>
      ctx.app.inject({ method: 'POST', url: '/api/cooker', payload: { description: 'a' } });
    // The test above was signed in: it did not count.
    for (let i = 0; i < 3; i++) expect((await anonymous()).statusCode).toBe(200);
    const limited = await anonymous();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].description).toBe('Too many texts to render, please retry in a minute');
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/cooker',
      headers: { authorization: `JWT token="${token}"` },
      payload: { description: 'a' },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('POST /cooker time limit (issue 13)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ COOK_TIMEOUT_MS: '20' });
  });
  afterAll(() => ctx.close());

  it('answers 400 naming the key of a text that takes too long to render', async () => {
    const text = Array.from(
      { length: 3000 },
      (_, i) => `Line ${i} with **bold** and [a link](/x/${i})\n`,
    ).join('\n');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/cooker', payload: { description: text } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        location: 'body',
        name: 'description',
        description: 'This text takes too long to render: simplify it',
      },
    ]);
  });
});
