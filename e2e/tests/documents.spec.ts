import { test as base } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Spec 2 "Per-type detail content": a page per type shows its title and catalog fields.
const TYPES: [plural: string, query: string, label: RegExp][] = [
  ['routes', 'act=skitouring', /Altitude maximale/i],
  ['waypoints', 'wtyp=hut', /Altitude/i],
  ['outings', '', /Dénivelé positif|Altitude maximale/i],
  ['areas', '', /Type de zone|Type/i],
  ['articles', '', /Type d'article|Catégories/i],
  ['books', '', /Auteur|Types d'ouvrage/i],
  ['images', '', /Type d'image|Auteur/i],
  ['maps', '', /Éditeur|Code/i],
  ['xreports', '', /Type d'événement|Activité/i],
];

for (const [plural, query, label] of TYPES) {
  test(`a ${plural.slice(0, -1)} page shows its title and catalog fields`, async ({ page }) => {
    // The oldest of the newest: other specs write documents while this one runs (a route just
    // created has no elevation yet), never the demo's.
    const list = await (await page.request.get(`/api/${plural}?limit=100&pl=fr&${query}`)).json();
    const doc = (list.documents as { document_id: number; locales: { title: string }[] }[]).reduce((a, b) =>
      b.document_id < a.document_id ? b : a,
    );
    await page.goto(`/${plural}/${doc.document_id}`);
    const title = doc.locales[0]!.title;
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText(label).first()).toBeVisible();
    // The address is rewritten to the title slug (spec 2 §2).
    await expect(page).toHaveURL(new RegExp(`/${plural}/${doc.document_id}/[a-z]{2}(/|$)`));
  });
}

test('a public profile page shows the user name', async ({ page }) => {
  const outings = await (await page.request.get('/api/outings?limit=1')).json();
  const author = outings.documents[0].author;
  const profile = await (await page.request.get(`/api/profiles/${author.user_id}`)).json();
  await page.goto(`/profiles/${author.user_id}`);
  if (profile.not_authorized) {
    await expect(
      page
        .getByText('This profile is only available to authenticated users.')
        .or(page.getByText(/authentifiés/)),
    ).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(author.name);
  }
});

// The failed load logs a 404 on purpose: this test does not use the console-error guard.
base('an unknown document shows the 404 page', async ({ page }) => {
  await page.goto('/routes/99999999');
  await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible();
});

test('document pages carry their title, description and canonical link in the served HTML', async ({
  request,
}) => {
  const list = await (await request.get('/api/routes?limit=1&pl=fr')).json();
  const doc = list.documents[0];
  const html = await (await request.get(`/routes/${doc.document_id}`)).text();
  expect(html).toContain(`${doc.locales[0].title}`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/routes/${doc.document_id}/fr/`));
  expect(html).toMatch(/<meta property="og:title"/);
});
