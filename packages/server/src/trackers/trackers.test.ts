import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackerVendor } from '@cairn/domain';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createDocument, createUser, point } from '../test/factories.ts';
import { sampleActivity, startFakeTrackers, type FakeTrackers } from '../test/fake-trackers.ts';
import { loadConfig } from '../config.ts';
import { createTrackerService } from './service.ts';
import { tokenCipher } from './token-cipher.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const VENDORS: TrackerVendor[] = ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'];

describe('activity trackers (issue 19)', () => {
  let fake: FakeTrackers;
  let ctx: TestContext;
  let alice: { id: number; username: string };
  let headers: Record<string, string>;
  let bob: { id: number; username: string };
  let bobHeaders: Record<string, string>;
  const db = () => ctx.database.db;
  const get = (url: string, h = headers) => ctx.app.inject({ url: `/api${url}`, headers: h });

  /** Follows a connection as a browser would: the vendor's page sends the user back with a query. */
  async function connect(vendor: TrackerVendor, user = alice, h = headers) {
    const start = await get(`/trackers/${vendor}/request-token/${user.id}`, h);
    expect(start.statusCode).toBe(200);
    const page = await fetch(start.json().redirect_url, { redirect: 'manual' });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get('location')!);
    expect(back.pathname).toBe(`/trackers/${vendor}/exchange-token`);
    return get(`/trackers/${vendor}/exchange-token${back.search}`, h);
  }

  beforeAll(async () => {
    fake = await startFakeTrackers();
    const env: Record<string, string> = {
      TRACKER_TOKEN_KEY: KEY,
      TRACKER_STRAVA_VERIFY_TOKEN: 'verify-me',
      PUBLIC_URL: 'http://cairn.test',
    };
    for (const v of VENDORS) {
      env[`TRACKER_${v.toUpperCase()}_CLIENT_ID`] = fake.clientId;
      env[`TRACKER_${v.toUpperCase()}_CLIENT_SECRET`] = fake.clientSecret;
      env[`TRACKER_${v.toUpperCase()}_URL`] = `${fake.url}/${v}`;
    }
    ctx = await buildTestApp(env);
    alice = await createUser(db(), { username: 'alice' });
    headers = await authHeaders(db(), alice);
    bob = await createUser(db(), { username: 'bob' });
    bobHeaders = await authHeaders(db(), bob);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it("status: every vendor not-configured at first; another user's status is a 403, none without a session", async () => {
    const res = await get(`/trackers/users/${alice.id}/status`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.fromEntries(VENDORS.map((v) => [v, 'not-configured'])));
    expect((await get(`/trackers/users/${alice.id}/status`, bobHeaders)).statusCode).toBe(403);
    expect((await get(`/trackers/users/${alice.id}/status`, {})).statusCode).toBe(403);
  });

  it('a vendor without credentials, or every vendor without a token key, is disabled', async () => {
    const base = { DATA_DIR: '/tmp', JWT_SECRET: 'test-secret-of-sufficient-length' };
    const log = { warn: () => undefined, info: () => undefined };
    const noKey = createTrackerService(
      ctx.database,
      loadConfig({ ...base, TRACKER_STRAVA_CLIENT_ID: 'a', TRACKER_STRAVA_CLIENT_SECRET: 'b' }),
      log,
      { schedule: false },
    );
    expect(await noKey.status(alice.id)).toEqual(Object.fromEntries(VENDORS.map((v) => [v, 'disabled'])));
    const onlyStrava = createTrackerService(
      ctx.database,
      loadConfig({
        ...base,
        TRACKER_TOKEN_KEY: KEY,
        TRACKER_STRAVA_CLIENT_ID: 'a',
        TRACKER_STRAVA_CLIENT_SECRET: 'b',
      }),
      log,
      { schedule: false },
    );
    expect((await onlyStrava.status(alice.id)).strava).toBe('not-configured');
    expect((await onlyStrava.status(alice.id)).garmin).toBe('disabled');
    expect(() => loadConfig({ TRACKER_TOKEN_KEY: 'short' })).toThrow(/TRACKER_TOKEN_KEY/);
  });

  it('Strava webhook subscription: the challenge is echoed with the right verify token only', async () => {
    const ok = await ctx.app.inject({
      url: '/api/trackers/strava/webhook?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=abc123',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ 'hub.challenge': 'abc123' });
    const wrong = await ctx.app.inject({
      url: '/api/trackers/strava/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=abc123',
    });
    expect(wrong.statusCode).toBe(403);
    const junk = await ctx.app.inject({
      method: 'POST',
      url: '/api/trackers/strava/webhook',
      payload: { a: 1 },
    });
    expect(junk.statusCode).toBe(400);
  });

  it('connect Strava → webhook event → activity stored with its track → outing made from it', async () => {
    const res = await connect('strava');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'configured' });
    expect((await get(`/trackers/users/${alice.id}/status`)).json().strava).toBe('configured');

    // Tokens are stored sealed, never in clear.
    const row = await db()
      .selectFrom('tracker_connections')
      .selectAll()
      .where('vendor', '=', 'strava')
      .executeTakeFirstOrThrow();
    expect(row.access_token).toMatch(/^v1\./);
    expect([...fake.tokens.keys()].some((t) => row.access_token.includes(t))).toBe(false);
    expect(fake.tokens.get(tokenCipher(Buffer.from(KEY, 'base64')).open(row.access_token))).toBe('strava');
    expect(row.vendor_user_id).toBe(fake.userId);

    fake.activities.strava.push(
      sampleActivity('987', 'Aiguillette des Houches', 'BackcountrySki', new Date('2026-02-03T08:00:00Z')),
    );
    const event = await ctx.app.inject({
      method: 'POST',
      url: '/api/trackers/strava/webhook',
      payload: {
        object_type: 'activity',
        object_id: 987,
        aspect_type: 'create',
        owner_id: Number(fake.userId),
        subscription_id: 1,
        event_time: 1,
      },
    });
    await ctx.app.deps.trackers.settled();
    expect(event.statusCode).toBe(200);

    const list = await get(`/trackers/users/${alice.id}/activities?lang=en`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Aiguillette des Houches',
        date: '2026-02-03T08:00:00.000Z',
        // Spec 1 §2.11: the type by language (Strava's BackcountrySki).
        type: 'Ski touring',
        activity: 'skitouring',
        vendor: 'strava',
        duration: 1800,
        length: 1500,
        heightDiffUp: 300,
      },
    ]);
    const one = await get(`/trackers/activities/${list.json()[0].id}`);
    expect(one.statusCode).toBe(200);
    const track = JSON.parse(one.json().geom_detail);
    expect(track.type).toBe('LineString');
    expect(track.coordinates).toHaveLength(31);
    expect(track.coordinates[0]).toHaveLength(4);
    expect(Math.round(track.coordinates[30][2])).toBe(1400);
    // Another user's activity does not exist for them.
    expect((await get(`/trackers/activities/${list.json()[0].id}`, bobHeaders)).statusCode).toBe(404);

    const route = await createDocument(db(), {
      type: 'route',
      title: 'Aiguillette',
      geometry: { geom: point(765000, 5770000) },
    });
    const outing = await ctx.app.inject({
      method: 'POST',
      url: '/api/outings',
      headers,
      payload: {
        activities: ['skitouring'],
        date_start: '2026-02-03',
        date_end: '2026-02-03',
        locales: [{ lang: 'en', title: 'Aiguillette des Houches' }],
        associations: { routes: [{ document_id: route }] },
        geometry: { geom_detail: one.json().geom_detail },
      },
    });
    expect(outing.statusCode).toBe(200);
    const doc = (await ctx.app.inject({ url: `/api/outings/${outing.json().document_id}` })).json();
    expect(JSON.parse(doc.geometry.geom_detail).coordinates.length).toBeGreaterThan(1);

    // A deleted activity goes.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/trackers/strava/webhook',
      payload: {
        object_type: 'activity',
        object_id: 987,
        aspect_type: 'delete',
        owner_id: Number(fake.userId),
      },
    });
    expect((await get(`/trackers/users/${alice.id}/activities`)).json()).toEqual([]);
  });

  it('an access token about to expire is refreshed before the call', async () => {
    await db()
      .updateTable('tracker_connections')
      .set({ expires_at: new Date(Date.now() + 1000) })
      .where('vendor', '=', 'strava')
      .execute();
    const before = fake.hits.filter((h) => h === 'POST /strava/oauth/token').length;
    fake.activities.strava.push(sampleActivity('988', 'Brévent', 'Hike', new Date('2026-02-04T08:00:00Z')));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/trackers/strava/webhook',
      payload: {
        object_type: 'activity',
        object_id: 988,
        aspect_type: 'create',
        owner_id: Number(fake.userId),
      },
    });
    await ctx.app.deps.trackers.settled();
    expect(fake.hits.filter((h) => h === 'POST /strava/oauth/token').length).toBe(before + 1);
    const row = await db()
      .selectFrom('tracker_connections')
      .selectAll()
      .where('vendor', '=', 'strava')
      .executeTakeFirstOrThrow();
    expect(row.expires_at!.getTime()).toBeGreaterThan(Date.now() + 3600_000);
    expect((await get(`/trackers/users/${alice.id}/activities`)).json()[0]).toMatchObject({
      name: 'Brévent',
      activity: 'hiking',
    });
  });

  it('Garmin over OAuth 1.0a (every request signed): connect, activities read from FIT files, revoke', async () => {
    fake.activities.garmin.push(
      sampleActivity('555', 'Lac Blanc', 'HIKING', new Date(Date.now() - 3600_000)),
    );
    const res = await connect('garmin');
    expect(res.statusCode).toBe(200);
    const list = (await get(`/trackers/users/${alice.id}/activities`)).json();
    const lac = list.find((a: { vendor: string }) => a.vendor === 'garmin');
    expect(lac).toMatchObject({ name: 'Lac Blanc', type: 'Hiking', activity: 'hiking', length: 1500 });
    const one = (await get(`/trackers/activities/${lac.id}`)).json();
    expect(JSON.parse(one.geom_detail).coordinates).toHaveLength(31);

    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/trackers/garmin/deauthorize/${alice.id}`,
      headers,
    });
    expect(revoke.statusCode).toBe(200);
    expect(fake.revoked).toContain('garmin');
    expect((await get(`/trackers/users/${alice.id}/status`)).json().garmin).toBe('not-configured');
  });

  it('the vendors without webhooks are polled: Suunto, Polar, Coros and Decathlon', async () => {
    for (const v of ['suunto', 'polar', 'coros', 'decathlon'] as const) {
      expect((await connect(v)).statusCode).toBe(200);
      fake.activities[v].push(
        sampleActivity(`${v.length}77`, `Walk on ${v}`, 'walking', new Date(Date.now() - 60_000)),
      );
    }
    await db()
      .updateTable('tracker_connections')
      .set({ polled_at: new Date(Date.now() - 86_400_000) })
      .execute();
    await ctx.app.deps.trackers.poll();
    const list = (await get(`/trackers/users/${alice.id}/activities`)).json() as {
      vendor: string;
      length: number;
    }[];
    for (const v of ['suunto', 'polar', 'coros', 'decathlon']) {
      const a = list.find((x) => x.vendor === v);
      expect(a, v).toBeDefined();
      expect(Math.abs(a!.length - 1500), v).toBeLessThan(150);
    }
    // Suunto's activity id 11 and Coros's mode 16 are hiking, named in the language asked.
    const fr = (await get(`/trackers/users/${alice.id}/activities?lang=fr`)).json() as {
      vendor: string;
      type: string;
      activity: string | null;
    }[];
    expect(fr.find((x) => x.vendor === 'suunto')).toMatchObject({ type: 'Randonnée', activity: 'hiking' });
    expect(fr.find((x) => x.vendor === 'coros')).toMatchObject({ type: 'Randonnée', activity: 'hiking' });
    expect(fr.find((x) => x.vendor === 'polar')).toMatchObject({ type: 'Marche', activity: 'hiking' });
    const de = (await get(`/trackers/users/${alice.id}/activities?lang=de`)).json() as typeof fr;
    expect(de.find((x) => x.vendor === 'suunto')?.type).toBe('Wandern');
  });

  it("exchange failures: access denied, an unknown state, another user's request", async () => {
    fake.deny = true;
    const denied = await connect('polar');
    fake.deny = false;
    expect(denied.statusCode).toBe(400);
    expect(denied.json().errors[0].description).toBe('access-denied');
    const unknown = await get('/trackers/strava/exchange-token?code=x&state=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].description).toBe('setup-failed');
    const start = (await get(`/trackers/strava/request-token/${alice.id}`)).json().redirect_url;
    const state = new URL(start).searchParams.get('state');
    const stolen = await get(`/trackers/strava/exchange-token?code=x&state=${state}`, bobHeaders);
    expect(stolen.json().errors[0].description).toBe('setup-failed');
    const bad = await get('/trackers/nowhere/exchange-token?code=x');
    expect(bad.statusCode).toBe(400);
  });

  it('deauthorize: the vendor revokes the token, the connection and its activities go', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trackers/strava/deauthorize/${alice.id}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(fake.revoked).toContain('strava');
    expect((await get(`/trackers/users/${alice.id}/status`)).json().strava).toBe('not-configured');
    const list = (await get(`/trackers/users/${alice.id}/activities`)).json() as { vendor: string }[];
    expect(list.some((a) => a.vendor === 'strava')).toBe(false);
    const other = await ctx.app.inject({
      method: 'POST',
      url: `/api/trackers/strava/deauthorize/${alice.id}`,
      headers: bobHeaders,
    });
    expect(other.statusCode).toBe(403);
  });

  it('two guidebook accounts connected to one vendor account each keep their copy of its activities', async () => {
    fake.activities.strava.push(
      sampleActivity('990', 'Col de Balme', 'Hike', new Date(Date.now() - 86_400_000)),
    );
    expect((await connect('strava')).statusCode).toBe(200);
    expect((await connect('strava', bob, bobHeaders)).statusCode).toBe(200);
    const names = async (user: { id: number }, h: Record<string, string>) =>
      ((await get(`/trackers/users/${user.id}/activities`, h)).json() as { name: string }[]).map(
        (a) => a.name,
      );
    expect(await names(alice, headers)).toContain('Col de Balme');
    expect(await names(bob, bobHeaders)).toContain('Col de Balme');
    fake.activities.strava.push(sampleActivity('991', 'Posettes', 'Hike', new Date('2026-02-06T08:00:00Z')));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/trackers/strava/webhook',
      payload: {
        object_type: 'activity',
        object_id: 991,
        aspect_type: 'create',
        owner_id: Number(fake.userId),
      },
    });
    await ctx.app.deps.trackers.settled();
    expect(await names(alice, headers)).toContain('Posettes');
    expect(await names(bob, bobHeaders)).toContain('Posettes');
  });

  it('a refresh token the vendor refuses marks the connection token-lost (Refresh and Revoke offered)', async () => {
    const cipher = tokenCipher(Buffer.from(KEY, 'base64'));
    await db()
      .updateTable('tracker_connections')
      .set({ refresh_token: cipher.seal('forgotten-by-the-vendor'), expires_at: new Date(), polled_at: null })
      .where('vendor', '=', 'polar')
      .where('user_id', '=', alice.id)
      .execute();
    await ctx.app.deps.trackers.poll({ force: true });
    expect((await get(`/trackers/users/${alice.id}/status`)).json().polar).toBe('token-lost');
    // Connecting again mends it.
    expect((await connect('polar')).statusCode).toBe(200);
    expect((await get(`/trackers/users/${alice.id}/status`)).json().polar).toBe('configured');
  });

  it('a vendor down while revoking: 503 with a message, the connection kept for another try', async () => {
    fake.down = true;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/trackers/suunto/deauthorize/${alice.id}`,
      headers,
    });
    fake.down = false;
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].description).toBe(
      'The vendor could not be reached to revoke the subscription; try again later',
    );
    expect((await get(`/trackers/users/${alice.id}/status`)).json().suunto).toBe('configured');
  });
});
