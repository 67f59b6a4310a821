import { expect, test } from './fixtures.ts';

// Spec 1 §2.2–2.3 and spec 3 "Incident database landing page": the articles the interface
// links to by a fixed id exist in the demo guidebook, so the links open real article pages.

test.skip(
  ({ viewport }) => (viewport?.width ?? 0) < 1000,
  'the side menu and its footer are always shown on desktop',
);

const FOOTER: [link: string, title: string][] = [
  ["L'association", "L'association"],
  ['Adhérer', 'Nous rejoindre'],
  ['Partenaires', 'Nos partenaires'],
  ['Contact', 'Nous contacter'],
  ["Conditions d'utilisation", "Conditions d'utilisation"],
  ['Licences', 'Licences des contenus'],
];

for (const [link, title] of FOOTER) {
  test(`the footer link "${link}" opens its article`, async ({ page }) => {
    await page.goto('/topoguide');
    await page.getByRole('navigation', { name: 'Liens utiles' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(/\/articles\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText('Page non trouvée')).toHaveCount(0);
  });
}

test('the help of the top bar leads to the help article', async ({ page }) => {
  await page.goto('/topoguide');
  // Issue 19: the help opens in a pop-up (help-popup.spec.ts), which links to the whole article.
  await page.getByRole('button', { name: 'Aide', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Aide : bien utiliser le topoguide' });
  // The article's text comes after the pop-up opens and moves its buttons down: click once it is there.
  await expect(popup.getByRole('heading', { name: 'Trouver un itinéraire' })).toBeVisible();
  await popup.getByRole('link', { name: 'Article complet' }).click();
  await expect(page).toHaveURL(/\/articles?\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aide : bien utiliser le topoguide');
  await expect(page.getByRole('heading', { name: 'Trouver un itinéraire' })).toBeVisible();
  await expect(page.getByText('Page non trouvée')).toHaveCount(0);
});

test('the licences article explains CC-by-sa and CC-by-nc-nd (spec 2 "Licences")', async ({ page }) => {
  await page.goto('/topoguide');
  await page
    .getByRole('navigation', { name: 'Liens utiles' })
    .getByRole('link', { name: 'Licences' })
    .click();
  await expect(page.getByRole('heading', { name: 'Documents collaboratifs : CC-by-sa 3.0' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents personnels : CC-by-nc-nd 3.0' })).toBeVisible();
});

test('the dashboard links to the summary of articles and to getting ready for climbing', async ({ page }) => {
  const links: [link: string, title: string][] = [
    ['Sommaire des articles', 'Sommaire des articles'],
    ["Bien se préparer à l'escalade", "Bien se préparer à l'escalade"],
  ];
  for (const [link, title] of links) {
    await page.goto('/');
    await page.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText('Page non trouvée')).toHaveCount(0);
  }
});

test('the serac page reads about the database in article 697210 (spec 3)', async ({ page }) => {
  await page.goto('/serac');
  await page.getByRole('link', { name: 'En savoir plus sur la base' }).click();
  await expect(page).toHaveURL(/\/articles\/697210/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    "SERAC, la base d'accidents et d'incidents",
  );
  await expect(page.getByText('Page non trouvée')).toHaveCount(0);
});
