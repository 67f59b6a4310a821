import { test as base, expect, type Page } from '@playwright/test';

/** A page that fails the test on any console error or uncaught exception. */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/** Opens the side menu on narrow screens, where it hides behind the burger button. */
export async function openSideMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
}

export const isMobileProject = (name: string) => name === 'mobile';
