import { E2E_FORUM_URL } from '../fake-discourse.ts';
import { expect, signIn, signInWithForm, submitSignIn, test } from './fixtures.ts';

/**
 * Issue 19, spec 1 §2.1 auth-sso, §2.7: DiscourseConnect against the fake Discourse of
 * e2e/global-setup.ts, which checks every signature it is sent.
 */

const forumSignOn = `${E2E_FORUM_URL}/session/sso?return_path=%2F`;
const currentUser = (page: import('@playwright/test').Page) => page.locator('#current-user');

test('a signed-in user goes to the forum’s login and comes back signed in there', async ({ page }) => {
  await signIn(page, 'contributor');
  await page.goto(forumSignOn);
  await expect(page).toHaveURL(`${E2E_FORUM_URL}/`);
  await expect(currentUser(page)).toHaveText('Signed in as contributor');
});

test('a visitor the forum sends to auth-sso signs in first, then goes back to the forum', async ({
  page,
}) => {
  await page.goto(forumSignOn);
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fauth-sso%3Fsso%3D/);
  await submitSignIn(page, 'contributor');
  await expect(page).toHaveURL(`${E2E_FORUM_URL}/`);
  await expect(currentUser(page)).toHaveText('Signed in as contributor');
});

test('signing in on the guidebook signs into the forum too, through the hidden frame', async ({ page }) => {
  await signInWithForm(page, 'contributor', '/topoguide');
  await expect(page).toHaveURL(/\/topoguide$/);
  await page.goto(`${E2E_FORUM_URL}/`);
  await expect(currentUser(page)).toHaveText('Signed in as contributor');
});

test('auth-sso?logout signs the user out of the guidebook', async ({ page }) => {
  // A session of its own: the one `signIn` shares with the worker's other tests would end too.
  await signInWithForm(page, 'contributor', '/topoguide');
  await expect(page).toHaveURL(/\/topoguide$/);
  await page.goto('/auth-sso?logout=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
});
