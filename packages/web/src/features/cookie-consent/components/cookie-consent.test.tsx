import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { openCookieSettings } from '../../../lib/cookie-settings.ts';
import { useConsentAllows } from '../hooks/use-consent.ts';
import { saveConsent } from '../lib/consent-store.ts';
import { CONSENT_STATE_ATTRIBUTE } from '../lib/consent-state.ts';
import { DeferredCookieConsent } from './deferred-cookie-consent.tsx';

const DAY = 24 * 60 * 60 * 1000;
const BANNER = { name: 'Cookies et vie privée' };
const DIALOG = { name: 'Paramètres des cookies' };

// The dialog is a lazy chunk with the whole French catalogue: the first opening takes a while, and
// longer on a loaded machine (a CI run missed 5 s).
const findDialog = () => screen.findByRole('dialog', DIALOG, { timeout: 15_000 });

const storedRecord = () =>
  JSON.parse(readStored('cookie-consent') ?? 'null') as Record<string, unknown> | null;

/** The home page, rendered and settled, with no interaction yet. */
async function renderHome(width = 1280) {
  const view = renderApp('/', { width });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

/** Stores a choice dated `days` ago, as an earlier visit would have. */
const storeChoiceOf = (days: number) =>
  writeStored(
    'cookie-consent',
    JSON.stringify({
      statistics: true,
      social: false,
      ad: false,
      date: new Date(Date.now() - days * DAY).toISOString(),
    }),
  );

const expectDatedNow = (record: Record<string, unknown> | null) => {
  const date = Date.parse(String(record?.date));
  expect(Math.abs(Date.now() - date)).toBeLessThan(60_000);
};

describe('cookie consent banner (spec 1 §2.13)', () => {
  it('is not shown before the first interaction, and shows after it, as a labelled region', async () => {
    const { user } = await renderHome();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();

    await user.click(document.body);

    const banner = await screen.findByRole('region', BANNER);
    expect(within(banner).getByRole('heading', BANNER)).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Tout refuser' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Tout accepter' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Personnaliser' })).toBeInTheDocument();
  });

  it('a key press is a first interaction too', async () => {
    const { user } = await renderHome();
    await user.keyboard('{Tab}');
    expect(await screen.findByRole('region', BANNER)).toBeInTheDocument();
  });

  it('Deny all stores statistics, social and ad false with the date, and hides the banner', async () => {
    const { user } = await renderHome();
    await user.click(document.body);
    await user.click(await screen.findByRole('button', { name: 'Tout refuser' }));

    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    const record = storedRecord();
    expect(record).toMatchObject({ statistics: false, social: false, ad: false });
    expectDatedNow(record);
  });

  it('Allow all stores statistics, social and ad true with the date, and hides the banner', async () => {
    const { user } = await renderHome();
    await user.click(document.body);
    await user.click(await screen.findByRole('button', { name: 'Tout accepter' }));

    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    const record = storedRecord();
    expect(record).toMatchObject({ statistics: true, social: true, ad: true });
    expectDatedNow(record);
  });

  it('stays away while a stored choice is less than 365 days old', async () => {
    storeChoiceOf(364);
    const { user } = await renderHome();
    await user.click(document.body);
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    expect(storedRecord()).toMatchObject({ statistics: true });
  });

  it('spec 1 §4: a choice older than 365 days is cleared and the banner asks again', async () => {
    storeChoiceOf(366);
    const { user } = await renderHome();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    await user.click(document.body);
    expect(await screen.findByRole('region', BANNER)).toBeInTheDocument();
    expect(storedRecord()).toBeNull();
  });
});

describe('cookie settings dialog (spec 1 §2.13)', () => {
  it("opens from the side menu's Cookie settings entry as a modal with four switches", async () => {
    const { user } = await renderHome();
    const footer = screen.getByRole('navigation', { name: 'Liens utiles' });
    await user.click(within(footer).getByRole('button', { name: 'Paramètres des cookies' }));

    const dialog = await findDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const labelOf = (element: HTMLElement) => dialog.querySelector(`label[for="${element.id}"]`)?.textContent;
    expect(within(dialog).getAllByRole('switch').map(labelOf)).toEqual([
      'Nécessaires',
      'Statistiques',
      'Publicité',
      'Réseaux sociaux',
    ]);
    // Necessary is always on; nothing optional is on before a choice.
    const necessary = within(dialog).getByRole('switch', { name: 'Nécessaires' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Statistiques', 'Publicité', 'Réseaux sociaux'])
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeInTheDocument();
  });

  it('Submit stores the switches with the date and closes; the banner goes too', async () => {
    const { user } = await renderHome();
    await user.click(document.body);
    const banner = await screen.findByRole('region', BANNER);
    await user.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
    const dialog = await findDialog();

    await user.click(within(dialog).getByRole('switch', { name: 'Statistiques' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Réseaux sociaux' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).not.toBeInTheDocument();
    const record = storedRecord();
    expect(record).toMatchObject({ statistics: true, social: true, ad: false });
    expectDatedNow(record);
  });

  it('starts from the stored choice', async () => {
    saveConsent({ statistics: false, ad: true, social: false });
    await renderHome();
    act(() => openCookieSettings());
    const dialog = await findDialog();
    expect(within(dialog).getByRole('switch', { name: 'Statistiques' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Publicité' })).toBeChecked();
  });

  it('Cancel and Escape close without storing anything', async () => {
    const { user } = await renderHome();
    act(() => openCookieSettings());
    let dialog = await findDialog();
    await user.click(within(dialog).getByRole('switch', { name: 'Publicité' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => openCookieSettings());
    dialog = await findDialog();
    expect(within(dialog).getByRole('switch', { name: 'Publicité' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(storedRecord()).toBeNull();
  });

  it('keeps Tab inside and gives focus back to the entry that opened it', async () => {
    const { user } = await renderHome();
    const entry = within(screen.getByRole('navigation', { name: 'Liens utiles' })).getByRole('button', {
      name: 'Paramètres des cookies',
    });
    await user.click(entry);
    const dialog = await findDialog();
    const submit = within(dialog).getByRole('button', { name: 'Valider' });
    expect(submit).toHaveFocus();
    await user.tab();
    // Past the last control, Tab comes back to the first one of the dialog.
    expect(within(dialog).getByRole('switch', { name: 'Statistiques' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(entry).toHaveFocus();
  });

  it('on a phone, opens from the side menu behind the burger button', async () => {
    const { user } = await renderHome(375);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(screen.getByRole('button', { name: 'Paramètres des cookies' }));
    expect(await findDialog()).toBeInTheDocument();
  });
});

describe('asking the consent (spec 1 §4: statistics toggles analytics)', () => {
  it('useConsentAllows is false until allowed, and follows the choice', () => {
    const { result } = renderHook(() => useConsentAllows('statistics'));
    expect(result.current).toBe(false);
    act(() => saveConsent({ statistics: true, ad: false, social: false }));
    expect(result.current).toBe(true);
    act(() => saveConsent({ statistics: false, ad: false, social: false }));
    expect(result.current).toBe(false);
  });

  it('opens the settings asked for right after the commit that shows the entry, before any passive effect', async () => {
    // Rendered as a browser renders (no act): React runs passive effects in a task of their own,
    // after the commit. A use of the entry in between (here in the commit's microtask, once the
    // shell's consent part has marked the page) must open the dialog all the same.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const used = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.documentElement.hasAttribute(CONSENT_STATE_ATTRIBUTE)) return;
          observer.disconnect();
          openCookieSettings();
          resolve();
        });
        observer.observe(document.documentElement, { attributes: true });
      });
      root.render(<DeferredCookieConsent />);
      await used;
      expect(await findDialog()).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
