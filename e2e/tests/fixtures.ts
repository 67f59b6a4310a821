import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that fails the test on any console error or uncaught exception. Its visitor has already
 * answered the cookie banner (spec 1 §2.13), which would otherwise come up at the first click
 * and cover what the next one aims at; `test.use({ hasStoredConsent: false })` starts without.
 */
export const test = base.extend<{ page: Page; hasStoredConsent: boolean; expectedConsoleErrors: RegExp[] }>({
  hasStoredConsent: [true, { option: true }],
  /** Console errors a test causes on purpose (a refused request logs its status). */
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, hasStoredConsent, expectedConsoleErrors }, use) => {
    if (hasStoredConsent) await page.addInitScript(storeConsent, CONSENT_KEY);
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !expectedConsoleErrors.some((pattern) => pattern.test(msg.text())))
        errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Where the web app keeps the consent record (features/cookie-consent/lib/consent-store.ts). */
export const CONSENT_KEY = 'cairn.cookie-consent';

/** Runs in the page before the app: a choice made today, unless the test made another. */
function storeConsent(key: string) {
  try {
    if (localStorage.getItem(key) === null)
      localStorage.setItem(
        key,
        JSON.stringify({ statistics: false, social: false, ad: false, date: new Date().toISOString() }),
      );
  } catch {
    // A page without storage (about:blank) has no banner either.
  }
}

/** Opens the side menu on narrow screens, where it hides behind the burger button. */
export async function openSideMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
}

export const isMobileProject = (name: string) => name === 'mobile';

/** Fills the sign-in form with a demo account (server/src/demo: password cairn-demo) and sends it. */
export async function submitSignIn(page: Page, username: string) {
  await page.getByLabel("Nom d'utilisateur ou e-mail").fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill('cairn-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Signs a demo account in from the sign-in page, which then goes back to `redirect`. */
export async function signIn(page: Page, username: string, redirect = '/') {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await submitSignIn(page, username);
}

/** Fails when axe finds a serious or critical accessibility violation on the page as it is. */
export async function expectNoSeriousViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad).toEqual([]);
}
