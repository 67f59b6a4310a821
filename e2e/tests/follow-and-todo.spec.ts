import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isMobileProject, signIn, test } from './fixtures.ts';

/** The demo account's token, for putting the demo data back whatever happened in the page. */
async function contributorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', {
    data: { username: 'contributor', password: 'cairn-demo' },
  });
  return (await res.json()).token as string;
}

/** The desktop and mobile projects run at once on the same data: each takes its own document. */
const pick = <T>(documents: T[], projectName: string): T => documents[isMobileProject(projectName) ? 1 : 0]!;

const star = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Outils' }).getByRole('button', { name, exact: true });

/** Clicks a star once its state is known, and waits for the server to have answered its POST. */
async function toggle(page: Page, name: string, path: string) {
  await expect(star(page, name)).not.toHaveAttribute('aria-disabled');
  const answered = page.waitForResponse((res) => res.url().endsWith(`/api${path}`) && res.ok());
  await star(page, name).click();
  await answered;
}

test('spec 1 §4: a contributor follows then unfollows a profile', async ({ page }, testInfo) => {
  // Demo users other than the contributor (id 1); signed in, private profiles show too.
  const profile = { document_id: pick([2, 3], testInfo.project.name) };
  try {
    await signIn(page, 'contributor', `/profiles/${profile.document_id}`);
    await expect(page).toHaveURL(new RegExp(`/profiles/${profile.document_id}(/|$)`));
    await expect(star(page, 'Suivre')).toHaveAttribute('aria-pressed', 'false');

    await toggle(page, 'Suivre', '/users/follow');
    await expect(star(page, 'Suivre')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(star(page, 'Suivre')).toHaveAttribute('aria-pressed', 'true');

    await toggle(page, 'Suivre', '/users/unfollow');
    await expect(star(page, 'Suivre')).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(star(page, 'Suivre')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    // The demo contributor follows nobody.
    const token = await contributorToken(page.request);
    await page.request.post('/api/users/unfollow', {
      headers: { Authorization: `JWT token="${token}"` },
      data: { user_id: profile.document_id },
    });
  }
});

test('spec 1 §1: a contributor marks then unmarks a route as to do', async ({ page }, testInfo) => {
  const routes = (await (await page.request.get('/api/routes?limit=2&pl=fr')).json()).documents as {
    document_id: number;
  }[];
  const route = pick(routes, testInfo.project.name);
  try {
    await signIn(page, 'contributor', `/routes/${route.document_id}`);
    await expect(page).toHaveURL(new RegExp(`/routes/${route.document_id}(/|$)`));
    await expect(star(page, 'À faire')).toHaveAttribute('aria-pressed', 'false');

    await toggle(page, 'À faire', '/tags/add');
    await expect(star(page, 'À faire')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(star(page, 'À faire')).toHaveAttribute('aria-pressed', 'true');

    await toggle(page, 'À faire', '/tags/remove');
    await expect(star(page, 'À faire')).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(star(page, 'À faire')).toHaveAttribute('aria-pressed', 'false');
  } finally {
    // The demo contributor has no route to do; a 400 here only says the mark is already gone.
    const token = await contributorToken(page.request);
    await page.request.post('/api/tags/remove', {
      headers: { Authorization: `JWT token="${token}"` },
      data: { document_id: route.document_id },
    });
  }
});
