import type { Page } from '@playwright/test';
import { apiTotal, expect, expectApiTotal, test } from './fixtures.ts';

/**
 * Opens a list with `open` and checks that it shows the API's total for `path`, the whole step
 * again if a write came between (`expectApiTotal`).
 */
async function expectListTotal(page: Page, path: string, open: () => Promise<void>) {
  await expect(async () => {
    const before = await apiTotal(page, path);
    await open();
    await expectApiTotal(page, path, before);
  }).toPass({ timeout: 45_000 });
}

// One filter of each kind (fields.md §13): the address drives the list, and the page shows the
// same total as the API for the same query.
const CASES: [kind: string, path: string][] = [
  ['activities (act)', '/routes?act=skitouring'],
  ['enum range (erange)', '/routes?act=hiking&hrat=T2,T4'],
  ['numeric range (nrange)', '/waypoints?walt=3000,4810'],
  ['minimum (num≥)', '/outings?olen=5000'],
  ['tristate (tri)', '/waypoints?wtyp=access&plift=true'],
  ['checkbox (check)', '/outings?owpt=true'],
  ['orientations (orient)', '/routes?fac=N,NE'],
  ['multi-select (multi)', '/waypoints?wtyp=hut,gite'],
  ['date range (date)', '/outings?date=2025-01-01,2025-12-31'],
  ['year-less period (period)', '/outings?period=2025-06-01,2025-09-30'],
  ['title text (q)', '/waypoints?q=refuge'],
  ['map extent (bbox)', '/routes?bbox=700000,5700000,800000,5800000'],
  ['quality range (qa)', '/outings?qa=draft,great'],
];

for (const [kind, path] of CASES) {
  test(`the list follows a ${kind} filter from the address`, async ({ page }) => {
    await expectListTotal(page, path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('an association filter (a) shows its tile and narrows the list', async ({ page }) => {
  const areas = (await (await page.request.get('/api/areas?atyp=country&limit=1')).json()).documents;
  const path = `/waypoints?a=${areas[0].document_id}`;
  await expectListTotal(page, path, () => page.goto(path).then(() => undefined));
  await expect(page.getByRole('list', { name: 'Documents liés filtrés' })).toBeVisible();
});

test('typing a title filters after the pause and clears the offset', async ({ page }) => {
  await expectListTotal(page, '/waypoints?q=lac', async () => {
    await page.goto('/waypoints?offset=30');
    await page.getByPlaceholder('Filtrer par titre').fill('lac');
    await expect(page).toHaveURL(/q=lac/);
    expect(new URL(page.url()).searchParams.get('offset')).toBeNull();
  });
});

test('page sizes are clamped to 30–100', async ({ page }) => {
  await page.goto('/routes?limit=500');
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(items).toHaveCount(100);
});
