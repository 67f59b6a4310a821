import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, test } from './fixtures.ts';

/**
 * Issue 19, spec 3 "Photo contest": the demo guidebook's editions (server/src/demo/contest.ts):
 * 2025 and 2024 read their candidates from the associations history, twelve each.
 */

const years = (page: Page) => page.getByRole('navigation', { name: 'Années du concours' });
const candidates = (page: Page) => page.getByRole('list', { name: 'Candidates' }).getByRole('img');

test('browse two contest years, sort the candidates and open one in the viewer', async ({ page }) => {
  await page.goto('/picture-contest');
  await expect(years(page).getByRole('link')).toHaveCount(17);
  await expect(years(page).getByRole('link').first()).toHaveText('2009');
  await expect(years(page).getByRole('link').last()).toHaveText('2025');
  // The latest edition, with its winners.
  await expect(page.getByRole('heading', { level: 2, name: 'Concours photo 2025' })).toBeVisible();
  await expect(years(page).getByRole('link', { name: '2025' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Coup de cœur', { exact: true })).toBeVisible();
  await expect(candidates(page)).toHaveCount(12);
  await expectNoSeriousViolation(page, page.locator('main'));

  await years(page).getByRole('link', { name: '2024' }).click();
  await expect(page).toHaveURL(/\/picture-contest\/2024$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Concours photo 2024' })).toBeVisible();
  await expect(page.getByText('Prix du public', { exact: true })).toBeVisible();
  await expect(candidates(page)).toHaveCount(12);

  // Spec 3: the count toggles sorting by association date.
  const count = page.getByRole('button', { name: /12 images candidates/ });
  const order = () => candidates(page).evaluateAll((images) => images.map((i) => i.getAttribute('src')));
  const before = await order();
  await count.click();
  await expect(count).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(order).not.toEqual(before);
  const sorted = await order();
  expect([...sorted].sort()).toEqual([...before].sort());
  // The viewer walks the candidates in the order shown (the sorted one here).
  const idOf = (src: string | null) => /\/proxy\/(\d+)/.exec(src ?? '')?.[1];
  await candidates(page).first().click();
  await expect(page.getByRole('dialog', { name: "Visionneuse d'images" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]image=${idOf(sorted[0]!)}$`));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`[?&]image=${idOf(sorted[1]!)}$`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: "Visionneuse d'images" })).toHaveCount(0);
  await count.click();
  await expect(count).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(order).toEqual(before);

  // Thumbnails open the image viewer (spec 1 §2.2).
  await candidates(page).first().click();
  const viewer = page.getByRole('dialog', { name: "Visionneuse d'images" });
  await expect(viewer).toBeVisible();
  // The viewer listens for keys once its effects have run, a moment after it shows (a CI run's
  // Escape came before): pressed again until it closes.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/picture-contest\/2024$/);
});

test('a year without results says so', async ({ page }) => {
  await page.goto('/picture-contest/2012');
  await expect(page.getByText('Pas de résultats pour le concours 2012.')).toBeVisible();
  await expect(years(page).getByRole('link', { name: '2012' })).toHaveAttribute('aria-current', 'page');
});
