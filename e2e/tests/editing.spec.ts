import type { Browser, Page } from '@playwright/test';
import { CONSENT_KEY, expect, expectNoSeriousViolation, isMobileProject, signIn, test } from './fixtures.ts';

/**
 * Issue 12: writing to the guidebook from its own web app — create a waypoint then a route
 * from it, translate it, edit it as a moderator, a version conflict between two contexts, an
 * outing added from the route page, a draft restored after a reload, the required fields of
 * an outing, and who sees no edit. Each project (desktop, mobile) writes its own documents.
 */

const tools = (page: Page) => page.getByRole('complementary', { name: 'Outils' });
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });

/** Waits for the write to be answered, then for the document page the form goes to. */
async function saveAndOpen(page: Page, type: string): Promise<number> {
  const answered = page.waitForResponse(
    (res) =>
      /\/api\/(routes|waypoints|outings|xreports)(\/\d+)?$/.test(new URL(res.url()).pathname) &&
      ['POST', 'PUT'].includes(res.request().method()),
  );
  await save(page).click();
  expect((await answered).ok()).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/${type}s/\\d+`));
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

/**
 * Opens a document page and waits for its address to carry the title's slug: the page rewrites
 * it once loaded, which would cancel a navigation started before.
 */
async function openDocument(page: Page, user: string, path: string) {
  await signIn(page, user, path);
  await expect(page).toHaveURL(new RegExp(`${path}/[^/]+$`));
}

/** The markdown text area of a section, by its label. */
const text = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe.serial('a contributor writes a waypoint and a route', () => {
  let waypointId = 0;
  let routeId = 0;
  const suffix = `${Date.now() % 100000}`;

  test('creates a summit with its elevation and position', async ({ page }, testInfo) => {
    const title = `Sommet d'essai ${testInfo.project.name} ${suffix}`;
    await signIn(page, 'contributor', '/waypoints/add/fr');
    await expect(page.getByRole('heading', { name: 'Nouveau document : Point de passage' })).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
    await page.getByRole('combobox', { name: /Type de point de passage/ }).selectOption('summit');
    await page
      .getByRole('spinbutton', { name: /^Altitude/ })
      .first()
      .fill('3012');
    await page.getByRole('textbox', { name: 'Latitude' }).fill('45.91');
    await page
      .getByRole('textbox', { name: 'Longitude' })
      .fill(isMobileProject(testInfo.project.name) ? '6.93' : '6.92');
    waypointId = await saveAndOpen(page, 'waypoint');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.getByText(/^3\s012 m$/)).toBeVisible();
  });

  test('adds a ski-touring route from the summit, with a link and a pitch table', async ({ page }) => {
    await openDocument(page, 'contributor', `/waypoints/${waypointId}/fr`);
    await tools(page).getByRole('link', { name: 'Ajouter un itinéraire depuis ce point' }).click();
    await expect(page).toHaveURL(new RegExp(`/routes/add/fr\\?w=${waypointId}`));
    await page.getByRole('textbox', { name: /^Titre/ }).fill(`Face nord ${suffix}`);
    await page.getByRole('checkbox', { name: 'Ski de randonnée' }).check();
    await page.getByRole('combobox', { name: /Cotation ski technique/ }).selectOption('3.2');
    await page.getByRole('button', { name: 'Orientation N', exact: true }).click();
    await page.getByRole('button', { name: 'Orientation NE', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Orientation NE', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await text(page, 'Description').fill(
      `Départ du parking, montée vers [[waypoints/${waypointId}|le sommet]].\n\nL# | 40 m | 4c\nL# | 30 m | 5a\n`,
    );
    routeId = await saveAndOpen(page, 'route');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Face nord ${suffix}`);
    await expect(page.getByRole('link', { name: 'le sommet' })).toHaveAttribute(
      'href',
      new RegExp(`/waypoints/${waypointId}`),
    );
    await expect(page.getByRole('table').filter({ hasText: '4c' })).toBeVisible();
    await page.goto(`/waypoints/${waypointId}/fr`);
    await expect(page.getByRole('link', { name: new RegExp(`Face nord ${suffix}`) }).first()).toBeVisible();
  });

  test('translates the route into English, the French text beside', async ({ page }) => {
    await openDocument(page, 'contributor', `/routes/${routeId}/fr`);
    // The menu is a disclosure: opened once its languages show (a click that landed while the
    // boxes above it were still arriving and moving it is made again).
    const english = tools(page).getByRole('link', { name: 'English' });
    await expect(async () => {
      if (!(await english.isVisible())) await tools(page).getByText('Traduire').click();
      await expect(english).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await english.click();
    await expect(page).toHaveURL(new RegExp(`/routes/edit/${routeId}/en\\?from=fr`));
    await expect(page.getByText(`Face nord ${suffix}`).first()).toBeVisible();
    await page.getByRole('textbox', { name: /^Titre/ }).fill(`North face ${suffix}`);
    await saveAndOpen(page, 'route');
    await page.goto(`/routes/${routeId}/en`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`North face ${suffix}`);
  });

  test('a moderator edits the route with a comment', async ({ page }) => {
    await signIn(page, 'moderator', `/routes/edit/${routeId}/fr`);
    await expect(
      page.getByRole('heading', { name: new RegExp(`Modification de « .*Face nord ${suffix}`) }),
    ).toBeVisible();
    await expectNoSeriousViolation(page);
    await page.getByRole('spinbutton', { name: /Altitude maximale/ }).fill('3012');
    await page.getByRole('textbox', { name: 'Commentaire sur vos modifications' }).fill('altitude du sommet');
    await saveAndOpen(page, 'route');
    await expect(page.getByText(/^3\s012 m$/).first()).toBeVisible();
    await page.goto(`/routes/history/${routeId}/fr`);
    await expect(page.getByText('altitude du sommet')).toBeVisible();
  });

  test('two people save at once: the second sees the conflict, and both edits are kept', async ({
    browser,
  }) => {
    const open = async (b: Browser) => {
      const context = await b.newContext({
        baseURL: test.info().project.use.baseURL,
        // The conflict screen at the project's width: 1280 px, and 375 px on the phone.
        viewport: test.info().project.use.viewport ?? { width: 1280, height: 900 },
      });
      // A valid choice made today: no banner over the form's buttons (on a phone it covers Save).
      await context.addInitScript((key) => {
        const choice = { statistics: false, social: false, ad: false, date: new Date().toISOString() };
        localStorage.setItem(key, JSON.stringify(choice));
      }, CONSENT_KEY);
      const page = await context.newPage();
      await signIn(page, 'contributor', `/routes/edit/${routeId}/fr`);
      await expect(text(page, 'Résumé')).toBeVisible();
      return page;
    };
    const first = await open(browser);
    const second = await open(browser);
    await text(first, 'Résumé').fill('Belle course de printemps.');
    await saveAndOpen(first, 'route');

    await text(second, 'Remarques').fill('Attention aux corniches en fin de saison.');
    await save(second).click();
    await expect(
      second.getByRole('heading', { name: /Quelqu’un d’autre a enregistré ce document/ }),
    ).toBeVisible();
    await second.getByRole('button', { name: 'Appliquer mes modifications à la nouvelle version' }).click();
    await expect(text(second, 'Résumé')).toHaveValue('Belle course de printemps.');
    await expect(text(second, 'Remarques')).toHaveValue('Attention aux corniches en fin de saison.');
    await saveAndOpen(second, 'route');
    await expect(second.getByText('Belle course de printemps.')).toBeVisible();
    await expect(second.getByText('Attention aux corniches en fin de saison.')).toBeVisible();
    await first.context().close();
    await second.context().close();
  });

  test('adds an outing from the route page, the route and the user already associated', async ({ page }) => {
    await openDocument(page, 'contributor', `/routes/${routeId}/fr`);
    await tools(page).getByRole('link', { name: 'Ajouter une sortie sur cet itinéraire' }).click();
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(
      new RegExp(`Face nord ${suffix}`),
    );
    await expect(page.getByRole('checkbox', { name: 'Ski de randonnée' })).toBeChecked();
    const associations = page.getByRole('region', { name: 'Documents associés' });
    await expect(associations.getByRole('link', { name: new RegExp(`Face nord ${suffix}`) })).toBeVisible();
    await expectNoSeriousViolation(page);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(/Date de début/).fill(day);
    await page.getByLabel(/Date de fin/).fill(day);
    await saveAndOpen(page, 'outing');
    await expect(page.getByRole('link', { name: new RegExp(`Face nord ${suffix}`) }).first()).toBeVisible();
  });
});

test('a half-filled form comes back after a reload', async ({ page }, testInfo) => {
  const title = `Brouillon ${testInfo.project.name} ${Date.now() % 100000}`;
  await signIn(page, 'contributor', '/routes/add/fr');
  await page.getByRole('textbox', { name: /^Titre/ }).fill(title);
  await page.waitForFunction(() => !!localStorage.getItem('cairn.draft.route.new.fr'));
  await page.reload();
  await page.getByRole('button', { name: 'Les reprendre' }).click();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title);
});

test('an outing without its required fields is not sent, each error under its field', async ({ page }) => {
  await signIn(page, 'contributor', '/outings/add/fr');
  await expect(page.getByRole('heading', { name: 'Nouveau document : Sortie' })).toBeVisible();
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/outings')) posts.push(req.url());
  });
  await save(page).click();
  await expect(page.getByText('Certains champs demandent votre attention')).toBeVisible();
  for (const field of ['title', 'activities', 'date_start', 'date_end'])
    await expect(page.locator(`[data-field="${field}"]`).getByText('champ obligatoire')).toBeVisible();
  await expect(page.getByText('au moins un itinéraire est requis')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Titre/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^Titre/ }).fill('Ab');
  await expect(page.locator('[data-field="title"]').getByText('Ce champ est trop court')).toBeVisible();
  expect(posts).toEqual([]);
});

test('no edit where the rules forbid it', async ({ page, browser }) => {
  // An outing of another user (Morgan Moderator): the contributor is not a participant.
  const res = await page.request.get('/api/outings?u=2&limit=1');
  const outing = (await res.json()).documents[0] as { document_id: number };
  await signIn(page, 'contributor', `/outings/${outing.document_id}/fr`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tools(page).getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await page.goto(`/outings/edit/${outing.document_id}/fr`);
  await expect(page.getByRole('heading', { name: 'Vous ne pouvez pas modifier ce document' })).toBeVisible();

  const routes = await page.request.get('/api/routes?limit=1');
  const route = (await routes.json()).documents[0] as { document_id: number };
  const anonymous = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await anonymous.goto(`/routes/${route.document_id}/fr`);
  await expect(anonymous.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tools(anonymous).getByRole('link', { name: 'Modifier' })).toHaveCount(0);
  await anonymous.goto(`/routes/edit/${route.document_id}/fr`);
  await expect(anonymous).toHaveURL(/\/auth\?redirect=/);
  await anonymous.context().close();
});

/** Issue 12 quality bar: the add and edit forms of routes, outings and waypoints, checked by axe. */
for (const kind of ['add', 'edit'] as const) {
  test(`the ${kind} forms of route, outing and waypoint have no serious accessibility violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const first = async (query: string) => {
      const res = await page.request.get(`/api/${query}`);
      return ((await res.json()).documents[0] as { document_id: number }).document_id;
    };
    // The contributor's own outing (the demo contributor is user 1), any route and waypoint.
    const pages =
      kind === 'add'
        ? ['/routes/add/fr', '/outings/add/fr', '/waypoints/add/fr']
        : [
            `/routes/edit/${await first('routes?limit=1&act=skitouring')}/fr`,
            `/outings/edit/${await first('outings?limit=1&u=1')}/fr`,
            `/waypoints/edit/${await first('waypoints?limit=1&wtyp=summit')}/fr`,
          ];
    await signIn(page, 'contributor');
    for (const path of pages) {
      await page.goto(path);
      await expect(save(page)).toBeVisible();
      await expectNoSeriousViolation(page);
    }
  });
}
