import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 16 §2: a server-rendered page shows before its scripts run, laid out for the width of the
 * screen (the layout class comes only with the scripts: what differs by width is CSS's), and the
 * app keeps that layout when it takes over.
 */

/** The visible controls of the top bar and whether the side menu shows, with their boxes. */
const shellOf = (page: Page) =>
  page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    // Names aside: a control may be named for its width once the app runs (`aria-label`).
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
    };
    return {
      // The top bar (it follows the page in the HTML; documents and dashboard blocks have headers).
      bar: [...document.getElementById('top-bar')!.querySelectorAll('a, button, input')]
        .filter(visible)
        .map(describe),
      menu: visible(document.querySelector('nav[aria-label="Menu principal"]')!.closest('aside')!),
      width: document.documentElement.scrollWidth,
    };
  });

for (const where of ['/', '/routes', 'route']) {
  test(`the page ${where} shows the top bar of its width before its scripts run, as the app keeps it`, async ({
    browser,
    page,
    request,
  }, info) => {
    const url =
      where === 'route'
        ? `/routes/${((await (await request.get('/api/routes?limit=1')).json()) as { documents: { document_id: number }[] }).documents[0]!.document_id}`
        : where;
    const viewport = info.project.use.viewport!;
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, locale: 'fr-FR' });
    const server = await context.newPage();
    await server.goto(url);
    const before = await shellOf(server);
    await context.close();

    await page.goto(url);
    const after = await shellOf(page);
    expect(before).toEqual(after);
    // Nothing sticks out of a phone's screen; the side menu is a drawer there.
    expect(before.width).toBe(viewport.width);
    expect(before.menu).toBe(viewport.width > 769);
  });
}

test('a route page and a list link two stylesheets before their first paint, the home page none of theirs', async ({
  request,
}) => {
  const routes = (await (await request.get('/api/routes?limit=1')).json()) as {
    documents: { document_id: number }[];
  };
  const sheetsOf = async (url: string) =>
    ((await (await request.get(url)).text()).match(/<link rel="stylesheet"[^>]*>/g) ?? []).map(
      (link) => /href="\/assets\/(.+)-[\w-]{8}\.css"/.exec(link)?.[1],
    );
  // The first paint waits for every stylesheet, and HTTP/1.1 fetches six files at a time.
  expect(await sheetsOf(`/routes/${routes.documents[0]!.document_id}`)).toEqual(['shared', 'page-styles']);
  expect(await sheetsOf('/routes')).toEqual(['shared', 'page-styles']);
  expect(await sheetsOf('/')).toEqual(['shared', 'home']);
});

for (const where of ['/routes', 'route']) {
  test(`the page ${where} keeps its layout when the app takes over (no layout shift)`, async ({
    page,
    request,
  }) => {
    const url =
      where === 'route'
        ? `/routes/${((await (await request.get('/api/routes?limit=1')).json()) as { documents: { document_id: number }[] }).documents[0]!.document_id}`
        : where;
    // As a phone's slower processor runs it: the scripts come late after the first paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: { value: number; live: boolean }[] = [];
      Object.assign(window, { e2eShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push({ value: entry.value, live: /(^|\s)is-/.test(document.documentElement.className) });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The map box's map comes last.
    if (where === 'route') await expect(page.getByTestId('map')).toBeVisible();
    await page.waitForTimeout(500);
    // Cumulative Layout Shift: "good" is under 0.1; the map box and the banner keep their room.
    const shifts = await page.evaluate(
      () => (window as unknown as { e2eShifts: { value: number; live: boolean }[] }).e2eShifts,
    );
    const sum = (list: typeof shifts) => list.reduce((total, shift) => total + shift.value, 0);
    // Nothing moves when the app takes over.
    expect(sum(shifts.filter((shift) => shift.live))).toBeLessThan(0.02);
    // While the HTML is read, the browser may paint the page half-read: a row of buttons can then
    // take its final place as its last ones come (≤ 0.03 seen), but the page never moves as a
    // whole (the top bar's room is kept even while the bar is read: 0.05–0.11 before).
    expect(sum(shifts)).toBeLessThan(0.04);
  });
}

test('a button pressed before the scripts run acts once the app is live', async ({ browser }, info) => {
  const context = await browser.newContext({ viewport: info.project.use.viewport!, locale: 'fr-FR' });
  const page = await context.newPage();
  // The framework's code waits until the button is pressed: the page is the server's HTML alone.
  let release!: () => void;
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
    await pressed;
    await route.continue();
  });
  const early = page.waitForResponse(/\/assets\/early-[\w-]+\.js$/);
  // Not `domcontentloaded`: it waits for the module scripts to have run.
  await page.goto('/routes', { waitUntil: 'commit' });
  await early;
  const button = page.getByRole('button', { name: /Documents associés/ });
  await button.click();
  // Held, and said to be busy, until the app runs.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html')).not.toHaveClass(/is-/);
  release();
  await expect(page.getByRole('combobox', { name: 'Zone', exact: true })).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy');
  await context.close();
});

test("a rendered page asks for the app's scripts once it has painted its content, then the app takes over", async ({
  page,
  request,
}) => {
  const routes = (await (await request.get('/api/routes?limit=1')).json()) as {
    documents: { document_id: number }[];
  };
  await page.goto(`/routes/${routes.documents[0]!.document_id}`);
  // Live: the layout class, and a button of the app's own that works.
  await expect(page.locator('html')).toHaveClass(/is-/);
  const { fcp, scripts } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/(?!early-)[\w-]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  // Asked for by the HTML, their requests held the first paint back (issue 16 §2).
  expect(scripts.length).toBeGreaterThan(5);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(fcp);
});
