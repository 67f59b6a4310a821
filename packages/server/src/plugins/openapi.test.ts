import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filtersOf } from '@cairn/domain';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
type Operation = { parameters?: Parameter[]; security?: unknown[]; responses?: Record<string, unknown> };

describe('GET /api/openapi.json describes the query parameters of the GET routes', () => {
  let ctx: TestContext;
  let paths: Record<string, Record<string, Operation>>;
  const query = (path: string) => (paths[path]?.get?.parameters ?? []).filter((p) => p.in === 'query');
  const names = (path: string) => query(path).map((p) => p.name);
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ url, headers });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    ctx = await buildTestApp();
    const res = await ctx.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    paths = res.json().paths;
  });
  afterAll(() => ctx.close());

  it('lists: the meta parameters and every catalog filter of the type', () => {
    const routes = names('/api/routes');
    expect(routes).toEqual(
      expect.arrayContaining([
        'offset',
        'limit',
        'sort',
        'pl',
        'q',
        'bbox',
        'a',
        'act',
        'qa',
        'rmina',
        'hdif',
        'grat',
        'fac',
        'w',
        'u',
      ]),
    );
    for (const f of filtersOf('route')) expect(routes).toContain(f.key);
    expect(names('/api/outings')).toEqual(expect.arrayContaining(['date', 'period', 'ocond', 'r', 'owpt']));
    expect(names('/api/waypoints')).toEqual(expect.arrayContaining(['wtyp', 'walt', 'plift']));
    // areas have no area filter nor bbox (fields.md §13.1)
    expect(names('/api/areas')).not.toContain('bbox');
    const hdif = query('/api/routes').find((p) => p.name === 'hdif')!;
    expect(hdif.required).toBeFalsy();
    expect(hdif.description).toBe('Numbers `min,max` on height_diff_up (either side may be empty)');
    expect(query('/api/routes').find((p) => p.name === 'grat')!.description).toMatch(/global_ratings/);
  });

  it('one document, the outings CSV, search, feeds, changes and the account', () => {
    expect(names('/api/routes/{id}').sort()).toEqual(['cook', 'e', 'l']);
    expect(names('/api/outings.csv')).toEqual(expect.arrayContaining(['pl', 'act', 'date', 'u']));
    expect(names('/api/outings.csv')).not.toContain('offset');
    expect(names('/api/search').sort()).toEqual(['limit', 'pl', 'q', 't']);
    expect(query('/api/search').find((p) => p.name === 'q')!.required).toBe(true);
    expect(names('/api/feed').sort()).toEqual(['limit', 'pl', 'token']);
    expect(names('/api/personal-feed').sort()).toEqual(['limit', 'pl', 'token']);
    expect(names('/api/profile-feed').sort()).toEqual(['limit', 'pl', 'token', 'u']);
    expect(names('/api/documents/changes').sort()).toEqual(['limit', 'token', 'u']);
    expect(names('/api/associations-history').sort()).toEqual(['d', 'limit', 'offset', 'u']);
    for (const path of ['/api/users/preferences', '/api/users/following', '/api/users/blocked'])
      expect(names(path)).toEqual(['pl']);
    expect(paths['/api/users/account']!.get!.security).toEqual([{ jwt: [] }]);
    expect(paths['/api/users/account']!.get!.responses!['200']).toBeDefined();
  });

  it('a repeated parameter is a 400 naming it, never a 500; the hand-checked wording is kept', async () => {
    for (const url of [
      '/api/routes?act=hiking&act=skitouring',
      '/api/outings.csv?act=a&act=b',
      '/api/search?q=abc&limit=1&limit=2',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        location: 'querystring',
        name: url.includes('limit') ? 'limit' : 'act',
      });
    }
    for (const url of [
      '/api/feed?token=1&token=2',
      '/api/documents/changes?u=1&u=2',
      '/api/associations-history?d=1&d=2',
      '/api/routes/1?l=fr&l=de',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].location).toBe('querystring');
      expect(res.body.errors[0].description).toBe('Give this parameter once');
    }
    expect((await get('/api/search')).body.errors).toEqual([
      { location: 'querystring', name: 'q', description: 'Required' },
    ]);
    expect((await get('/api/profile-feed')).body.errors).toEqual([
      { location: 'querystring', name: 'u', description: 'Required' },
    ]);
    expect((await get('/api/profile-feed?u=x')).body.errors).toEqual([
      { location: 'querystring', name: 'u', description: 'invalid user id' },
    ]);
    expect((await get('/api/feed?limit=x')).body.errors).toEqual([
      { location: 'querystring', name: 'limit', description: '"x" is not a number' },
    ]);
    expect((await get('/api/documents/changes?limit=x')).body.errors).toEqual([
      { location: 'querystring', name: 'limit', description: '"x" is not a number' },
    ]);
    expect((await get('/api/routes?offset=x')).body.errors).toEqual([
      { location: 'querystring', name: 'offset', description: '"x" is not a number' },
    ]);
    expect((await get('/api/routes/abc')).body.errors).toEqual([
      { location: 'querystring', name: 'id', description: 'invalid id' },
    ]);
    // unknown keys of a list are ignored (api.md §6.3)
    expect((await get('/api/routes?whatever=1&act=hiking')).status).toBe(200);
    const user = await createUser(ctx.database.db, { username: 'reader' });
    const headers = await authHeaders(ctx.database.db, user);
    expect((await get('/api/users/preferences?pl=fr&pl=de', headers)).body.errors[0]).toMatchObject({
      location: 'querystring',
      name: 'pl',
    });
    const account = await get('/api/users/account', headers);
    expect(account.status).toBe(200);
    expect(Object.keys(account.body).sort()).toEqual([
      'email',
      'forum_username',
      'is_profile_public',
      'name',
    ]);
  });
});

describe('GET /api/openapi.json describes the answer of every JSON call', () => {
  /** The calls whose answer is not JSON: image files and the outings CSV. */
  const NOT_JSON = ['GET /api/images/proxy/{id}', 'GET /api/outings.csv'];

  it('each operation but the binary ones has the schema of its 2xx answer (≥ 95 %)', async () => {
    const ctx = await buildTestApp();
    try {
      const paths: Record<string, Record<string, Operation>> = (
        await ctx.app.inject({ url: '/api/openapi.json' })
      ).json().paths;
      const operations = Object.entries(paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
      );
      const undescribed = operations
        .filter(
          ({ op }) =>
            !Object.entries(op.responses ?? {}).some(
              ([status, answer]) => status.startsWith('2') && !!(answer as { content?: unknown }).content,
            ),
        )
        .map(({ name }) => name);
      expect(undescribed.sort()).toEqual([...NOT_JSON].sort());
      expect(1 - undescribed.length / operations.length).toBeGreaterThanOrEqual(0.95);
    } finally {
      await ctx.close();
    }
  });
});
