import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, test } from './fixtures.ts';

// Spec 3 §2 "Protection-area overlay": the e2e build (scripts/e2e-env.mjs) points both services at
// their fakes (e2e/fake-protection.ts): one sensitive area over the western quarter of any map,
// and one Swiss wildlife rest zone in the eastern half.

/** A route page's map, once drawn. */
async function openRouteMap(page: Page) {
  const list = await (await page.request.get('/api/routes?limit=1&pl=fr')).json();
  await page.goto(`/routes/${list.documents[0].document_id}`);
  await expect(page.locator('.ol-viewport').first()).toBeVisible();
}

/** Clicks the map at a fraction of its width and height. */
async function clickMap(page: Page, fx: number, fy: number) {
  const map = page.getByTestId('map').first();
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: Math.round(box.width * fx), y: Math.round(box.height * fy) } });
}

test('a click on a sensitive area opens its information dialog; a Swiss zone opens its own', async ({
  page,
}, testInfo) => {
  await openRouteMap(page);
  await page.getByRole('button', { name: 'Couches' }).click();
  const overlay = page.getByRole('checkbox', { name: 'Zones de protection' });
  await expect(overlay).not.toBeChecked();
  const areas = page.waitForResponse((response) => response.url().includes('/biodiv/api/v2/sensitivearea/'));
  await overlay.check();
  const request = new URL((await areas).url());
  expect(request.searchParams.get('language')).toBe('fr');
  expect(request.searchParams.get('practices')).toMatch(/^1,2,(3,)?4$/);
  await page.keyboard.press('Escape');

  // The area is drawn once its answer is read: click until the dialog opens.
  const dialog = page.getByRole('dialog', { name: 'Falaise du Gypaète (zone de test)' });
  await expect(async () => {
    await clickMap(page, 0.17, 0.25);
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog.getByText('Site de nidification : pas de survol ni de grimpe.')).toBeVisible();
  await expect(dialog.getByText('Zone sensible en : février, mars, avril, mai, juin')).toBeAttached();
  await expect(dialog.getByTestId('protection-months').locator('li')).toHaveCount(12);
  await expect(dialog.getByRole('link', { name: "Plus d'informations" })).toHaveAttribute(
    'href',
    'https://biodiv.example/zones/4242',
  );
  await expect(dialog.getByRole('link', { name: 'Télécharger le KML' })).toHaveAttribute(
    'href',
    'https://biodiv.example/api/fr/sensitiveareas/4242.kml',
  );
  await page.screenshot({ path: testInfo.outputPath(`protection-dialog-${testInfo.project.name}.png`) });
  await expectNoSeriousViolation(page, dialog);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  // Away from the sensitive area, the Swiss service is asked what lies under the click.
  const identify = page.waitForResponse((response) => response.url().includes('/MapServer/identify'));
  await clickMap(page, 0.8, 0.75);
  const asked = new URL((await identify).url());
  expect(asked.searchParams.get('tolerance')).toBe('3');
  expect(asked.searchParams.get('lang')).toBe('fr');
  const zones = page.getByRole('dialog', { name: 'Zones protégées suisses' });
  await expect(zones.getByRole('heading', { name: 'Wildruhezone Test' })).toBeVisible();
  await expect(zones.getByText('du 20 décembre au 30 avril')).toBeVisible();
  await expect(zones.getByText('Rester sur les itinéraires balisés')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zones).toBeHidden();

  // The choice is remembered like the other overlays.
  await page.reload();
  await page.getByRole('button', { name: 'Couches' }).click();
  await expect(page.getByRole('checkbox', { name: 'Zones de protection' })).toBeChecked();
});
