import { expect, isMobileProject, openSideMenu, signInWithForm, test } from './fixtures.ts';

test('the API answers its health check', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
});

test('the home page renders the top bar and the side menu', async ({ page }, info) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
    'href',
    /\/auth\?redirect=%2F/,
  );
  await openSideMenu(page, isMobileProject(info.project.name));
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Topoguide' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sorties' })).toHaveAttribute(
    'href',
    /qa=draft%2Cgreat|qa=draft,great/,
  );
});

test('the skip links lead to the page and to the top bar, which the keyboard reaches after the page', async ({
  page,
}, info) => {
  // The page comes first in the HTML (issue 16 §2: its first paint holds its content), the top bar
  // and the side menu after it: the second skip link is the way to them.
  await page.goto('/routes');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
  await page.keyboard.press('Tab');
  const toNavigation = page.getByRole('link', { name: 'Aller à la navigation' });
  await expect(toNavigation).toBeFocused();
  await expect(toNavigation).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(
    isMobileProject(info.project.name)
      ? page.getByRole('button', { name: 'Ouvrir le menu' })
      : page.getByRole('banner').getByRole('combobox'),
  ).toBeFocused();
  // Past the top bar, the side menu.
  if (!isMobileProject(info.project.name)) {
    await page.getByRole('link', { name: 'Se connecter' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).locator('..').getByRole('link').first(),
    ).toBeFocused();
  }
});

test('an unknown address shows the 404 page with its texts and shortcuts', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cairn.lang', 'en'));
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or is broken.')).toBeVisible();
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(shortcuts.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(shortcuts.getByRole('link', { name: 'Routes' })).toHaveAttribute('href', '/routes');
});

test('choosing Deutsch loads a separate chunk and changes the texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
  const chunk = page.waitForResponse((res) => /\/assets\/de-[\w-]+\.js$/.test(res.url()));
  await page.getByRole('button', { name: /Langue de l'interface/ }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  expect((await chunk).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The choice is kept: a reload stays in German.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});

test('a login-required page sends anonymous visitors to auth with the full target', async ({ page }) => {
  await page.goto('/outings/add/fr?r=12');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Foutings%2Fadd%2Ffr%3Fr%3D12$/);
});

test('the demo contributor signs in and gets the user menu', async ({ page }) => {
  await signInWithForm(page, 'contributor', '/topoguide');
  await expect(page).toHaveURL(/\/topoguide$/);
  await expect(page.getByRole('button', { name: /Menu de l'utilisateur/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
});
