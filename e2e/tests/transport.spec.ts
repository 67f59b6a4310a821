import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_ADDRESSES, demoTransportAreas } from '../fake-transport.ts';

// Issue 18 / spec 3 §2 "Public transport section": routes of the demo's French ranges show the
// box; stops come from the demo GTFS feed, journeys and addresses from the fake services of
// e2e/global-setup.ts (no journey from west of Greenwich; from 20:00 only the whole day's).

type Listing = { document_id: number; areas?: { document_id: number }[] };
type Waypoint = { document_id: number; waypoint_type?: string };

/** The first route of the transport areas whose access points are all served (one access point), or none. */
async function findRoute(
  request: APIRequestContext,
  kind: 'served' | 'unserved',
): Promise<number | undefined> {
  const areas = demoTransportAreas().split(' ').map(Number);
  for (const area of areas) {
    const list = await (await request.get(`/api/routes?a=${area}&limit=100`)).json();
    for (const r of list.documents as Listing[]) {
      if (!areas.includes(r.areas?.[0]?.document_id ?? -1)) continue;
      const doc = await (await request.get(`/api/routes/${r.document_id}`)).json();
      const access = (doc.associations.waypoints as Waypoint[]).filter((w) => w.waypoint_type === 'access');
      if (!access.length || (kind === 'served' && access.length !== 1)) continue;
      const reachable = await Promise.all(
        access.map(async (w) => (await request.get(`/api/waypoints/${w.document_id}/isReachable`)).json()),
      );
      if (kind === 'served' ? reachable.every(Boolean) : !reachable.some(Boolean)) return r.document_id;
    }
  }
  return undefined;
}

/** Found once per worker: the server computes the demo's stops in the background after loading it. */
const found: Partial<Record<'served' | 'unserved', number>> = {};
async function routeOf(request: APIRequestContext, kind: 'served' | 'unserved'): Promise<number> {
  if (found[kind] === undefined)
    await expect
      .poll(async () => (found[kind] = await findRoute(request, kind)), { timeout: 60_000 })
      .toBeDefined();
  return found[kind]!;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cairn.lang', 'en'));
});

async function openServedRoute(page: Page) {
  await page.goto(`/routes/${await routeOf(page.request, 'served')}`);
  const box = page.getByTestId('transport-box');
  await expect(box.getByRole('button', { name: 'Public transport' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return box;
}

async function chooseDeparture(
  page: Page,
  box: ReturnType<Page['getByTestId']>,
  typed: string,
  name: string,
) {
  await box.getByLabel('Departure address').fill(typed);
  await box.getByRole('option').filter({ hasText: name }).getByRole('button').click();
  await expect(box.getByLabel('Departure address')).toHaveValue(new RegExp(`^${name}`));
}

async function setTime(box: ReturnType<Page['getByTestId']>, time: string) {
  await box.getByLabel('Date').fill('2026-07-14');
  await box.getByLabel('Time').fill(time);
}

test('a route with stops opens its box by itself, with the stops per access point and a map', async ({
  page,
}, testInfo) => {
  const box = await openServedRoute(page);
  await expect(box.getByText('Stops near the access points')).toBeVisible();
  await expect(box.getByText(/ km$/).first()).toBeVisible();
  await expect(
    box.getByText('Unfortunately, this route may not be deserved by public transport'),
  ).toHaveCount(0);
  await expect(box.getByTestId('transport-map')).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await testInfo.attach('transport box', {
    body: await box.screenshot({ path: testInfo.outputPath(`transport-box-${testInfo.project.name}.png`) }),
    contentType: 'image/png',
  });
});

test('plans an outbound trip, then the return trip', async ({ page }, testInfo) => {
  const box = await openServedRoute(page);
  const planner = box.getByTestId('trip-planner');
  await expect(planner.getByRole('tab', { name: 'Return' })).toBeDisabled();
  // The map above the planner loads on its own and pushes it down: a user clicks once it is there.
  await expect(box.getByTestId('transport-map')).toBeVisible();
  // Nothing chosen yet: the departure is asked for first.
  await planner.getByRole('button', { name: 'Find journeys' }).click();
  await expect(planner.getByText('Please select a departure address.')).toBeVisible();
  await chooseDeparture(page, planner, 'Gare de Gre', E2E_ADDRESSES.grenoble);
  await setTime(planner, '08:00');
  await planner.getByRole('button', { name: 'Find journeys' }).click();
  const journeys = planner.getByRole('list', { name: 'Journeys' });
  // The search starts 15 minutes early (07:45): the fake leaves 20, 80 and 140 minutes later.
  await expect(journeys.getByRole('button', { name: /^08:05 → 09:40/ })).toBeVisible();
  await expect(journeys.getByRole('button')).toHaveCount(3);
  await expect(journeys.getByText(/Car T72 from Gare routière towards Le Hameau/).first()).toBeVisible();
  // Leave later: one hour on.
  await planner.getByRole('button', { name: 'Leave later' }).click();
  await expect(journeys.getByRole('button', { name: /^09:05 → 10:40/ })).toBeVisible();
  await planner.screenshot({ path: testInfo.outputPath(`transport-outbound-${testInfo.project.name}.png`) });

  await planner.getByRole('tab', { name: 'Return' }).click();
  await expect(planner.getByRole('tab', { name: 'Return' })).toHaveAttribute('aria-selected', 'true');
  await expect(planner.getByLabel('Access point to leave from')).not.toHaveValue('');
  await planner.getByRole('button', { name: 'Find journeys' }).click();
  await expect(planner.getByRole('list', { name: 'Journeys' }).getByRole('button')).toHaveCount(3);
  // Next day: the same time a day later.
  const dateBefore = await planner.getByLabel('Date').inputValue();
  await planner.getByRole('button', { name: 'Next day' }).click();
  await expect(planner.getByLabel('Date')).not.toHaveValue(dateBefore);
  await planner.screenshot({ path: testInfo.outputPath(`transport-return-${testInfo.project.name}.png`) });
});

test('no journey at all: the whole-day retry, then the messages', async ({ page }) => {
  const box = await openServedRoute(page);
  const planner = box.getByTestId('trip-planner');
  await chooseDeparture(page, planner, 'Bordeaux', E2E_ADDRESSES.bordeaux);
  await setTime(planner, '08:00');
  const retried = page.waitForRequest(
    (r) => r.url().includes('/api/navitia/journeys') && r.url().includes('timeframe_duration=86400'),
  );
  await planner.getByRole('button', { name: 'Find journeys' }).click();
  expect(new URL((await retried).url()).searchParams.get('datetime')).toBe('20260714T000100');
  await expect(planner.getByText('No public transport found')).toBeVisible();
  await expect(
    planner.getByText('It seems your trip can not be completed on the selected date and time'),
  ).toBeVisible();
  await expect(planner.getByRole('tab', { name: 'Return' })).toBeDisabled();
});

test('late in the day: only the last journey of the day', async ({ page }) => {
  const box = await openServedRoute(page);
  const planner = box.getByTestId('trip-planner');
  await chooseDeparture(page, planner, 'Gare de Gre', E2E_ADDRESSES.grenoble);
  await setTime(planner, '21:00');
  await planner.getByRole('button', { name: 'Find journeys' }).click();
  await expect(planner.getByText('Here is the last journey of the day')).toBeVisible();
  const journeys = planner.getByRole('list', { name: 'Journeys' }).getByRole('button');
  await expect(journeys).toHaveCount(1);
  await expect(journeys).toHaveText(/^19:10 → 20:45/);
});

test("an unserved route's messages", async ({ page }) => {
  await page.goto(`/routes/${await routeOf(page.request, 'unserved')}`);
  const box = page.getByTestId('transport-box');
  const toggle = box.getByRole('button', { name: 'Public transport' });
  // No stop: the box stays closed until opened.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(
    box.getByText('Unfortunately, this route may not be deserved by public transport'),
  ).toBeVisible();
  await expect(
    box.getByText(
      'We did not find any public transport stop point in a 5 km foot range from any route access point',
    ),
  ).toBeVisible();
  await expect(box.getByText('No stop within 5 km on foot').first()).toBeVisible();
});
