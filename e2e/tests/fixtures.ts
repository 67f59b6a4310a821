import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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
    // A server-rendered page shows before its scripts run: a button pressed then is held until
    // the app is live (`packages/web/src/early.ts`, tested in server-rendered.spec.ts), but a field
    // typed into would be re-rendered. Each `goto` and `reload` waits for the app to be live.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => waitForApp(page, await goto(...args));
    page.reload = async (...args) => waitForApp(page, await reload(...args));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * Waits until the web app runs in the page: `RootLayout` puts its layout class on the root
 * element when it mounts or hydrates (the server's HTML has none). Pages that are not the app
 * (the forum's) have no `#root` and need no wait.
 */
async function waitForApp<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root') ||
      /(^|\s)is-(mobile|tablet|desktop)(\s|$)/.test(document.documentElement.className),
  );
  return response;
}

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

/** Signs a demo account in through the sign-in page, which then goes back to `redirect`. */
export async function signInWithForm(page: Page, username: string, redirect = '/') {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await submitSignIn(page, username);
}

/** Where the web app keeps the signed-in user (lib/session.ts, lib/storage.ts). */
const SESSION_KEY = 'cairn.session';

/** Demo sessions of this worker, by username: one login each (hashing a password is slow). */
const sessions = new Map<string, Promise<string>>();

function sessionOf(request: APIRequestContext, username: string): Promise<string> {
  let session = sessions.get(username);
  if (!session) {
    session = (async () => {
      const res = await request.post('/api/users/login', {
        data: { username, password: 'cairn-demo', discourse: false },
      });
      expect(res.ok(), `login of the demo user ${username}`).toBe(true);
      const login = await res.json();
      // The stored shape of features/auth/api/login.ts `sessionFromLogin`.
      return JSON.stringify({
        userName: login.username,
        id: login.id,
        lang: login.lang,
        roles: login.roles,
        name: login.name,
        forumUsername: login.forum_username,
        token: login.token,
        expire: login.expire,
      });
    })();
    sessions.set(username, session);
    session.catch(() => sessions.delete(username));
  }
  return session;
}

/**
 * Signs a demo account in for specs that are not about signing in, and opens `target` if given:
 * the session comes from the API and is stored before the app starts on the next page, as the
 * sign-in form would have stored it (signing out in the page holds: it is stored once per tab).
 */
export async function signIn(page: Page, username: string, target?: string) {
  const session = await sessionOf(page.request, username);
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (sessionStorage.getItem('e2e.session-stored')) return;
        sessionStorage.setItem('e2e.session-stored', '1');
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: SESSION_KEY, value: session },
  );
  if (target !== undefined) await page.goto(target);
}

/**
 * Fails when axe finds a serious or critical accessibility violation on the page as it is, or
 * only within `part` when the test is about that part (a banner, a dialog, a picker): axe over
 * a whole long page takes many seconds on a loaded machine.
 */
export async function expectNoSeriousViolation(page: Page, part?: Locator) {
  const builder = new AxeBuilder({ page });
  if (part) {
    await part.evaluate((element) => element.setAttribute('data-axe-part', ''));
    builder.include('[data-axe-part]');
  }
  const results = await builder.analyze();
  if (part) await part.evaluate((element) => element.removeAttribute('data-axe-part'));
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

/** The total a list page shows in its status line, as a number. */
export async function shownTotal(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /résultat/ });
  await expect(status).toBeVisible();
  return Number((await status.innerText()).replace(/\D/g, ''));
}

/** The API's total for a list address (`/routes?act=…`). */
export async function apiTotal(page: Page, path: string): Promise<number> {
  return (await (await page.request.get(`/api${path}`)).json()).total;
}

/**
 * Waits until `shown` gives the API's total for `path`: `before` (read before the page asked for
 * its own) or the API's total of now. Other tests write to the same guidebook meanwhile, and a
 * total that is slow to count is served a while after a write, while it is recounted
 * (`count-cache.ts`). Polled: a list filtered in place shows the previous total until its answer
 * comes.
 */
export async function expectApiTotal(
  page: Page,
  path: string,
  before: number,
  shown: () => Promise<number> = () => shownTotal(page),
) {
  await expect
    .poll(async () => {
      const total = await shown();
      const now = await apiTotal(page, path);
      return total === before || total === now || `${total}, not the API's ${before} or ${now}`;
    })
    .toBe(true);
}
