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

export async function startE2eTrackers(port: number): Promise<FakeTrackers> {
  const fake = await startFakeTrackers(port);
  fake.activities.strava.push(
    sampleActivity('9001', E2E_TRACKER_ACTIVITY, 'BackcountrySki', new Date(Date.now() - 86_400_000)),
  );
  return fake;
}
