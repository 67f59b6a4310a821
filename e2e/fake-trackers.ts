import {
  sampleActivity,
  startFakeTrackers,
  type FakeTrackers,
} from '../packages/server/src/test/fake-trackers.ts';

/**
 * The tracker vendors of the e2e run (issue 19): the server's test fake
 * (`packages/server/src/test/fake-trackers.ts`), its Strava user with one ski tour of yesterday.
 */
export const E2E_TRACKER_ACTIVITY = 'Aiguillette des Houches';
/** Older than the first reading of a new connection (30 days): it arrives by Strava's webhook. */
export const E2E_TRACKER_PUSHED = { id: 9002, name: 'Col de Balme' };
/** The Strava athlete of the fake: the `owner_id` of its webhook events. */
export const E2E_STRAVA_ATHLETE = 4242;

export async function startE2eTrackers(port: number): Promise<FakeTrackers> {
  const fake = await startFakeTrackers(port);
  fake.activities.strava.push(
    sampleActivity('9001', E2E_TRACKER_ACTIVITY, 'BackcountrySki', new Date(Date.now() - 86_400_000)),
    sampleActivity(
      String(E2E_TRACKER_PUSHED.id),
      E2E_TRACKER_PUSHED.name,
      'Hike',
      new Date(Date.now() - 45 * 86_400_000),
    ),
  );
  if (fake.userId !== String(E2E_STRAVA_ATHLETE)) throw new Error('the fake Strava athlete changed');
  return fake;
}
