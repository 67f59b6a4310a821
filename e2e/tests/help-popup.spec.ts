import { expect, expectNoSeriousViolation, signIn, test } from './fixtures.ts';

/** Issue 19, spec 1 §2.2: the help pop-up of the top bar and of the edit forms. */

/** `HELP_ID` and `CONTRIBUTING` of @cairn/domain. */
const HELP_ID = 106727;
const CONTRIBUTING = 'contributing';

const popup = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Aide : bien utiliser le topoguide' });

test('the top bar help opens the whole help article in a pop-up; Escape and a click outside close it', async ({
  page,
}) => {
  await page.goto('/topoguide');
  await page.getByRole('button', { name: 'Aide', exact: true }).click();
  await expect(popup(page).getByRole('heading', { name: 'Trouver un itinéraire' })).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: 'Contribuer' })).toBeAttached();
  // Anonymous: no Edit button.
  await expect(popup(page).getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await expectNoSeriousViolation(page, popup(page));
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Aide', exact: true }).click();
  await expect(popup(page)).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(popup(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/topoguide$/);
});

test('a form’s help opens its section; a signed-in user edits it from there', async ({ page }, testInfo) => {
  await signIn(page, 'contributor', '/articles/add/fr');
  await page.getByRole('button', { name: 'Aide à la rédaction' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Contribuer' })).toBeVisible();
  await expect(popup(page).getByText('markdown', { exact: false }).first()).toBeVisible();
  await expect(popup(page).getByRole('heading', { name: 'Trouver un itinéraire' })).toHaveCount(0);
  await expect(popup(page).getByRole('link', { name: 'Article complet' })).toHaveAttribute(
    'href',
    `/article/${HELP_ID}#${CONTRIBUTING}`,
  );

  await popup(page).getByRole('link', { name: 'Modifier' }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/edit/${HELP_ID}/fr$`));
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toHaveValue(/## Contribuer \{#contributing\}/);
  // Both projects share the one help article: two saves of one version would race to a 409
  // (editing.spec.ts covers conflicts), so the desktop project saves and the mobile one stops here.
  if (testInfo.project.name !== 'desktop') return;

  const added = `Relisez votre texte avant d'enregistrer (${Date.now() % 100000}).`;
  await description.fill(`${await description.inputValue()}\n\n${added}`);
  const saved = page.waitForResponse(
    (res) => new URL(res.url()).pathname === `/api/articles/${HELP_ID}` && res.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/articles/${HELP_ID}`));

  await page.getByRole('button', { name: 'Aide', exact: true }).click();
  await expect(popup(page).getByText(added)).toBeVisible();
});
