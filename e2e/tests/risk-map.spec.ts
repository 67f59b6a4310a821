import type { Page } from '@playwright/test';
import { E2E_AVALANCHE_ZONES } from '../fake-avalanche.ts';
import { CONE, PLANE, toMercator } from '../fake-terrain.ts';
import { expect, expectNoSeriousViolation, isMobileProject, openSideMenu, test } from './fixtures.ts';

/**
 * Issue 17: the risk tool's map computed from the fake terrain tiles (e2e/fake-terrain.ts), at
 * both widths of the projects. The overlay's own canvas (class `risk-overlay`) is read pixel by
 * pixel and each pixel named by the nearest colour of the legend
 * (`RISK_CELL_COLOURS` of packages/domain/src/risk/terrain.ts).
 */

const COLOURS = {
  none: [0, 0, 0, 0],
  acceptable: [47, 158, 68, 80],
  increased: [250, 204, 21, 170],
  high: [245, 124, 0, 180],
  excluded: [214, 40, 40, 180],
} as const;
type CellClass = keyof typeof COLOURS;

/** EPSG:3857 metres per screen pixel at zoom 14, where the map opens on a small `bbox`. */
const RESOLUTION_14 = (2 * Math.PI * 6378137) / 256 / 2 ** 14;

/** Whether a `geom_detail` is a line spanning less than 2 km (EPSG:3857 metres) each way. */
function isShortLine(geomDetail: string | null | undefined): boolean {
  if (!geomDetail) return false;
  const geometry = JSON.parse(geomDetail) as { type: string; coordinates: number[][] };
  if (geometry.type !== 'LineString') return false;
  const xs = geometry.coordinates.map(([x = 0]) => x);
  const ys = geometry.coordinates.map(([, y = 0]) => y);
  return Math.max(...xs) - Math.min(...xs) < 2000 && Math.max(...ys) - Math.min(...ys) < 2000;
}

/** Opens the risk tool on a `bbox` of 200 m around a place (the view opens at zoom 14 on it). */
async function openAt(page: Page, [lon, lat]: readonly [number, number]) {
  const [x, y] = toMercator(lon, lat);
  await page.goto(`/yeti?bbox=${[x - 100, y - 100, x + 100, y + 100].map(Math.round).join(',')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yeti, le risque avalanche' })).toBeVisible();
  await expect(page.getByTestId('risk-map-status')).toContainText('Choisissez le niveau de danger');
}

/** The class of the overlay's pixel `east`, `north` ground metres from the map's centre. */
function classAt(page: Page, east: number, north: number, latitude: number): Promise<CellClass | null> {
  const scale = 1 / Math.cos((latitude * Math.PI) / 180) / RESOLUTION_14;
  return page.evaluate(
    ([dx, dy, colours]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.risk-overlay canvas');
      if (!canvas || canvas.clientWidth === 0) return null;
      const ratio = canvas.width / canvas.clientWidth;
      const x = Math.round((canvas.clientWidth / 2 + dx) * ratio);
      const y = Math.round((canvas.clientHeight / 2 - dy) * ratio);
      const pixel = [...canvas.getContext('2d')!.getImageData(x, y, 1, 1).data];
      let best: string | null = null;
      let distance = 40; // farther from every colour: none of them (an edge, a blend)
      for (const [name, colour] of Object.entries(colours)) {
        const d = Math.max(...colour.map((value, i) => Math.abs(value - pixel[i]!)));
        if (d < distance) [best, distance] = [name, d];
      }
      return best as CellClass | null;
    },
    [east * scale, north * scale, COLOURS] as const,
  );
}

async function chooseBulletin(page: Page, level: string, method: RegExp) {
  await page.getByLabel('Niveau de danger', { exact: true }).selectOption(level);
  await page.getByRole('radio', { name: method }).check();
}

test('the 32° plane is coloured by each method', async ({ page }) => {
  await openAt(page, PLANE.centre);
  const latitude = PLANE.centre[1];
  const at = () => classAt(page, 0, 0, latitude);

  await chooseBulletin(page, '3', /Débutant \(MRD\)/);
  await expect(page.getByTestId('risk-map-done')).toBeVisible();
  // MRD allows no slope above 30° at level 3; the plane is 32° everywhere around the centre.
  await expect.poll(at).toBe('excluded');
  await expect.poll(() => classAt(page, 150, -120, latitude)).toBe('excluded');

  // MRE allows 35° at level 3.
  await page.getByRole('radio', { name: /Élémentaire \(MRE\)/ }).check();
  await expect.poll(at).toBe('acceptable');

  // MRP: 8 ÷ (3 under 35° × 3 facing south) = 0.89; at level 4 16 ÷ 9 = 1.78 is too much.
  await page.getByRole('radio', { name: /Professionnelle \(MRP\)/ }).check();
  await expect.poll(at).toBe('acceptable');
  await page.getByLabel('Niveau de danger', { exact: true }).selectOption('4');
  await expect.poll(at).toBe('excluded');
});

test("the 38° cone's sides are coloured by their orientation (MRP)", async ({ page }) => {
  await openAt(page, CONE.summit);
  const latitude = CONE.summit[1];
  await chooseBulletin(page, '3', /Professionnelle \(MRP\)/);
  await expect(page.getByTestId('risk-map-done')).toBeVisible();
  // 8 ÷ 2 (under 40°) facing north; ÷ 6 facing south (outside the northern half): 1.33.
  await expect.poll(() => classAt(page, 0, 500, latitude)).toBe('excluded');
  await expect.poll(() => classAt(page, 0, -500, latitude)).toBe('high');
  await expect.poll(() => classAt(page, -500, 0, latitude)).toBe('high');
  // A small spaced group (×3): 1.33 facing north, 0.44 facing south, 0.67 facing east.
  await page.getByLabel('Taille du groupe (personnes)').fill('3');
  await page.getByLabel(/Distances de délestage/).check();
  await expect.poll(() => classAt(page, 0, 500, latitude)).toBe('high');
  await expect.poll(() => classAt(page, 0, -500, latitude)).toBe('acceptable');
  await expect.poll(() => classAt(page, 500, 0, latitude)).toBe('acceptable');
  // Beyond the cone the ground is flat: acceptable.
  await expect.poll(() => classAt(page, 1080, 1080, latitude)).toBe('acceptable');
});

test.describe('outside the terrain tiles', () => {
  test.use({ expectedConsoleErrors: [/404/] });

  test("loads a route's line by its id", async ({ page, request }, testInfo) => {
    type Doc = { document_id: number; geometry?: { geom_detail?: string | null } | null };
    const list = (await (await request.get('/api/routes?limit=50')).json()) as { documents: Doc[] };
    // A short demo line, the view fitted on it zoomed in enough for the risk map at both widths
    // (other tests of the run may have added long ones, which the map rightly calls too large).
    let found: Doc | undefined;
    for (const { document_id } of list.documents) {
      const doc = (await (await request.get(`/api/routes/${document_id}`)).json()) as Doc;
      if (isShortLine(doc.geometry?.geom_detail)) {
        found = doc;
        break;
      }
    }
    expect(found, 'a demo route with a short line').toBeDefined();
    await page.goto(`/yeti/${found!.document_id}`);
    const line = page.getByTestId('risk-line');
    await expect(line.getByRole('heading', { name: 'Pentes le long de la ligne' })).toBeVisible();
    await expect(line.getByRole('button', { name: 'Exporter en GPX' })).toBeVisible();
    // Loading a route is not a change of the user's: leaving asks nothing.
    await openSideMenu(page, isMobileProject(testInfo.project.name));
    await page.getByRole('link', { name: 'Topoguide' }).first().click();
    await expect(page).not.toHaveURL(/yeti/);

    // The view fits the route (a short one, away from the fake terrain): no longer the default
    // extent, too large for the risk map, but a place the terrain tiles do not cover.
    await page.goto(`/yeti/${found!.document_id}`);
    await expect(line.getByRole('heading', { name: 'Pentes le long de la ligne' })).toBeVisible();
    await chooseBulletin(page, '2', /Élémentaire \(MRE\)/);
    await expect(page.getByTestId('risk-map-status')).toContainText(
      "Cette zone n'est pas couverte par les données d'altitude de l'outil de risque.",
    );
  });

  test('says the area is not covered, and too large when zoomed out', async ({ page }) => {
    await openAt(page, [10.5, 46.5]);
    await chooseBulletin(page, '2', /Élémentaire \(MRE\)/);
    await expect(page.getByTestId('risk-map-status')).toContainText(
      "Cette zone n'est pas couverte par les données d'altitude de l'outil de risque.",
    );
    await page.goto('/yeti');
    await chooseBulletin(page, '2', /Élémentaire \(MRE\)/);
    await expect(page.getByTestId('risk-map-status')).toContainText(
      "La zone est trop grande pour l'outil de risque : zoomez.",
    );
  });
});

test('draws a line with its slopes and load-shedding spacing, and exports it as GPX', async ({
  page,
}, testInfo) => {
  await openAt(page, PLANE.centre);
  await page.getByRole('button', { name: 'Tracer une ligne' }).click();
  const map = page.getByTestId('map');
  const box = (await map.boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // Straight north (up the 32° plane), then east along it: ascent, then level.
  await page.mouse.click(cx - 60, cy + 120);
  await page.mouse.click(cx - 60, cy - 60);
  await page.mouse.dblclick(cx + 60, cy - 60);

  const line = page.getByTestId('risk-line');
  await expect(line.getByRole('heading', { name: 'Pentes le long de la ligne' })).toBeVisible();
  const rows = line.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('32°');
  await expect(rows.nth(1)).toContainText('Montée');
  await expect(rows.nth(1)).toContainText('10 m');
  await expect(rows.nth(2)).toContainText('0°');
  await expect(line).toContainText('au moins 10 m entre les personnes à la montée et 50 m à la descente');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolation(page);

  const download = page.waitForEvent('download');
  await line.getByRole('button', { name: 'Exporter en GPX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('yeti.gpx');
  const gpx = await file.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(gpx).toContain('<gpx version="1.1" creator="Cairn"');
  const elevations = [...gpx.matchAll(/<ele>([\d.]+)<\/ele>/g)].map((match) => Number(match[1]));
  expect(elevations).toHaveLength(3);
  // Up the plane, then level: the second and third points at the same height.
  expect(elevations[1]!).toBeGreaterThan(elevations[0]! + 100);
  expect(Math.abs(elevations[2]! - elevations[1]!)).toBeLessThan(1);

  // A drawn line is unsaved work: leaving asks first.
  await openSideMenu(page, isMobileProject(testInfo.project.name));
  await page.getByRole('link', { name: 'Topoguide' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('fills the danger level from the bulletin of the point clicked, which the user can still change', async ({
  page,
}) => {
  await openAt(page, PLANE.centre);
  await page.getByRole('radio', { name: /Élémentaire \(MRE\)/ }).check();
  await page.getByTestId('map').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('map').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('point-bulletin')).toContainText(
    `Niveau 3 repris du bulletin de ${E2E_AVALANCHE_ZONES.montBlanc}`,
  );
  const level = page.getByLabel('Niveau de danger', { exact: true });
  await expect(level).toHaveValue('3');
  // The map follows: MRE allows 35° at level 3, the plane's 32° is within.
  await expect.poll(() => classAt(page, 0, 0, PLANE.centre[1])).toBe('acceptable');
  await level.selectOption('4');
  await expect(level).toHaveValue('4');
  await expect.poll(() => classAt(page, 0, 0, PLANE.centre[1])).toBe('excluded');
});
