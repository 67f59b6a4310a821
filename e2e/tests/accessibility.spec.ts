import { expect, expectNoSeriousViolation, test } from './fixtures.ts';

// Issue 5: axe-core finds no serious or critical violation on the main reading pages.
const pages: [name: string, path: (first: (plural: string) => Promise<number>) => Promise<string>][] = [
  ['home', async () => '/'],
  ['route list', async () => '/routes?act=skitouring'],
  ['route page', async (first) => `/routes/${await first('routes')}`],
  ['outing page', async (first) => `/outings/${await first('outings')}`],
  ['waypoint page', async (first) => `/waypoints/${await first('waypoints')}`],
];

for (const [name, pathOf] of pages) {
  test(`the ${name} has no serious or critical accessibility violation`, async ({ page }) => {
    const first = async (plural: string) =>
      (await (await page.request.get(`/api/${plural}?limit=1`)).json()).documents[0].document_id as number;
    await page.goto(await pathOf(first));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolation(page);
  });
}
