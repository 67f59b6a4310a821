import { expect, test } from '@playwright/test';
import { E2E_STRAVA_ATHLETE, E2E_TRACKER_ACTIVITY, E2E_TRACKER_PUSHED } from '../fake-trackers.ts';
import { expectNoSeriousViolation, signIn } from './fixtures.ts';

// Each viewport's run connects its own demo user, so that the two never revoke each other's.
const userOf = (project: string) => (project === 'mobile' ? 'moderator' : 'contributor');

test('connect Strava, see its activity, get one by its webhook, start an outing from it, revoke (issue 19)', async ({
  page,
  request,
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
  // An activity older than the first reading arrives by Strava's webhook event (read after the
  // answer, as Strava wants it within 2 s): the page shows it once reloaded.
  const event = await request.post('/api/trackers/strava/webhook', {
    data: {
      object_type: 'activity',
      aspect_type: 'create',
      object_id: E2E_TRACKER_PUSHED.id,
      owner_id: E2E_STRAVA_ATHLETE,
      subscription_id: 1,
      event_time: Math.floor(Date.now() / 1000),
    },
  });
  expect(event.status()).toBe(200);
  const pushed = page.locator('li', { hasText: E2E_TRACKER_PUSHED.name });
  await expect(async () => {
    await page.reload();
    await expect(pushed).toContainText('Randonnée', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
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
