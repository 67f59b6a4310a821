import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolation, signIn, test } from './fixtures.ts';

/**
 * Issue 14: geometry editing on the edit forms (spec 3 §4) — a waypoint placed by a click on
 * the map, a route drawn on it, Reset and Clear, an outing from a GPX file (its simplification
 * confirmed, its dates and elevations taken from the track, its profile shown, its GPX download
 * compared with the file), and a file that yields nothing. Each project (desktop, mobile) writes its own documents.
 */

const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const editor = (page: Page) => page.getByTestId('geometry-editor');
const mapOf = (page: Page) => editor(page).getByTestId('map');
const latitude = (page: Page) => page.getByRole('textbox', { name: 'Latitude' });

/** Waits for the write to be answered, then for the document page the form goes to. */
async function saveAndOpen(page: Page, type: string): Promise<number> {
  const answered = page.waitForResponse(
    (res) =>
      new RegExp(`/api/${type}s(/\\d+)?$`).test(new URL(res.url()).pathname) &&
      ['POST', 'PUT'].includes(res.request().method()),
  );
  await save(page).click();
  expect((await answered).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/${type}s/\\d+`));
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/** The stored document, as the API answers it. */
async function stored(page: Page, type: string, id: number) {
  const res = await page.request.get(`/api/${type}s/${id}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown> & {
    geometry?: { geom?: string | null; geom_detail?: string | null };
  };
}

/**
 * Scrolls to the edit map, which loads once its place nears the screen (`WhenVisible`'s anchor
 * until then: the section's heading may be on screen while that place is not), and waits for it.
 */
async function showMap(page: Page) {
  const region = page.getByRole('region', { name: 'Géométrie' });
  // Again if the anchor gave way to the map while being scrolled to.
  await expect(async () => {
    const place = region.locator('[data-deferred], [data-testid="geometry-editor"]').first();
    await place.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(mapOf(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Clicks the edit map at a fraction of its size (OpenLayers tells a click from a drag by time). */
async function clickMap(page: Page, fx: number, fy: number, double = false) {
  await showMap(page);
  const box = await mapOf(page).boundingBox();
  if (!box) throw new Error('no map');
  const position = { x: box.width * fx, y: box.height * fy };
  if (double) await mapOf(page).dblclick({ position });
  else await mapOf(page).click({ position });
}

/** Points of the line in the new route form's draft (kept as the user edits, issue 12 §7). */
async function draftLineLength(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const draft = localStorage.getItem('cairn.draft.route.new.fr');
    return !!draft && draft.includes('LineString');
  });
  return page.evaluate(() => {
    const draft = JSON.parse(localStorage.getItem('cairn.draft.route.new.fr')!) as {
      document: { geometry: { geom_detail: string } };
    };
    return (JSON.parse(draft.document.geometry.geom_detail) as { coordinates: unknown[] }).coordinates.length;
  });
}

/** A waypoint of the demo guidebook, for the forms that need one. */
async function demoWaypointId(page: Page): Promise<number> {
  const res = await page.request.get('/api/waypoints?limit=1');
  return ((await res.json()) as { documents: { document_id: number }[] }).documents[0]!.document_id;
}

/**
 * A GPX track of `count` points one second apart, 2 m apart along a straight climb with
 * centimetre jitter (simplification keeps little of it), from 1000 m up by 1 m a point.
 */
function gpxTrack(count: number, start: Date): string {
  const points = Array.from({ length: count }, (_, i) => {
    const lat = 45.9 + i * 0.000018 + (i % 2) * 0.0000001;
    const lon = 6.9 + i * 0.000005;
    const time = new Date(start.getTime() + i * 1000).toISOString();
    return `<trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"><ele>${1000 + i}</ele><time>${time}</time></trkpt>`;
  });
  return `<?xml version="1.0"?><gpx version="1.1" creator="cairn-e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

type GpxPoint = { lat: number; lon: number; ele: number; time: number };

/** The track points of a GPX text (ours and the page's download write one `trkpt` per line point). */
function gpxPoints(gpx: string): GpxPoint[] {
  return [...gpx.matchAll(/<trkpt lat="([^"]+)" lon="([^"]+)">(.*?)<\/trkpt>/g)].map(
    ([, lat, lon, inner]) => ({
      lat: Number(lat),
      lon: Number(lon),
      ele: Number(/<ele>([^<]+)<\/ele>/.exec(inner!)?.[1]),
      time: Date.parse(/<time>([^<]+)<\/time>/.exec(inner!)?.[1] ?? ''),
    }),
  );
}

/** Ground distance in metres between two nearby points (equirectangular: exact enough below 1 km). */
function metresBetween(a: GpxPoint, b: GpxPoint): number {
  const rad = Math.PI / 180;
  const x = (b.lon - a.lon) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6_371_000;
}

test('a waypoint placed by a click on the map', async ({ page }, testInfo) => {
  await signIn(page, 'contributor', '/waypoints/add/fr');
  await page
    .getByRole('textbox', { name: /^Titre/ })
    .fill(`Point cliqué ${testInfo.project.name} ${Date.now() % 100000}`);
  await page.getByRole('combobox', { name: /Type de point de passage/ }).selectOption('summit');
  await page
    .getByRole('spinbutton', { name: /^Altitude/ })
    .first()
    .fill('2400');
  await expect(page.getByText('Cliquez sur la carte pour placer le point.')).toBeVisible();
  await expect(latitude(page)).toHaveValue('');
  await clickMap(page, 0.5, 0.6);
  // The typed inputs follow the map.
  await expect(latitude(page)).not.toHaveValue('');
  await expect(page.getByText('Cliquez sur la carte pour placer le point.')).toBeHidden();
  const id = await saveAndOpen(page, 'waypoint');
  const doc = await stored(page, 'waypoint', id);
  expect(JSON.parse(doc.geometry?.geom ?? 'null')).toMatchObject({ type: 'Point' });
});

test.describe.serial('a route drawn on the map, then Reset and Clear', () => {
  let routeId = 0;

  test('draws the point, then the line', async ({ page }, testInfo) => {
    await signIn(page, 'contributor', '/waypoints');
    await page.goto(`/routes/add/fr?w=${await demoWaypointId(page)}`);
    await page
      .getByRole('textbox', { name: /^Titre/ })
      .fill(`Ligne tracée ${testInfo.project.name} ${Date.now() % 100000}`);
    await page.getByRole('checkbox', { name: 'Randonnée', exact: true }).check();
    await clickMap(page, 0.3, 0.7);
    await expect(latitude(page)).not.toHaveValue('');
    await expect(page.getByText(/Cliquez sur la carte pour tracer la ligne/)).toBeVisible();
    await clickMap(page, 0.3, 0.7);
    await clickMap(page, 0.45, 0.55);
    await clickMap(page, 0.6, 0.5);
    await clickMap(page, 0.7, 0.4, true);
    await expect(page.getByText(/Cliquez sur la carte pour tracer la ligne/)).toBeHidden();
    const drawn = await draftLineLength(page);
    expect(drawn).toBeGreaterThanOrEqual(4);
    // A click selects a vertex; "Supprimer le sommet" removes it.
    const deleteVertex = page.getByRole('button', { name: 'Supprimer le sommet' });
    await expect(deleteVertex).toBeDisabled();
    await clickMap(page, 0.45, 0.55);
    await deleteVertex.click();
    await expect(deleteVertex).toBeDisabled();
    await expect.poll(() => draftLineLength(page)).toBe(drawn - 1);
    routeId = await saveAndOpen(page, 'route');
    const doc = await stored(page, 'route', routeId);
    const line = JSON.parse(doc.geometry?.geom_detail ?? 'null') as { type: string; coordinates: unknown[] };
    expect(line.type).toBe('LineString');
    expect(line.coordinates).toHaveLength(drawn - 1);
  });

  test('Clear removes the line and the point; Reset brings them back', async ({ page }) => {
    await signIn(page, 'contributor', `/routes/edit/${routeId}/fr`);
    const reset = page.getByRole('button', { name: 'Réinitialiser la géométrie' });
    await expect(latitude(page)).not.toHaveValue('');
    await expect(reset).toBeDisabled();
    // The map loads as it nears the screen, and the buttons under it may move then: a user
    // clicks once it is there.
    await showMap(page);
    await page.getByRole('button', { name: 'Effacer', exact: true }).click();
    await expect(latitude(page)).toHaveValue('');
    await expect(page.getByText('Cliquez sur la carte pour placer le point.')).toBeVisible();
    await reset.click();
    await expect(latitude(page)).not.toHaveValue('');
    await expect(reset).toBeDisabled();
  });
});

test('an outing from a GPX file: simplified, dated and measured from its track', async ({
  page,
}, testInfo) => {
  await signIn(page, 'contributor', '/waypoints');
  const routes = await page.request.get('/api/routes?limit=1');
  const route = ((await routes.json()) as { documents: { document_id: number }[] }).documents[0]!;
  await page.goto(`/outings/add/fr?r=${route.document_id}&act=hiking`);
  await page
    .getByRole('textbox', { name: /^Titre/ })
    .fill(`Sortie importée ${testInfo.project.name} ${Date.now() % 100000}`);
  // The route filled its elevations (spec 3 §4, and the newest route may be one another spec
  // gave 3012 m): emptied, they are the track's to fill.
  for (const name of [/Altitude min/, /Altitude max/]) await page.getByRole('spinbutton', { name }).fill('');
  // Noon, three days ago: the same day in every time zone the browser may have.
  const start = new Date(Date.now() - 3 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const day = start.toISOString().slice(0, 10);
  await page.getByTestId('geometry-file').setInputFiles({
    name: 'trace.gpx',
    mimeType: 'application/gpx+xml',
    buffer: Buffer.from(gpxTrack(600, start)),
  });
  const notice = page.getByRole('alertdialog', { name: 'Simplifier la géométrie ?' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(/600 → \d+ points/);
  // Nothing else until it is answered.
  await expect(save(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Importer un fichier GPS' })).toBeDisabled();
  await expect(notice.getByRole('checkbox', { name: /Date de début/ })).toBeChecked();
  await expect(notice.getByRole('checkbox', { name: /Altitude min/ })).toBeChecked();
  await showMap(page);
  await expectNoSeriousViolation(page, page.getByRole('region', { name: 'Géométrie' }));
  await notice.getByRole('button', { name: 'Confirmer' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByLabel(/Date de début/)).toHaveValue(day);
  await expect(page.getByLabel(/Date de fin/)).toHaveValue(day);
  await expect(page.getByRole('spinbutton', { name: /Altitude min/ })).toHaveValue('1000');
  await expect(page.getByRole('spinbutton', { name: /Altitude max/ })).toHaveValue('1599');
  await expect(editor(page).getByText('Profil altimétrique')).toBeVisible();
  const id = await saveAndOpen(page, 'outing');
  const doc = await stored(page, 'outing', id);
  expect(doc.date_start).toBe(day);
  const detail = JSON.parse(doc.geometry?.geom_detail ?? 'null') as { coordinates: number[][] };
  expect(detail.coordinates.length).toBeLessThan(600);
  // Kept points keep their elevation and time.
  expect(detail.coordinates[0]).toHaveLength(4);

  // Issue 14 §5: the page's GPX download gives back the points kept, each one of the file's
  // points within 1 m and 1 s, in order, first and last included.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger en GPX' }).click();
  const file = await (await download).path();
  const points = gpxPoints(fs.readFileSync(file, 'utf8'));
  expect(points).toHaveLength(detail.coordinates.length);
  const original = gpxPoints(gpxTrack(600, start));
  let from = 0;
  for (const point of points) {
    const index = original.findIndex(
      (o, i) => i >= from && metresBetween(o, point) <= 1 && Math.abs(o.time - point.time) <= 1000,
    );
    expect(index, `downloaded point ${JSON.stringify(point)} is one of the file's`).toBeGreaterThanOrEqual(0);
    expect(Math.abs(original[index]!.ele - point.ele)).toBeLessThanOrEqual(1);
    from = index + 1;
  }
  expect(points[0]!.time).toBe(original[0]!.time);
  expect(points.at(-1)!.time).toBe(original.at(-1)!.time);
});

test('a file with no GPS data shows the toast and changes nothing', async ({ page }) => {
  await signIn(page, 'contributor', '/routes/add/fr');
  await page.getByTestId('geometry-file').setInputFiles({
    name: 'notes.gpx',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a track at all'),
  });
  await expect(page.getByText("Aucune donnée n'a pu être extraite du fichier GPS")).toBeVisible();
  await expect(latitude(page)).toHaveValue('');
  await expect(save(page)).toBeEnabled();
});

test('a GPS file dropped on the map of a waypoint gives its point', async ({ page }) => {
  await signIn(page, 'contributor', '/waypoints/add/fr');
  await showMap(page);
  const dataTransfer = await page.evaluateHandle(
    (text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'sommet.gpx', { type: 'application/gpx+xml' }));
      return transfer;
    },
    gpxTrack(3, new Date(Date.UTC(2026, 0, 10, 10))),
  );
  await editor(page).dispatchEvent('dragover', { dataTransfer });
  await expect(page.getByText('Déposez le fichier pour en importer la géométrie')).toBeVisible();
  await editor(page).dispatchEvent('drop', { dataTransfer });
  await expect(latitude(page)).toHaveValue('45.900000');
  await expect(page.getByRole('textbox', { name: 'Longitude' })).toHaveValue('6.900000');
});
