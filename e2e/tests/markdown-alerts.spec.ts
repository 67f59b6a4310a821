import { expect, test } from './fixtures.ts';

// Reference markdown.md §4.5: `!!!!` opens a danger alert; a route page shows it as a callout.
test('a danger alert of a route description stands out from the text', async ({ page, request }) => {
  const list = await (await request.get('/api/routes?act=mountain_climbing&limit=100')).json();
  let routeId: number | undefined;
  for (const { document_id } of list.documents as { document_id: number }[]) {
    const doc = await (await request.get(`/api/routes/${document_id}?l=fr`)).json();
    if (/^!!!! /m.test(doc.locales[0]?.description ?? '')) {
      routeId = document_id;
      break;
    }
  }
  expect(routeId, 'a demo mountain route with a glacier alert').toBeDefined();
  await page.goto(`/routes/${routeId}`);
  const alert = page.locator('div[c2c\\:role="danger"]').first();
  await expect(alert).toContainText('Glacier crevassé');
  const [background, border] = await alert.evaluate((el) => [
    getComputedStyle(el).backgroundColor,
    getComputedStyle(el).borderLeftWidth,
  ]);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(border).toBe('4px');
  // Other marked-up elements of the dialect (internal links, pitch tables) are not drawn as alerts.
  const link = page.locator('[c2c\\:role="internal-link"]').first();
  if (await link.count())
    expect(await link.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('0px');
});
