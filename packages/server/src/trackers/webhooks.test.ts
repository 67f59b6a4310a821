import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackerVendor } from '@cairn/domain';
import { buildTestApp, type TestContext } from '../test/build-app.ts';
import { authHeaders, createUser } from '../test/factories.ts';
import { sampleActivity, startFakeTrackers, type FakeTrackers } from '../test/fake-trackers.ts';
import { loadConfig } from '../config.ts';

const KEY = Buffer.alloc(32, 9).toString('base64');
const VENDORS: TrackerVendor[] = ['strava', 'coros', 'decathlon', 'garmin', 'polar', 'suunto'];
const POLAR_SECRET = 'polar-signature-secret-key';
const SUUNTO_SECRET = 'suunto-notification-key';

/**
 * Issue 19: the notifications of Garmin, Polar, Suunto and Coros, sent by the fake vendors over
 * HTTP the way each vendor sends them, to a listening app.
 */
describe('tracker notifications (webhooks)', () => {
  let fake: FakeTrackers;
  let ctx: TestContext;
  let base: string;
  let alice: { id: number; username: string };
  let headers: Record<string, string>;
  const db = () => ctx.database.db;
  const get = (url: string) => ctx.app.inject({ url: `/api${url}`, headers });
  const hook = (vendor: string) => `${base}/api/trackers/${vendor}/webhook`;

  async function connect(vendor: TrackerVendor) {
    const start = await get(`/trackers/${vendor}/request-token/${alice.id}`);
    const page = await fetch(start.json().redirect_url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    const res = await get(`/trackers/${vendor}/exchange-token${back.search}`);
    expect(res.statusCode).toBe(200);
  }

  /** The stored activities of a vendor: the vendor's id and the points of the track. */
  const stored = async (vendor: TrackerVendor) =>
    (
      await db()
        .selectFrom('tracker_activities')
        .select(['vendor_id', 'geom_detail'])
        .where('vendor', '=', vendor)
        .orderBy('id')
        .execute()
    ).map((a) => ({
      id: a.vendor_id,
      points: a.geom_detail
        ? (JSON.parse(a.geom_detail) as { coordinates: unknown[] }).coordinates.length
        : 0,
    }));

  const descriptionOf = async (res: Response) =>
    ((await res.json()) as { errors: { description: string }[] }).errors[0]!.description;
  const settled = () => ctx.app.deps.trackers.settled();

  /** A new activity of the fake vendor's user, not yet read by the guidebook. */
  const newActivity = (vendor: TrackerVendor, id: string, name: string) => {
    const a = sampleActivity(id, name, 'hiking', new Date(Date.now() - 3600_000));
    fake.activities[vendor].push(a);
    return a;
  };

  beforeAll(async () => {
    fake = await startFakeTrackers();
    // Suunto's API refuses calls without the application's subscription key.
    fake.suuntoSubscriptionKey = 'suunto-subscription';
    const env: Record<string, string> = {
      TRACKER_TOKEN_KEY: KEY,
      PUBLIC_URL: 'http://cairn.test',
      TRACKER_WEBHOOKS: 'strava garmin polar suunto coros',
      TRACKER_POLAR_WEBHOOK_SECRET: POLAR_SECRET,
      TRACKER_SUUNTO_WEBHOOK_SECRET: SUUNTO_SECRET,
      TRACKER_SUUNTO_SUBSCRIPTION_KEY: 'suunto-subscription',
    };
    for (const v of VENDORS) {
      env[`TRACKER_${v.toUpperCase()}_CLIENT_ID`] = fake.clientId;
      env[`TRACKER_${v.toUpperCase()}_CLIENT_SECRET`] = fake.clientSecret;
      env[`TRACKER_${v.toUpperCase()}_URL`] = `${fake.url}/${v}`;
    }
    ctx = await buildTestApp(env);
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    alice = await createUser(db(), { username: 'alice' });
    headers = await authHeaders(db(), alice);
    for (const v of ['garmin', 'polar', 'suunto', 'coros'] as const) await connect(v);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('Polar: PING answered; EXERCISE with a good signature stores the exercise with its track', async () => {
    const ping = await fake.notify('polar', hook('polar'), null);
    expect(ping.status).toBe(200);

    const a = newActivity('polar', '3001', 'Polar: Lac Cornu');
    const res = await fake.notify('polar', hook('polar'), a, { secret: POLAR_SECRET });
    expect(res.status).toBe(200);
    await settled();
    expect(fake.hits).toContain('GET /polar/v3/exercises/3001');
    expect(await stored('polar')).toEqual([{ id: '3001', points: 31 }]);
  });

  it('Polar: a bad or missing signature is a 401 in the error shape and stores nothing; an unknown user is ignored', async () => {
    const a = newActivity('polar', '3002', 'Polar: forged');
    const bad = await fake.notify('polar', hook('polar'), a, { secret: 'not-the-key' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      status: 'error',
      errors: [{ location: 'body', name: 'Unauthorized', description: 'invalid Polar-Webhook-Signature' }],
    });
    const none = await fake.notify('polar', hook('polar'), a);
    expect(none.status).toBe(401);
    const stranger = await fake.notify('polar', hook('polar'), a, { secret: POLAR_SECRET, userId: '999' });
    expect(stranger.status).toBe(200);
    await settled();
    expect((await stored('polar')).map((s) => s.id)).not.toContain('3002');
  });

  it('Suunto: WORKOUT_CREATED signed with the key stores the workout; bad signature 401; unknown user ignored', async () => {
    const a = newActivity('suunto', '4001', 'Suunto: Aiguille Rouge');
    const res = await fake.notify('suunto', hook('suunto'), a, { secret: SUUNTO_SECRET });
    expect(res.status).toBe(200);
    await settled();
    expect(await stored('suunto')).toEqual([{ id: '4001', points: 31 }]);
    // Suunto's activity id 11: hiking, in the language asked.
    const list = (await get(`/trackers/users/${alice.id}/activities?lang=fr`)).json() as {
      vendor: string;
      type: string;
    }[];
    expect(list.find((x) => x.vendor === 'suunto')?.type).toBe('Randonnée');

    const b = newActivity('suunto', '4002', 'Suunto: forged');
    const bad = await fake.notify('suunto', hook('suunto'), b, { secret: 'wrong' });
    expect(bad.status).toBe(401);
    expect(await descriptionOf(bad)).toBe('invalid X-HMAC-SHA256-Signature');
    const stranger = await fake.notify('suunto', hook('suunto'), b, {
      secret: SUUNTO_SECRET,
      userId: 'nobody',
    });
    expect(stranger.status).toBe(200);
    await settled();
    expect((await stored('suunto')).map((s) => s.id)).toEqual(['4001']);
  });

  it("Coros: the workout push with the application's client and secret stores the activity and its FIT track", async () => {
    const status = await fetch(hook('coros'));
    expect(status.status).toBe(200);
    const a = newActivity('coros', '5001', 'Coros push');
    const res = await fake.notify('coros', hook('coros'), a);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'ok', result: '0000' });
    await settled();
    expect(await stored('coros')).toEqual([{ id: '5001', points: 31 }]);

    const b = newActivity('coros', '5002', 'Coros forged');
    const bad = await fake.notify('coros', hook('coros'), b, { clientSecret: 'guessed' });
    expect(bad.status).toBe(401);
    expect(await descriptionOf(bad)).toBe('invalid Coros client or secret');
    const stranger = await fake.notify('coros', hook('coros'), b, { userId: 'someone-else' });
    expect(stranger.status).toBe(200);
    await settled();
    expect(await stored('coros')).toHaveLength(1);
  });

  it("Garmin: a push (the summary) and a ping (a callback to fetch) with the user's token store the activity", async () => {
    const a = newActivity('garmin', '6001', 'Garmin push');
    const res = await fake.notify('garmin', hook('garmin'), a);
    expect(res.status).toBe(200);
    await settled();
    expect(await stored('garmin')).toEqual([{ id: '6001', points: 31 }]);

    newActivity('garmin', '6002', 'Garmin ping');
    const ping = await fake.notify('garmin', hook('garmin'), null, { ping: true });
    expect(ping.status).toBe(200);
    await settled();
    // The callback was fetched, signed with the user's token (the fake checks every signature).
    expect(fake.hits.filter((h) => h === 'GET /garmin/wellness-api/rest/activities').length).toBeGreaterThan(
      0,
    );
    expect((await stored('garmin')).map((s) => s.id)).toContain('6002');
  });

  it("Garmin: another token for a known user, another client or a callback off Garmin's API are refused; an unknown user ignored", async () => {
    const a = newActivity('garmin', '6003', 'Garmin forged');
    const token = await fake.notify('garmin', hook('garmin'), a, { token: 'garmin-access-guessed' });
    expect(token.status).toBe(403);
    expect(await descriptionOf(token)).toBe('the access token is not the user’s');

    const body = (callbackURL: string) =>
      JSON.stringify({
        activities: [
          {
            userId: fake.userId,
            userAccessToken: [...fake.tokens].findLast(([, v]) => v === 'garmin')![0],
            callbackURL,
          },
        ],
      });
    const offApi = await fetch(hook('garmin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'garmin-client-id': fake.clientId },
      body: body('http://169.254.169.254/latest/meta-data'),
    });
    expect(offApi.status).toBe(403);
    const otherClient = await fetch(hook('garmin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'garmin-client-id': 'someone-else' },
      body: body(`${fake.url}/garmin/wellness-api/rest/activities`),
    });
    expect(otherClient.status).toBe(401);

    const stranger = await fake.notify('garmin', hook('garmin'), a, { userId: '31337', token: 'x' });
    expect(stranger.status).toBe(200);
    await settled();
    expect((await stored('garmin')).map((s) => s.id)).not.toContain('6003');
  });

  it('Garmin: in a notification of several entries, one with an old token is skipped, the others read', async () => {
    const a = newActivity('garmin', '6004', 'Garmin batch');
    const summary = {
      summaryId: a.id,
      activityId: Number(a.id),
      activityType: 'HIKING',
      startTimeInSeconds: Math.floor(a.start.getTime() / 1000),
      durationInSeconds: a.duration,
      distanceInMeters: a.distance,
      totalElevationGainInMeters: a.ascent,
    };
    const token = [...fake.tokens].findLast(([, v]) => v === 'garmin')![0];
    const res = await fetch(hook('garmin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'garmin-client-id': fake.clientId },
      body: JSON.stringify({
        activities: [
          { userId: fake.userId, userAccessToken: 'garmin-access-old', ...summary, summaryId: '6005' },
          { userId: fake.userId, userAccessToken: token, ...summary },
        ],
      }),
    });
    expect(res.status).toBe(200);
    await settled();
    const ids = (await stored('garmin')).map((s) => s.id);
    expect(ids).toContain('6004');
    expect(ids).not.toContain('6005');
  });

  it('a body that is not a notification is a 400; a vendor without a subscribed webhook a 404', async () => {
    const junk = await fetch(hook('suunto'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(junk.status).toBe(400);
    expect(((await junk.json()) as { status: string }).status).toBe('error');
    expect((await fetch(hook('decathlon'), { method: 'POST' })).status).toBe(404);

    const config = loadConfig({
      DATA_DIR: '/tmp',
      JWT_SECRET: 'test-secret-of-sufficient-length',
      TRACKER_WEBHOOKS: 'polar',
      TRACKER_POLAR_WEBHOOK_SECRET: 'k',
    });
    expect(config.trackers.webhooks).toEqual(['polar']);
    // Polar's webhook needs its secret key.
    expect(() => loadConfig({ TRACKER_WEBHOOKS: 'polar' })).toThrow(/TRACKER_POLAR_WEBHOOK_SECRET/);
    expect(() => loadConfig({ TRACKER_WEBHOOKS: 'fitbit' })).toThrow(/TRACKER_WEBHOOKS/);
    expect(loadConfig({}).trackers.webhooks).toEqual(['strava']);
  });

  it('polling stays the fallback: vendors with webhooks are polled once a day, not every round', async () => {
    newActivity('polar', '3003', 'Polar: missed notification');
    await db()
      .updateTable('tracker_connections')
      .set({ polled_at: new Date(Date.now() - 3600_000) })
      .where('vendor', '=', 'polar')
      .execute();
    await ctx.app.deps.trackers.poll();
    expect((await stored('polar')).map((s) => s.id)).not.toContain('3003');
    await db()
      .updateTable('tracker_connections')
      .set({ polled_at: new Date(Date.now() - 25 * 3600_000) })
      .where('vendor', '=', 'polar')
      .execute();
    await ctx.app.deps.trackers.poll();
    expect((await stored('polar')).map((s) => s.id)).toContain('3003');
  });

  it('Garmin: a deregistration with the user’s token forgets the connection', async () => {
    const token = [...fake.tokens].findLast(([, v]) => v === 'garmin')![0];
    const res = await fetch(hook('garmin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'garmin-client-id': fake.clientId },
      body: JSON.stringify({ deregistrations: [{ userId: fake.userId, userAccessToken: token }] }),
    });
    expect(res.status).toBe(200);
    expect((await get(`/trackers/users/${alice.id}/status`)).json().garmin).toBe('not-configured');
    expect(await stored('garmin')).toEqual([]);
  });
});
