import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolation,
  isMobileProject,
  openSideMenu,
  signIn,
  submitSignIn,
  test,
} from './fixtures.ts';

// The built-in forum (DESIGN.md): home widget, announcement banner, its own pages, comments.
// The test browsers ask for French (playwright.config.ts): the forum's pages answer in French.

/** The home page's forum widget loads when its place scrolls into view (below the fold). */
async function scrollToForumWidget(page: Page) {
  await page.locator('[data-deferred]').scrollIntoViewIfNeeded();
  const widget = page.getByRole('region', { name: 'Derniers sujets du forum' });
  await expect(widget).toBeVisible();
  return widget;
}

test('the home page shows the latest forum topics with their last poster’s avatar', async ({ page }) => {
  await page.goto('/');
  const widget = await scrollToForumWidget(page);
  const topic = widget.getByRole('link', { name: 'First time in the Alps: hut etiquette?' });
  await expect(topic).toHaveAttribute('href', /^\/forum\/t\/first-time-in-the-alps-hut-etiquette\/\d+\/3$/);
  // Announcements (1) and comments (29) are among the excluded categories.
  await expect(widget.getByRole('link', { name: 'Annonce' })).toHaveCount(0);
  await expect(widget.getByRole('link', { name: /^\d+_fr$/ })).toHaveCount(0);
  const avatar = topic.locator('img');
  await avatar.scrollIntoViewIfNeeded();
  await expect(avatar).toHaveAttribute('width', '20');
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);

  await topic.click();
  await expect(page).toHaveURL(/\/forum\/t\/first-time-in-the-alps-hut-etiquette\/\d+\/3$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'First time in the Alps: hut etiquette?' }),
  ).toBeVisible();
  await expect(page.getByText('And a silk sleeping bag liner')).toBeVisible();
});

test('the announcement shows until closed, and stays closed', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Annonce' });
  await expect(banner).toContainText('Bienvenue sur Cairn');
  await banner.getByRole('button', { name: "Fermer l'annonce" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(await scrollToForumWidget(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Annonce' })).toHaveCount(0);
});

test('the menu’s forum entry opens the built-in forum, whose home is accessible', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await openSideMenu(page, isMobileProject(testInfo.project.name));
  await page.getByRole('link', { name: 'Forum', exact: true }).click();
  await expect(page).toHaveURL(/\/forum\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Conditions en Vanoise ce week-end' })).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('the web app’s /forum route leads to the forum’s home, whose topics are accessible', async ({
  page,
}) => {
  // Not back to itself.
  await page.goto('/forum');
  await expect(page).toHaveURL(/\/forum\/$/);

  await page.getByRole('link', { name: 'Conditions en Vanoise ce week-end' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Conditions en Vanoise ce week-end' }),
  ).toBeVisible();
  await expect(page.locator('.post')).toHaveCount(3);
  await expectNoSeriousViolation(page);
});

test('a signed-in user comments on a route through the forum', async ({ page }, testInfo) => {
  // Each project takes its own route without comments: the two may share one server.
  const listed = (await (await page.request.get('/api/routes?limit=30&pl=fr')).json()).documents as {
    document_id: number;
  }[];
  const free: number[] = [];
  for (const { document_id } of listed) {
    const doc = await (await page.request.get(`/api/routes/${document_id}?cook=fr`)).json();
    if (doc.cooked?.lang === 'fr' && doc.cooked.topic_id === null) free.push(document_id);
    if (free.length === 2) break;
  }
  const route = { document_id: free[isMobileProject(testInfo.project.name) ? 1 : 0]! };

  await signIn(page, 'contributor', `/routes/${route.document_id}/fr`);
  const box = page.getByRole('region', { name: /Commentaires/ });
  await expect(box.getByText('Aucun commentaire pour le moment.')).toBeVisible();
  await box.getByRole('button', { name: 'Commenter' }).click();

  await expect(page).toHaveURL(new RegExp(`/forum/t/${route.document_id}_fr/\\d+$`));
  await page.getByLabel('Votre réponse').fill('Belle course, merci pour le topo !');
  await page.getByRole('button', { name: 'Répondre' }).click();
  await expect(page).toHaveURL(/\/2#post_2$/);
  await expect(page.locator('#post_2')).toContainText('Belle course, merci pour le topo !');
  await expect(page.locator('#post_2')).toContainText('Camille Contributor');

  await page.goto(`/routes/${route.document_id}/fr`);
  const comments = page.getByRole('region', { name: /Commentaires/ });
  await expect(comments.getByRole('article', { name: 'Camille Contributor' })).toContainText(
    'Belle course, merci pour le topo !',
  );
  // The locale now holds the topic: commenting again goes to the same topic.
  const doc = await (await page.request.get(`/api/routes/${route.document_id}?cook=fr`)).json();
  expect(doc.cooked.topic_id).toEqual(expect.any(Number));
});

test('an anonymous reader is asked to sign in to reply, and comes back to the topic', async ({ page }) => {
  await page.goto('/forum/');
  await page.getByRole('link', { name: 'Quel DVA pour débuter ?' }).click();
  await page.getByRole('link', { name: 'Se connecter pour répondre' }).click();
  await submitSignIn(page, 'moderator');
  await expect(page.getByRole('heading', { level: 1, name: 'Quel DVA pour débuter ?' })).toBeVisible();
  await expect(page.getByLabel('Votre réponse')).toBeVisible();
});
