import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build-app.ts';
import { createUser } from '../../test/factories.ts';

describe('list totals after writes', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await buildTestApp();
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

  it('counts a new document at once, though totals are cached between reads', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/books' })).json().total;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { authorization: `JWT token="${token}"` },
      payload: {
        activities: ['hiking'],
        book_types: ['topo'],
        locales: [{ lang: 'fr', title: 'Randonnées des Écrins' }],
      },
    });
    expect(created.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/books' })).json();
    expect(after.total).toBe(before + 1);
    expect(after.documents[0].document_id).toBe(created.json().document_id);
  });

  it("words validation errors as the server does: 'Required' (spec 2 §5)", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: { authorization: `JWT token="${token}"` },
      payload: { activities: ['hiking'], locales: [{ lang: 'fr', title: '' }] },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { name: string; description: string }[];
    expect(errors).toContainEqual({ location: 'body', name: 'book_types', description: 'Required' });
    expect(errors.find((e) => e.name === 'locales.0.title')?.description).toBe('Required');
  });
});
