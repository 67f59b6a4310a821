import type { Page } from '@playwright/test';
import { SLOPE_COLOUR } from '../fake-tiles.ts';
import { expect, expectNoSeriousViolation, signIn, test } from './fixtures.ts';

// Spec 3 §2 "Base-layer switcher", "Slope overlays" and "Permissions". The e2e build
// (scripts/test.mjs) has the base layers "Test tiles" (anyone) and "Members tiles" (restricted)
// and the overlay "Test slopes", all from the fake tile server of global-setup.ts.

/** Counts the tile requests of one layer of the fake tile server (`members`, `slope`). */
function countTiles(page: Page, layer: string): () => number {
  let count = 0;
  const pattern = new RegExp(`^http://127\\.0\\.0\\.1:\\d+/${layer}/\\d+/\\d+/\\d+\\.png$`);
  page.on('request', (request) => {
    if (pattern.test(request.url())) count++;
  });
  return () => count;
}

/** A waypoint page: its map is centred on one point, leaving most of the map bare ground. */
async function openWaypointMap(page: Page) {
  const list = await (await page.request.get('/api/waypoints?limit=1&pl=fr')).json();
  await page.goto(`/waypoints/${list.documents[0].document_id}`);
  await expect(page.locator('.ol-viewport').first()).toBeVisible();
}

const FRACTIONS = [0.15, 0.3, 0.7, 0.85].flatMap((x) => [0.45, 0.6, 0.75].map((y) => [x, y] as const));

/** Colours of the map at points away from its centre and controls, read from a screenshot. */
async function mapColours(page: Page): Promise<number[][]> {
  const png = await page.getByTestId('map').first().screenshot();
  // Decoded in a blank page of its own: the app's page may forbid data: images.
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ data, fractions }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return fractions.map(([fx, fy]) => {
          const [r, g, b] = context.getImageData(
            Math.round(fx * image.width),
            Math.round(fy * image.height),
            1,
            1,
          ).data;
          return [r!, g!, b!];
        });
      },
      { data: png.toString('base64'), fractions: FRACTIONS },
    );
  } finally {
    await blank.close();
  }
}

/** How many sampled points show `over` drawn at `opacity` on the `under` colours. */
function blended(under: number[][], now: number[][], over: readonly number[], opacity: number): number {
  return now.filter((colour, i) =>
    colour.every(
      (channel, c) => Math.abs(channel - (opacity * over[c]! + (1 - opacity) * under[i]![c]!)) <= 4,
    ),
  ).length;
}

test('anonymous visitors see the public base layer, and the slope overlay draws its tiles at 0.4', async ({
  page,
}) => {
  const slopeTiles = countTiles(page, 'slope');
  const memberTiles = countTiles(page, 'members');
  await openWaypointMap(page);
  await page.waitForLoadState('networkidle');

  const toggle = page.getByRole('button', { name: 'Couches' });
  await toggle.click();
  const baseLayers = page.getByRole('group', { name: 'Fond de carte' }).getByRole('radio');
  await expect(baseLayers).toHaveCount(1);
  await expect(baseLayers.first()).toHaveAccessibleName('Test tiles');
  await expect(baseLayers.first()).toBeChecked();
  await expect(page.getByText('Members tiles')).toHaveCount(0);
  const slopes = page
    .getByRole('group', { name: 'Surcouches' })
    .getByRole('checkbox', { name: 'Test slopes' });
  await expect(slopes).not.toBeChecked();
  expect(slopeTiles()).toBe(0);

  await toggle.click();
  const ground = await mapColours(page);
  await toggle.click();
  await slopes.check();
  await expect.poll(slopeTiles).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(slopes).toBeHidden();
  // Spec 3 §9: slope layers are drawn at opacity 0.4 over the base layer.
  await expect
    .poll(async () => blended(ground, await mapColours(page), SLOPE_COLOUR, 0.4))
    .toBeGreaterThanOrEqual(9);

  // The choice is remembered: the overlay is back after a reload.
  const requestsBefore = slopeTiles();
  await page.reload();
  await expect.poll(slopeTiles).toBeGreaterThan(requestsBefore);
  await page.getByRole('button', { name: 'Couches' }).click();
  await expect(page.getByRole('checkbox', { name: 'Test slopes' })).toBeChecked();

  // Switched off, the map shows the bare base layer again.
  await page.getByRole('checkbox', { name: 'Test slopes' }).uncheck();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => blended(ground, await mapColours(page), SLOPE_COLOUR, 0))
    .toBeGreaterThanOrEqual(9);
  expect(memberTiles()).toBe(0);
});

test('signed-in users also see the restricted base layer', async ({ page }) => {
  const memberTiles = countTiles(page, 'members');
  await signIn(page, 'contributor');
  await openWaypointMap(page);
  await page.getByRole('button', { name: 'Couches' }).click();
  const baseLayers = page.getByRole('group', { name: 'Fond de carte' }).getByRole('radio');
  await expect(baseLayers).toHaveCount(2);
  expect(
    await baseLayers.evaluateAll((radios) => radios.map((radio) => radio.parentElement?.textContent)),
  ).toEqual(['Test tiles', 'Members tiles']);
  expect(memberTiles()).toBe(0);
  await page.getByRole('radio', { name: 'Members tiles' }).check();
  await expect.poll(memberTiles).toBeGreaterThan(0);
  await expect(page.getByRole('radio', { name: 'Members tiles' })).toBeChecked();
});

test('the open layer list has no serious or critical accessibility violation', async ({ page }) => {
  await openWaypointMap(page);
  await page.getByRole('button', { name: 'Couches' }).click();
  await expect(page.getByRole('checkbox', { name: 'Test slopes' })).toBeVisible();
  await expectNoSeriousViolation(page);
});
