import type { Page } from '@playwright/test';
import { expect, expectApiTotal, expectNoSeriousViolation, shownTotal, signIn, test } from './fixtures.ts';

type Area = { document_id: number; locales: { title: string }[] };
type Outing = { areas: { document_id: number }[] };

/** The `q` of every search request the page makes from now on. */
function searchedQueries(page: Page): () => string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') queries.push(url.searchParams.get('q') ?? '');
  });
  return () => queries;
}

test('an area picked by name filters the outings, shows its tile, and the tile removes it', async ({
  page,
}) => {
  // A demo mountain range that has outings, found by one word of its name.
  const ranges: Area[] = (await (await page.request.get('/api/areas?atyp=range&limit=50&pl=fr')).json())
    .documents;
  let area: Area | undefined;
  for (const range of ranges) {
    const { total } = await (await page.request.get(`/api/outings?a=${range.document_id}&limit=0`)).json();
    if (total > 0 && total < 200) {
      area = range;
      break;
    }
  }
  const title = area!.locales[0]!.title;
  const word = title.split(/[\s'’-]+/).sort((a, b) => b.length - a.length)[0]!;

  await page.goto('/outings?offset=30');
  const allTotal = await shownTotal(page);
  await page.getByRole('button', { name: /Documents associés/ }).click();
  const box = page.getByRole('combobox', { name: 'Zone', exact: true });
  // Under 3 characters nothing is searched (spec 2 §9; the 300 ms pause is the unit tests'
  // matter, association-pickers.test.tsx): no search request at any time for the 2 letters.
  const searched = searchedQueries(page);
  await box.fill(word.slice(0, 2));
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  await box.fill(word);
  const option = page
    .getByRole('listbox', { name: 'Zone', exact: true })
    .getByRole('option', { name: title, exact: true });
  await expect(option).toBeVisible();
  expect(searched()).not.toContain(word.slice(0, 2));
  await option.click();

  await expect(page).toHaveURL(new RegExp(`[?&]a=${area!.document_id}(&|$)`));
  expect(new URL(page.url()).searchParams.get('offset')).toBeNull();
  const tiles = page.getByRole('list', { name: 'Documents liés filtrés' });
  await expect(tiles.getByText(title)).toBeVisible();

  // The list is the API's for the same filter, and every outing lies in the area.
  const filtered = await (await page.request.get(`/api/outings?a=${area!.document_id}&limit=30`)).json();
  await expectApiTotal(page, `/outings?a=${area!.document_id}`, filtered.total);
  expect(filtered.total).toBeLessThan(allTotal);
  for (const outing of filtered.documents as Outing[])
    expect(outing.areas.map((a) => a.document_id)).toContain(area!.document_id);
  const results = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const shown = Math.min(filtered.total, 30);
  await expect(results).toHaveCount(shown);
  for (let i = 0; i < shown; i += 1) await expect(results.nth(i)).toContainText(title);

  await tiles.getByRole('button', { name: `Retirer le filtre ${title}` }).click();
  await expect(page).not.toHaveURL(/[?&]a=/);
  await expectApiTotal(page, '/outings', allTotal);
});

test('the picker works from the keyboard and has no serious accessibility violation', async ({ page }) => {
  await page.goto('/routes');
  await page.getByRole('button', { name: /Documents associés/ }).click();
  const box = page.getByRole('combobox', { name: 'Point de passage', exact: true });
  await box.focus();
  await page.keyboard.type('refuge');
  const listbox = page.getByRole('listbox', { name: 'Point de passage', exact: true });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(5);
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const active = await box.getAttribute('aria-activedescendant');
  const name = (await page.locator(`[id="${active}"]`).locator('span').first().innerText()).trim();

  // The picker itself: its box and open list (the innermost block holding both).
  await expectNoSeriousViolation(page, page.locator('div', { has: box }).filter({ has: listbox }).last());

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]w=\d+/);
  await expect(page.getByRole('list', { name: 'Documents liés filtrés' }).getByText(name)).toBeVisible();
});

test('profiles can be picked only once signed in (api.md §13)', async ({ page }) => {
  await page.goto('/outings');
  await page.getByRole('button', { name: /Documents associés/ }).click();
  await expect(page.getByRole('combobox', { name: 'Zone', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Profil', exact: true })).toHaveCount(0);

  await signIn(page, 'contributor', '/outings');
  await expect(page).toHaveURL(/\/outings$/);
  await page.getByRole('button', { name: /Documents associés/ }).click();
  const box = page.getByRole('combobox', { name: 'Profil', exact: true });
  await box.fill('Camille');
  const option = page
    .getByRole('listbox', { name: 'Profil', exact: true })
    .getByRole('option', { name: 'Camille Contributor' });
  await option.click();
  await expect(page).toHaveURL(/[?&]u=1(&|$)/);
  await expect(
    page.getByRole('list', { name: 'Documents liés filtrés' }).getByText('Camille Contributor'),
  ).toBeVisible();
});
