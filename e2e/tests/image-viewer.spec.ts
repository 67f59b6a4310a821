import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, isMobileProject, test } from './fixtures.ts';

// Spec 1 §2.2 image viewer: full-screen carousel with an info panel, opened from the home
// dashboard's gallery and from the images box of detail pages; closes on Escape, Back and wheel.

type ImageDoc = {
  document_id: number;
  author: string | null;
  date_time: string | null;
  camera_name: string | null;
  exposure_time: number | null;
  fnumber: number | null;
  focal_length: number | null;
  iso_speed: number | null;
  width: number;
  height: number;
  image_type: string;
  cooked: { title: string };
};

const imageDoc = async (request: APIRequestContext, id: number): Promise<ImageDoc> =>
  (await request.get(`/api/images/${id}?cook=fr`)).json();

const idOfHref = (href: string | null) => Number(/^\/images\/(\d+)/.exec(href ?? '')?.[1]);
const imageParam = (page: Page) => new URL(page.url()).searchParams.get('image');
const viewerOf = (page: Page) => page.getByRole('dialog', { name: "Visionneuse d'images" });
const field = (page: Page, key: string) => viewerOf(page).locator(`[data-field="${key}"] dd`);

/** The info panel: open by default on desktop, closed on phones until the toggle is pressed. */
async function showInfo(page: Page, isMobile: boolean) {
  const toggle = viewerOf(page).getByRole('button', { name: 'Afficher ou masquer les informations' });
  await expect(toggle).toHaveAttribute('aria-expanded', isMobile ? 'false' : 'true');
  if (isMobile) {
    await expect(viewerOf(page).getByRole('heading', { name: 'Informations' })).toHaveCount(0);
    await toggle.click();
  }
  await expect(viewerOf(page).getByRole('heading', { name: 'Informations' })).toBeVisible();
}

/** The panel's fields against the image document of the API (api.md §7.7). */
async function expectInfoOf(page: Page, doc: ImageDoc) {
  // An image uploaded without a title (issue 15: the title is optional) shows as untitled.
  await expect(field(page, 'title')).toHaveText(doc.cooked.title || 'Image sans titre');
  // An uploaded image has only what its file and its uploader gave (issue 15): no author row
  // without an author, camera settings only from a camera.
  if (doc.author) await expect(field(page, 'author')).toHaveText(doc.author);
  else await expect(field(page, 'author')).toHaveCount(0);
  if (doc.date_time) await expect(field(page, 'date')).toHaveText(/^\d{1,2} \S+ \d{4} à \d{2}:\d{2}$/);
  else await expect(field(page, 'date')).toHaveCount(0);
  await expect(field(page, 'licence')).toHaveText(
    doc.image_type === 'collaborative'
      ? 'CC BY-SA 3.0'
      : doc.image_type === 'personal'
        ? 'CC BY-NC-ND 3.0'
        : /copyright/,
  );
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat('fr', { maximumFractionDigits: digits }).format(value);
  // Camera settings: exposure as 1/x s, f-number, focal length in mm, ISO.
  if (doc.camera_name && doc.exposure_time && doc.fnumber && doc.focal_length && doc.iso_speed)
    await expect(field(page, 'camera')).toHaveText(
      `${doc.camera_name} · 1/${Math.round(1 / doc.exposure_time)} s · f/${number(doc.fnumber, 1)} · ` +
        `${number(doc.focal_length, 1)} mm · ISO ${number(doc.iso_speed)}`,
    );
  await expect(field(page, 'resolution')).toHaveText(`${number(doc.width)} × ${number(doc.height)} px`);
  await expect(viewerOf(page).getByRole('link', { name: "Voir la fiche de l'image" })).toHaveAttribute(
    'href',
    // The title's slug follows when the image has a title.
    new RegExp(`^/images/${doc.document_id}/fr(/|$)`),
  );
}

test('the dashboard gallery opens the viewer, which turns with the arrow keys and closes on Escape, Back and wheel', async ({
  page,
}, testInfo) => {
  const isMobile = isMobileProject(testInfo.project.name);
  await page.goto('/');
  const thumbnails = page.getByRole('region', { name: 'Dernières images' }).locator('ul a:visible');
  await expect(thumbnails.first()).toBeVisible();
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const ids = await Promise.all(
    Array.from({ length: 3 }, async (_, i) => idOfHref(await thumbnails.nth(i).getAttribute('href'))),
  );

  await thumbnails.nth(1).click();
  const viewer = viewerOf(page);
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute('aria-modal', 'true');
  expect(imageParam(page)).toBe(String(ids[1]));
  // The viewer turns through all the gallery's images, those hidden on phones included.
  const total = await page.getByRole('region', { name: 'Dernières images' }).locator('ul a').count();
  await expect(viewer.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
  await expect(viewer.locator(`[data-image-id="${ids[1]}"] img[src*="size=BI"]`)).toBeVisible();
  await showInfo(page, isMobile);
  await expectInfoOf(page, await imageDoc(page.request, ids[1]!));

  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
  expect(imageParam(page)).toBe(String(ids[2]));
  await expectInfoOf(page, await imageDoc(page.request, ids[2]!));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
  expect(imageParam(page)).toBe(String(ids[0]));
  await viewer.getByRole('button', { name: 'Image suivante' }).click();
  await expect(viewer.getByText(`2 / ${total}`, { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  expect(imageParam(page)).toBeNull();
  await expect(thumbnails.first()).toBeVisible();

  // Back closes it, and stays on the home page.
  await thumbnails.first().click();
  await expect(viewer.getByText(`1 / ${total}`, { exact: true })).toBeVisible();
  expect(imageParam(page)).toBe(String(ids[0]));
  await page.goBack();
  await expect(viewer).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(imageParam(page)).toBeNull();

  // The mouse wheel over the picture closes it too.
  await thumbnails.nth(2).click();
  await expect(viewer.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
  const box = await viewer.locator(`[data-image-id="${ids[2]}"]`).boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(0, 120);
  await expect(viewer).toBeHidden();
  expect(imageParam(page)).toBeNull();
});

/**
 * A route of the demo guidebook that has images (api.md §5.1 associations.images), found once per
 * worker from the latest images' linked routes: a few requests rather than a scan of the routes.
 */
let routeWithImages: Promise<{ routeId: number; imageIds: number[] }> | undefined;
function findRouteWithImages(request: APIRequestContext) {
  routeWithImages ??= (async () => {
    const images = (await (await request.get('/api/images?limit=30')).json()).documents as {
      document_id: number;
    }[];
    for (const { document_id } of images) {
      const image = await (await request.get(`/api/images/${document_id}`)).json();
      const routeId = (image.associations?.routes as { document_id: number }[] | undefined)?.[0]?.document_id;
      if (routeId === undefined) continue;
      const route = await (await request.get(`/api/routes/${routeId}`)).json();
      const imageIds = ((route.associations?.images ?? []) as { document_id: number }[]).map(
        (linked) => linked.document_id,
      );
      if (imageIds.length > 0) return { routeId, imageIds };
    }
    throw new Error('no demo route with images');
  })();
  routeWithImages.catch(() => (routeWithImages = undefined));
  return routeWithImages;
}

/** The detail page of a route with images, its first image's thumbnail shown. */
async function openRouteWithImages(page: Page) {
  const { routeId, imageIds } = await findRouteWithImages(page.request);
  await page.goto(`/routes/${routeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const images = page.getByRole('region', { name: /^Images/ });
  const thumbnail = images.locator(`a[href^="/images/${imageIds[0]}"]`);
  await expect(thumbnail).toBeVisible();
  return { routeId, imageIds, first: imageIds[0]!, thumbnail };
}

test('a detail page opens the viewer on its images; Back closes it', async ({ page }, testInfo) => {
  const isMobile = isMobileProject(testInfo.project.name);
  const { routeId, imageIds, first, thumbnail } = await openRouteWithImages(page);
  await thumbnail.click();
  const viewer = viewerOf(page);
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`1 / ${imageIds.length}`, { exact: true })).toBeVisible();
  if (imageIds.length === 1) {
    await expect(viewer.getByRole('button', { name: 'Image suivante' })).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Image précédente' })).toHaveCount(0);
  }
  await showInfo(page, isMobile);
  await expectInfoOf(page, await imageDoc(page.request, first));
  // Anonymous visitors get no edit link.
  await expect(viewer.getByRole('link', { name: "Modifier l'image" })).toHaveCount(0);

  await page.goBack();
  await expect(viewer).toBeHidden();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/routes/${routeId}`));
  await expect(thumbnail).toBeFocused();
});

test('a shared address with ?image= opens the viewer; closing removes the parameter in place', async ({
  page,
}) => {
  const { first } = await openRouteWithImages(page);
  const pageUrl = new URL(page.url());
  await page.goto(`${pageUrl.pathname}?image=${first}`);
  const viewer = viewerOf(page);
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Fermer la visionneuse' }).click();
  await expect(viewer).toBeHidden();
  // Still the same page (which may have written its address in full: language and slug).
  expect(new URL(page.url()).pathname.startsWith(pageUrl.pathname.replace(/\/$/, ''))).toBe(true);
  expect(imageParam(page)).toBeNull();
});

test('the viewer links to the image page', async ({ page }, testInfo) => {
  const { first, thumbnail } = await openRouteWithImages(page);
  await thumbnail.click();
  const viewer = viewerOf(page);
  await showInfo(page, isMobileProject(testInfo.project.name));
  await viewer.getByRole('link', { name: "Voir la fiche de l'image" }).click();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/images/${first}/fr/`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the open viewer has no serious or critical accessibility violation', async ({ page }, testInfo) => {
  await page.goto('/');
  const thumbnails = page.getByRole('region', { name: 'Dernières images' }).locator('ul a:visible');
  await thumbnails.first().click();
  await expect(viewerOf(page)).toBeVisible();
  await showInfo(page, isMobileProject(testInfo.project.name));
  await expect(field(page, 'resolution')).toBeVisible();
  // The open image itself (the carousel keeps its neighbours hidden beside it).
  const openImage = viewerOf(page).locator(`[data-image-id="${imageParam(page)}"] img[src*="size=BI"]`);
  await expect(openImage).toBeVisible();
  await expectNoSeriousViolation(page, viewerOf(page));
});
