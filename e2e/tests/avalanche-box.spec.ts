import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_AVALANCHE_ZONES } from '../fake-avalanche.ts';

// Issue 17 / spec 3 §2 "Avalanche box": a snow route's page shows the bulletin of the zone it
// lies in, from the fake bulletin services of e2e/global-setup.ts (Mont-Blanc, Valais, Ötztal);
// a route outside every zone says there is none.

type Bulletins = { enabled: boolean; bulletins: { name: string; danger: { max: number } }[] };

/** Skitouring routes of the demo guidebook, split by whether the server matches a bulletin. */
async function skitouringRoutes(request: APIRequestContext) {
  const list = await (await request.get('/api/routes?act=skitouring&limit=100')).json();
  const ids = (list.documents as { document_id: number }[]).map((d) => d.document_id);
  const inside: { id: number; bulletins: Bulletins['bulletins'] }[] = [];
  const outside: number[] = [];
  for (const id of ids) {
    const answer = (await (await request.get(`/api/avalanche/bulletins?route=${id}`)).json()) as Bulletins;
    if (answer.bulletins.length) inside.push({ id, bulletins: answer.bulletins });
    else outside.push(id);
  }
  return { inside, outside };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cairn.lang', 'en'));
});

test('a skitouring route in a bulletin zone shows its bulletin', async ({ page }, testInfo) => {
  // The server fetches the fake services at start and every few seconds: wait for its copy.
  await expect
    .poll(async () => (await skitouringRoutes(page.request)).inside.length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const route = (await skitouringRoutes(page.request)).inside[0]!;
  const bulletin = route.bulletins[0]!;
  expect(Object.values(E2E_AVALANCHE_ZONES)).toContain(bulletin.name);
  const levels = ['', 'Low', 'Moderate', 'Considerable', 'High', 'Very high'];

  await page.goto(`/routes/${route.id}`);
  const box = page.getByRole('region', { name: 'Avalanche bulletin' });
  await expect(box).toBeVisible();
  await expect(box.getByText(bulletin.name, { exact: true })).toBeVisible();
  await expect(
    box.getByText(`Danger level ${bulletin.danger.max} of 5: ${levels[bulletin.danger.max]}`),
  ).toBeVisible();
  await expect(box.getByText(/^Valid until /).first()).toBeVisible();
  await expect(box.getByRole('link', { name: /^Bulletin \(/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await box.scrollIntoViewIfNeeded();
  const png = await box.screenshot({
    path: testInfo.outputPath(`avalanche-box-${testInfo.project.name}.png`),
  });
  await testInfo.attach('avalanche box', { body: png, contentType: 'image/png' });
});

test('a skitouring route outside every zone says there is no bulletin', async ({ page }) => {
  await expect
    .poll(async () => (await skitouringRoutes(page.request)).inside.length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const { outside } = await skitouringRoutes(page.request);
  expect(outside.length).toBeGreaterThan(0);

  await page.goto(`/routes/${outside[0]}`);
  const box = page.getByRole('region', { name: 'Avalanche bulletin' });
  await expect(box).toBeVisible();
  await expect(box).toContainText('No avalanche bulletin right now');
});
