import { expect, test } from '@playwright/test';
import { E2E_TRACKER_ACTIVITY } from '../fake-trackers.ts';
import { expectNoSeriousViolation, signIn } from './fixtures.ts';

// Each viewport's run connects its own demo user, so that the two never revoke each other's.
const userOf = (project: string) => (project === 'mobile' ? 'moderator' : 'contributor');

test('connect Strava, see its activity, start an outing from it, revoke (issue 19)', async ({
  page,
}, testInfo) => {
  await signIn(page, userOf(testInfo.project.name), '/trackers');
  const strava = page.locator('[data-vendor="strava"]');
  await expect(strava.getByRole('heading', { name: 'Strava' })).toBeVisible();
  // Every vendor of the fake is configured: six cards.
  await expect(page.locator('[data-vendor]')).toHaveCount(6);
  await strava.getByRole('button', { name: 'Connecter' }).click();
  // The fake approves at once and sends the browser back to the exchange page, then to trackers.
  await expect(page).toHaveURL(/\/trackers$/, { timeout: 20_000 });
  await expect(strava.getByRole('button', { name: 'Révoquer' })).toBeVisible();
  const activity = page.locator('li', { hasText: E2E_TRACKER_ACTIVITY });
  await expect(activity).toContainText('Ski de randonnée');
  await expectNoSeriousViolation(page, page.locator('main'));
  await activity.getByRole('link', { name: 'Créer une sortie' }).click();
  await expect(page).toHaveURL(/\/outings\/add\/fr\?tracker=\d+/);
  await expect(page.getByRole('textbox', { name: /Titre/ }).first()).toHaveValue(E2E_TRACKER_ACTIVITY, {
    timeout: 20_000,
  });
  await page.goto('/trackers');
  await strava.getByRole('button', { name: 'Révoquer' }).click();
  await expect(page.getByText('Abonnement révoqué')).toBeVisible();
  await expect(strava.getByRole('button', { name: 'Connecter' })).toBeVisible();
});
