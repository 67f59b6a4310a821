import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './fixtures.ts';

/**
 * Spec 2 §6 (issue 15 §7): a personal image is deleted by its creator, within 24 hours, from its
 * page's tool box; another contributor sees no such entry and the API refuses them; afterwards
 * the image's page, its files and its place on the outing are gone.
 */

// The refused deletion and the gone image log their status as console errors.
test.use({ expectedConsoleErrors: [/status of (403|404)/] });

async function headersOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/users/login', {
    data: { username, password: 'cairn-demo', discourse: false },
  });
  expect(res.ok()).toBe(true);
  return { Authorization: `JWT token="${(await res.json()).token}"` };
}

/** A new outing of the contributor with one uploaded photo: a personal image of theirs. */
async function outingWithImage(request: APIRequestContext, name: string) {
  const headers = await headersOf(request, 'contributor');
  const routes = await (await request.get('/api/routes?limit=1')).json();
  const outing = await request.post('/api/outings', {
    headers,
    data: {
      activities: ['hiking'],
      date_start: '2024-08-02',
      date_end: '2024-08-02',
      locales: [{ lang: 'fr', title: `Sortie à effacer ${name} ${Date.now() % 100000}` }],
      associations: {
        routes: [{ document_id: routes.documents[0].document_id }],
        users: [{ document_id: 1 }],
      },
    },
  });
  expect(outing.ok(), await outing.text()).toBe(true);
  const outingId = (await outing.json()).document_id as number;
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3b6e8f' } })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/images/upload', {
    headers,
    multipart: { file: { name: 'lac.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const filename = (await upload.json()).filename as string;
  const list = await request.post('/api/images/list', {
    headers,
    data: {
      images: [
        {
          filename,
          activities: ['hiking'],
          locales: [{ lang: 'fr', title: `Lac du matin ${name}` }],
          associations: { outings: [{ document_id: outingId }] },
        },
      ],
    },
  });
  expect(list.ok(), await list.text()).toBe(true);
  const imageId = (await list.json()).images[0].document_id as number;
  const image = await (await request.get(`/api/images/${imageId}`)).json();
  expect(image.image_type).toBe('personal');
  return { outingId, imageId, filename };
}

const tools = (page: import('@playwright/test').Page) => page.getByRole('complementary', { name: 'Outils' });

test('another contributor cannot delete a personal image', async ({ page }, testInfo) => {
  const { imageId } = await outingWithImage(page.request, `${testInfo.project.name}-other`);
  await signIn(page, 'lea.bouvier', `/images/${imageId}/fr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lac du matin');
  await expect(
    tools(page)
      .getByRole('button', { name: 'Modifier' })
      .or(tools(page).getByRole('link', { name: 'Modifier' })),
  ).toHaveCount(0);
  await expect(tools(page).getByRole('button', { name: 'Supprimer ce document' })).toHaveCount(0);
  // The API says no too, in its error shape.
  const res = await page.request.delete(`/api/documents/delete/${imageId}`, {
    headers: await headersOf(page.request, 'lea.bouvier'),
  });
  expect(res.status()).toBe(403);
  expect((await page.request.get(`/api/images/${imageId}`)).status()).toBe(200);
});

test('the creator deletes a personal image from its page; it is gone everywhere', async ({
  page,
}, testInfo) => {
  const { outingId, imageId, filename } = await outingWithImage(page.request, `${testInfo.project.name}-own`);
  await signIn(page, 'contributor', `/outings/${outingId}/fr`);
  await expect(page.getByRole('img', { name: /Lac du matin/ })).toHaveCount(1);
  await page.goto(`/images/${imageId}/fr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lac du matin');
  await tools(page).getByRole('button', { name: 'Supprimer ce document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer ce document ?' });
  await expect(dialog.getByText('Attention : cette action est irréversible !')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Le document a été supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/images(\?|$)/);

  // Its page, its API document, its proxy and its files are gone; the outing no longer shows it.
  expect((await page.request.get(`/api/images/${imageId}`)).status()).toBe(404);
  expect((await page.request.get(`/api/images/proxy/${imageId}?size=MI`, { maxRedirects: 0 })).status()).toBe(
    404,
  );
  expect((await page.request.get(`/media/${filename}`)).status()).toBe(404);
  expect((await page.request.get(`/media/${filename.replace('.jpg', 'MI.jpg')}`)).status()).toBe(404);
  await page.goto(`/outings/${outingId}/fr`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sortie à effacer');
  await expect(page.getByRole('img', { name: /Lac du matin/ })).toHaveCount(0);
  await page.goto(`/images/${imageId}/fr`);
  await expect(page.getByText('Page non trouvée').first()).toBeVisible();
});
