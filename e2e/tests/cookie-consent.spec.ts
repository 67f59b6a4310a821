import type { Page } from '@playwright/test';
import {
  CONSENT_KEY,
  expect,
  expectNoSeriousViolation,
  isMobileProject,
  openSideMenu,
  test,
} from './fixtures.ts';

// Spec 1 §2.13 and §4, at 1280 and 375 px. These visitors come for the first time: no stored choice.
test.use({ hasStoredConsent: false });

const DAY = 24 * 60 * 60 * 1000;

const storedRecord = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies et vie privée' });

/**
 * The consent feature's state on the root element (features/cookie-consent/lib/consent-state.ts):
 * `waiting` for the first interaction, `ready` once its code runs.
 */
const expectConsentState = (page: Page, state: 'waiting' | 'ready') =>
  expect(page.locator('html')).toHaveAttribute('data-cookie-consent', state);

/** The home page, shown, its shell listening for the visitor's first interaction. */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectConsentState(page, 'waiting');
}

/** The first interaction: a click on the page's title, which does nothing else. */
async function firstInteraction(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await expectConsentState(page, 'ready');
}

/** The banner lies within the window, wholly visible. */
async function expectWithinWindow(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

test('the banner comes up at the first interaction; Deny all stores the choice with its date', async ({
  page,
}) => {
  await openHome(page);
  // Nothing of the consent feature before the first interaction.
  await expect(banner(page)).toHaveCount(0);

  await firstInteraction(page);
  await expect(banner(page)).toBeVisible();
  await expectWithinWindow(page, await banner(page).boundingBox());
  await expectNoSeriousViolation(page, banner(page));

  await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(banner(page)).toHaveCount(0);
  const record = await storedRecord(page);
  expect(record).toMatchObject({ statistics: false, social: false, ad: false });
  expect(Math.abs(Date.now() - Date.parse(record.date))).toBeLessThan(5 * 60_000);

  // The choice is remembered: no banner on the next visit, once the consent code runs.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectConsentState(page, 'waiting');
  await firstInteraction(page);
  await expect(banner(page)).toHaveCount(0);
});

test('Allow all stores every category', async ({ page }) => {
  await openHome(page);
  await firstInteraction(page);
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => storedRecord(page)).toMatchObject({ statistics: true, social: true, ad: true });
});

test('Cookie settings in the side menu opens the dialog; Submit stores the switches', async ({
  page,
}, testInfo) => {
  await openHome(page);
  await openSideMenu(page, isMobileProject(testInfo.project.name));
  await page.getByRole('button', { name: 'Paramètres des cookies' }).click();

  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch')).toHaveCount(4);
  await expect(dialog.getByRole('switch', { name: 'Nécessaires' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Nécessaires' })).toBeDisabled();
  await expectNoSeriousViolation(page, dialog);

  await dialog.getByRole('switch', { name: 'Statistiques' }).check();
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => storedRecord(page)).toMatchObject({ statistics: true, social: false, ad: false });
});

test('Escape closes the dialog without storing; the banner stays', async ({ page }) => {
  await openHome(page);
  await firstInteraction(page);
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog.getByRole('button', { name: 'Valider' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeFocused();
  expect(await storedRecord(page)).toBeNull();
});

test('a choice older than 365 days is cleared and asked again', async ({ page }) => {
  await page.addInitScript(
    ({ key, date }) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, JSON.stringify({ statistics: true, social: true, ad: true, date }));
      }
    },
    { key: CONSENT_KEY, date: new Date(Date.now() - 366 * DAY).toISOString() },
  );
  await openHome(page);
  await firstInteraction(page);
  await expect(banner(page)).toBeVisible();
  expect(await storedRecord(page)).toBeNull();
});
