import type { Locator, Page } from '@playwright/test';
import { apiTotal, expect, expectNoSeriousViolation, signIn, test } from './fixtures.ts';

/** The page fits the window: no sideways scrolling of the whole page (375 and 1280 px). */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The statistics page, once every outing of its query is counted (its "All" tab shows the total). */
async function openStats(page: Page, query = '') {
  const total = await apiTotal(page, '/outings?limit=0');
  await page.goto(`/outings-stats${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiques des sorties' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Activités' });
  const all = tabs.getByRole('tab', { name: /^Toutes/ });
  if (!query) await expectCounted(page, all, '/outings?limit=0', total);
  return tabs;
}

/** The count a tab shows, as a number. */
const countOf = async (tab: Locator) => Number((await tab.innerText()).replace(/\D/g, ''));

/**
 * Waits until tab `tab` counts the outings the API has for `path`, up to the 2000 charted: those
 * of `before` (read before the page asked) or of now, since other tests may add one meanwhile.
 */
async function expectCounted(page: Page, tab: Locator, path: string, before: number) {
  await expect
    .poll(async () => {
      const count = await countOf(tab);
      const now = await apiTotal(page, path);
      return [before, now].some((n) => Math.min(n, 2000) === count) || `${count}, not ${before} or ${now}`;
    })
    .toBe(true);
}

// Spec 3 "Outing statistics" on the demo guidebook, at both widths of the projects.
test('the outing statistics chart every demo outing, and fit the window without serious violation', async ({
  page,
}) => {
  const tabs = await openStats(page);
  await expect(tabs.getByRole('tab', { name: /^Toutes/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Sorties par année' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sorties par mois' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dénivelé positif par année' })).toBeVisible();
  await expectNoPageOverflow(page);
  await expectNoSeriousViolation(page);
});

test('an activity tab shows its own count and the charts its outings fill', async ({ page }) => {
  const tabs = await openStats(page);
  const hiking = tabs.getByRole('tab', { name: /^Randonnée \d/ });
  await hiking.click();
  await expect(hiking).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Cotation randonnée' })).toBeVisible();
  await expectNoSeriousViolation(page, panel);
});

test('a year bar leads to the outings list filtered by that year (spec 3)', async ({ page }) => {
  await openStats(page, '?act=hiking');
  // Spec 3: a bar leads to the outings list filtered by the bar's year (1 January to 31 December).
  const bar = page
    .getByRole('tabpanel')
    .getByRole('link', { name: /^\d{4} : \d+ sorties?$/ })
    .first();
  await expect(bar).toBeVisible();
  const year = (await bar.getAttribute('aria-label'))!.slice(0, 4);
  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/outings\\?act=hiking&date=${year}-01-01,${year}-12-31$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sorties' })).toBeVisible();
});

test('a rating bar leads to the outings list filtered by that rating', async ({ page }) => {
  await page.goto('/outings-stats?act=hiking');
  const chart = page.getByRole('figure', { name: 'Cotation randonnée' });
  const bar = chart.getByRole('link', { name: /^T\d : / }).first();
  await expect(bar).toBeVisible();
  const rating = (await bar.getAttribute('aria-label'))!.slice(0, 2);
  await bar.click();
  await expect(page).toHaveURL(new RegExp(`/outings\\?act=hiking&hrat=${rating},${rating}$`));
});

test('"My statistics" of the user menu opens the statistics of the signed-in user', async ({ page }) => {
  await signIn(page, 'contributor', '/');
  await page.getByRole('button', { name: /Menu de l'utilisateur/ }).click();
  await page.getByRole('link', { name: 'Mes statistiques' }).click();
  await expect(page).toHaveURL(/\/outings-stats\?u=\d+$/);
  const u = new URL(page.url()).searchParams.get('u');
  const total = await apiTotal(page, `/outings?limit=0&u=${u}`);
  if (total === 0) {
    await expect(page.getByText('Aucun résultat')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ajouter la première sortie' })).toBeVisible();
  } else {
    const all = page.getByRole('tab', { name: /^Toutes/ });
    await expectCounted(page, all, `/outings?limit=0&u=${u}`, total);
    await expect(page.getByRole('heading', { name: 'Sorties par année' })).toBeVisible();
  }
  await expectNoPageOverflow(page);
  await expectNoSeriousViolation(page);
});

test('a query without outings shows the empty state with a link to add one', async ({ page }) => {
  await page.goto('/outings-stats?date=1990-01-01,1990-12-31');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter la première sortie' })).toHaveAttribute(
    'href',
    '/outings/add/fr',
  );
  await expectNoSeriousViolation(page);
});
