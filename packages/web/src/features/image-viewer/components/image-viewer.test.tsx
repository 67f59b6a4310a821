import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n.ts';
import type { Listing } from '../../../lib/documents.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import ImageViewer from './image-viewer.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';

const image = FIXTURES.image;
const titles: Record<number, string> = { 900: 'Vue du couloir', 901: 'Le bivouac', 902: 'Au sommet' };
const listings = Object.entries(titles).map(([id, title]) => ({
  document_id: Number(id),
  type: 'i',
  locales: [{ lang: 'fr', title }],
}));

/** The route page with three images, and each image document (api.md §7.7) on demand. */
function serveRouteWithImages() {
  const route = {
    ...FIXTURES.route,
    associations: { ...FIXTURES.route.associations, images: listings },
  };
  return stubApi(({ path }) => {
    if (path === '/routes/600') return { body: route };
    const match = /^\/images\/(\d+)$/.exec(path);
    if (!match) return undefined;
    const id = Number(match[1]);
    const title = titles[id] ?? '';
    return {
      body: {
        ...image,
        document_id: id,
        locales: [{ lang: 'fr', title }],
        cooked: { ...image.cooked, title },
      },
    };
  });
}

// Lazy chunks, the router and the stubbed API answer asynchronously; the machines running the
// tests are shared, so waits are generous.
const LOADING = { timeout: 10_000 };
/**
 * The route page, once it has put the title's slug in its address (a replace that would
 * otherwise race with the viewer's own history entry).
 */
async function renderRoutePage(options?: Parameters<typeof renderApp>[1]) {
  const rendered = renderApp('/routes/600', options);
  await waitFor(() => expect(rendered.location().pathname).toBe('/routes/600/fr/couloir-nord'), LOADING);
  return rendered;
}
const viewerDialog = () => screen.findByRole('dialog', { name: "Visionneuse d'images" }, LOADING);
const thumbnail = (name: string) => screen.findByRole('link', { name }, LOADING);
const field = (dialog: HTMLElement, key: string) =>
  dialog.querySelector(`[data-field="${key}"] dd`)?.textContent ?? null;

describe('image viewer (spec 1 §2.2)', () => {
  it('opens from the images box on the clicked image, shows its information and turns with the arrow keys', async () => {
    const requests = serveRouteWithImages();
    const { user, location } = renderApp('/routes/600');
    const link = await thumbnail('Le bivouac');
    // The thumbnail stays a real link to the image page (ctrl or middle click).
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/images\/901/));

    await user.click(link);
    const dialog = await viewerDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(location().search).toBe('?image=901');
    expect(await within(dialog).findByText('2 / 3', {}, LOADING)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Le bivouac' })).toHaveAttribute(
      'src',
      expect.stringContaining('/images/proxy/901?size=BI'),
    );
    // AVIF and WebP sources of the big size, over the medium size while it loads.
    const sources = [...dialog.querySelectorAll('[data-image-id="901"] source')].map(
      (source) => `${source.getAttribute('type')} ${source.getAttribute('srcset')}`,
    );
    expect(sources).toEqual([
      'image/avif /api/images/proxy/901?size=MI&extension=avif',
      'image/webp /api/images/proxy/901?size=MI&extension=webp',
      'image/avif /api/images/proxy/901?size=BI&extension=avif',
      'image/webp /api/images/proxy/901?size=BI&extension=webp',
    ]);
    // The neighbours are laid out hidden, so their big size loads ahead.
    expect(dialog.querySelector('[data-image-id="900"]')).toHaveAttribute('aria-hidden', 'true');
    expect(dialog.querySelector('[data-image-id="902"] img[src*="size=BI"]')).toBeInTheDocument();
    // Focus moves into the dialog, and the page behind is inert.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.getElementById('root') ?? document.body.firstElementChild).toHaveAttribute('inert');

    // The info panel is open on desktop, with the image document cooked in French.
    await within(dialog).findByRole('heading', { name: 'Informations' }, LOADING);
    await waitFor(() => expect(field(dialog, 'title')).toBe('Le bivouac'), LOADING);
    expect(requests.find((r) => r.path === '/images/901')?.query.get('cook')).toBe('fr');
    expect(field(dialog, 'date')).toMatch(/14 juillet 2025/);
    expect(field(dialog, 'author')).toBe('Jean Photographe');
    expect(field(dialog, 'summary')).toBe('Le matin.');
    expect(field(dialog, 'description')).toBe('Lumière rasante.');
    expect(field(dialog, 'licence')).toBe('CC BY-SA 3.0');
    expect(field(dialog, 'camera')).toBe('Canon EOS · 1/250 s · f/8 · 35 mm · ISO 200');
    expect(field(dialog, 'resolution')).toBe('4\u202f000 × 3\u202f000 px');
    expect(within(dialog).getByRole('link', { name: "Voir la fiche de l'image" })).toHaveAttribute(
      'href',
      '/images/901/fr/le-bivouac',
    );
    // Anonymous visitors may not edit.
    expect(within(dialog).queryByRole('link', { name: "Modifier l'image" })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByText('3 / 3', {}, LOADING)).toBeInTheDocument();
    expect(location().search).toBe('?image=902');
    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByText('1 / 3', {}, LOADING)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await within(dialog).findByText('3 / 3', {}, LOADING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Image précédente' }));
    expect(await within(dialog).findByText('2 / 3', {}, LOADING)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADING);
    // Closing went back over the viewer's history entry.
    expect(location().search).toBe('');
    expect(location().pathname).toBe('/routes/600/fr/couloir-nord');
    expect(document.body.firstElementChild).not.toHaveAttribute('inert');
  });

  it('opens from a shared address and closes in place, with the close button', async () => {
    serveRouteWithImages();
    const { user, location } = renderApp('/routes/600/fr/couloir-nord?image=902');
    const dialog = await viewerDialog();
    expect(await within(dialog).findByText('3 / 3', {}, LOADING)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer la visionneuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADING);
    expect(location().pathname).toBe('/routes/600/fr/couloir-nord');
    expect(location().search).toBe('');
  });

  it('closes on the mouse wheel over the picture', async () => {
    serveRouteWithImages();
    const { user } = await renderRoutePage();
    await user.click(await thumbnail('Au sommet'));
    const dialog = await viewerDialog();
    fireEvent.wheel(dialog.querySelector('[data-image-id="902"]')!, { deltaY: 40 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADING);
  });

  it('offers the edit link to those allowed to edit the image', async () => {
    serveRouteWithImages();
    const { user } = await renderRoutePage({ session: testSession });
    await user.click(await thumbnail('Vue du couloir'));
    const dialog = await viewerDialog();
    expect(await within(dialog).findByRole('link', { name: "Modifier l'image" }, LOADING)).toHaveAttribute(
      'href',
      '/images/edit/900/fr',
    );
  });

  it('keeps the info panel closed on phones until asked for', async () => {
    serveRouteWithImages();
    const { user } = await renderRoutePage({ width: 375 });
    await user.click(await thumbnail('Vue du couloir'));
    const dialog = await viewerDialog();
    const toggle = within(dialog).getByRole('button', { name: 'Afficher ou masquer les informations' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('heading', { name: 'Informations' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field(dialog, 'author')).toBe('Jean Photographe'), LOADING);
  });

  it('closes on an Escape pressed as soon as it shows: its keys are listened to before the first paint', async () => {
    stubApi(() => undefined);
    // As in a browser, not in act(): React runs effects after the paint, layout effects before.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    const onClose = vi.fn();
    try {
      // Escape pressed the moment the dialog is in the page, before anything else runs.
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      root.render(
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter>
              <ImageViewer
                images={listings as unknown as Listing[]}
                openId={901}
                onShow={() => {}}
                onClose={onClose}
              />
            </MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>,
      );
      await pressed;
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
      scope.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
