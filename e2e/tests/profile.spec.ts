import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, test } from './fixtures.ts';

type Profile = { document_id: number; name: string; not_authorized?: boolean; forum_username?: string };

/** The demo profiles (ids 1–16) as an anonymous visitor sees them. */
async function demoProfiles(request: APIRequestContext): Promise<Profile[]> {
  const profiles: Profile[] = [];
  for (let id = 1; id <= 16; id += 1) {
    const res = await request.get(`/api/profiles/${id}?cook=fr`);
    if (res.ok()) profiles.push({ document_id: id, ...(await res.json()) });
  }
  return profiles;
}

/** The public demo profile with the fewest outings, whose feed is the shortest. */
async function publicProfileWithShortestFeed(request: APIRequestContext): Promise<Profile> {
  let profile: Profile | undefined;
  let fewest = Infinity;
  for (const candidate of (await demoProfiles(request)).filter((p) => !p.not_authorized)) {
    const { total } = await (await request.get(`/api/outings?u=${candidate.document_id}&limit=0`)).json();
    if (total < fewest) [profile, fewest] = [candidate, total];
  }
  return profile!;
}

const feedOf = (page: Page) => page.getByRole('region', { name: 'Activité récente' });

test('a public profile shows its forum link and its outings download, with no serious violation', async ({
  page,
}) => {
  const profile = await publicProfileWithShortestFeed(page.request);
  await page.goto(`/profiles/${profile.document_id}`);
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect(page.getByRole('link', { name: profile.forum_username!, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`/u/${profile.forum_username}$`),
  );
  await expect(page.getByRole('button', { name: 'Télécharger ses sorties (CSV)' })).toBeVisible();
  // The page as it first shows: the profile and the first page of its feed.
  await expect(feedOf(page).getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolation(page);
});

test('a public profile’s feed loads its next pages down to the end (spec 1 §2.4)', async ({ page }) => {
  const profile = await publicProfileWithShortestFeed(page.request);
  await page.goto(`/profiles/${profile.document_id}`);
  const feed = feedOf(page);
  const cards = feed.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const firstCount = await cards.count();
  // The feed loads its next page when the page is scrolled near its bottom, until a page is empty.
  const end = feed.getByText("Vous êtes arrivé au bout du fil d'activité.");
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return end.isVisible();
    })
    .toBe(true);
  await expect(cards).not.toHaveCount(firstCount);
  expect(await cards.count()).toBeGreaterThan(firstCount);
});

test('the outings download saves outings.csv with one row per outing of the profile', async ({ page }) => {
  const profile = (await demoProfiles(page.request)).find((p) => !p.not_authorized)!;
  const { total } = await (await page.request.get(`/api/outings?u=${profile.document_id}&limit=0`)).json();
  await page.goto(`/profiles/${profile.document_id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger ses sorties (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('outings.csv');
  const text = await (await download.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split('\r\n');
  expect(lines[0]).toBe(
    'document_id,date_start,date_end,title,activities,region,elevation_max,height_diff_up,ratings,condition_rating,author,url',
  );
  expect(lines).toHaveLength(Math.min(total, 1000) + 1);
});

test('a private profile shows the spec text to anonymous visitors, and no feed', async ({ page }) => {
  const profile = (await demoProfiles(page.request)).find((p) => p.not_authorized)!;
  await page.goto(`/profiles/${profile.document_id}`);
  await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
  await expect(page.getByText("Ce profil n'est visible que par les utilisateurs connectés.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Activité récente' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Télécharger ses sorties (CSV)' })).toHaveCount(0);
  // The spec's own words, in English.
  await page.getByRole('button', { name: /Langue de l'interface/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('This profile is only available to authenticated users.')).toBeVisible();
});
