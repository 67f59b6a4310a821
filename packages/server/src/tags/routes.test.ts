import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { createUser } from '../test/factories.ts';
import { insertDocuments } from '../documents/write/insert.ts';

describe('to-do tags on routes (api.md §14.1)', () => {
  let ctx: TestContext;
  let token: string;
  let routeId: number;
  let waypointId: number;
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown>,
      headers: { authorization: `JWT ${token}` },
    });

  beforeAll(async () => {
    ctx = await buildTestApp();
    await createUser(ctx.database.db, { id: 1, username: 'me', password: 'pw-me' });
    [routeId, waypointId] = (await insertDocuments(ctx.database.db, [
      {
        type: 'route',
        attributes: { activities: ['hiking'] },
        locales: [{ lang: 'fr', title: 'Tour du lac' }],
        creator_id: 1,
      },
      {
        type: 'waypoint',
        attributes: { waypoint_type: 'summit', elevation: 3000 },
        locales: [{ lang: 'fr', title: 'Pic' }],
        creator_id: 1,
      },
    ])) as [number, number];
    token = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username: 'me', password: 'pw-me' },
      })
    ).json().token;
  });
  afterAll(() => ctx.close());

  it('marks, reads and unmarks a route, and lists it with u', async () => {
    expect((await call('GET', `/api/tags/has/${routeId}`)).json()).toEqual({ todo: false });
    expect((await call('POST', '/api/tags/add', { document_id: routeId })).json()).toEqual({});
    expect((await call('POST', '/api/tags/add', { document_id: routeId })).json().errors[0].description).toBe(
      'This document is already tagged.',
    );
    expect((await call('GET', `/api/tags/has/${routeId}`)).json()).toEqual({ todo: true });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/routes?u=1' });
    expect(listed.json().documents.map((d: { document_id: number }) => d.document_id)).toEqual([routeId]);
    await call('POST', '/api/tags/remove', { document_id: routeId });
    expect(
      (await call('POST', '/api/tags/remove', { document_id: routeId })).json().errors[0].description,
    ).toBe('This document has no such tag.');
  });

  it("refuses other types with 'Tags are not supported for this kind of document' (spec 2 §8)", async () => {
    const res = await call('POST', '/api/tags/add', { document_id: waypointId });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].description).toBe('Tags are not supported for this kind of document');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/tags/add', payload: { document_id: routeId } }))
        .statusCode,
    ).toBe(403);
  });
});
