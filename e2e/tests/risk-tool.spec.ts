import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, test } from './fixtures.ts';

/** The risk tool with a bulletin level and a slope typed in. */
async function openTool(page: Page, level: string, slope: string) {
  await page.goto('/yeti');
  await expect(page.getByRole('heading', { level: 1, name: 'Yeti, le risque avalanche' })).toBeVisible();
  await page.getByLabel('Niveau de danger', { exact: true }).selectOption(level);
  await page.getByLabel('Partie la plus raide de la pente (°)').fill(slope);
  await page.getByLabel('Hauteur de la pente (m)').fill('300');
  return page.getByRole('region', { name: 'Résultat' });
}

// Spec 3 "Risk tool" at both widths of the projects: each method's answer for one slope.
test('the risk tool answers with each method, and fits the window without serious violation', async ({
  page,
}) => {
  const result = await openTool(page, '3', '33');
  await expect(result.getByText('Complétez les données pour voir le résultat.')).toBeVisible();

  await page.getByRole('radio', { name: /Débutant \(MRD\)/ }).check();
  await expect(result.getByText('Renoncez à cette pente')).toBeVisible();
  await expect(result.getByText('Aucune pente de plus de 30°')).toBeVisible();

  await page.getByRole('radio', { name: /Élémentaire \(MRE\)/ }).check();
  await expect(result.getByText('Dans les limites de la méthode')).toBeVisible();
  await expect(result.getByText('Aucune pente de plus de 35°')).toBeVisible();

  await page.getByRole('radio', { name: /Professionnelle \(MRP\)/ }).check();
  await page.getByLabel('Orientation de la pente').selectOption('S');
  await page.getByLabel('Taille du groupe (personnes)').fill('3');
  await expect(result.getByText('8 ÷ 18 = 0.44')).toBeVisible();
  await expect(result.getByText('Dans les limites de la méthode')).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolation(page);
});

test('the beginner method refuses a danger level above 3', async ({ page }) => {
  await openTool(page, '4', '25');
  await page.getByRole('radio', { name: /Débutant \(MRD\)/ }).check();
  await expect(
    page.getByRole('alert').filter({ hasText: "Un niveau de danger supérieur à 3 n'est pas permis" }),
  ).toBeVisible();
});
