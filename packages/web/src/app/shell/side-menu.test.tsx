import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, resizeWindow } from '../../testing/render-app.tsx';

const menu = async () => within(await screen.findByRole('navigation', { name: 'Menu principal' }));

describe('side menu', () => {
  it('spec 1 §2.2: the yeti entry is hidden below 715 px of window height', async () => {
    renderApp('/', { height: 714 });
    expect((await menu()).queryByRole('link', { name: /Yeti/ })).not.toBeInTheDocument();

    resizeWindow(1280, 715);
    expect((await menu()).getByRole('link', { name: /Yeti/ })).toHaveAttribute('href', '/yeti');
  });

  it('spec 1 §2.2: outings are preset to quality draft and great over the world', async () => {
    renderApp('/');
    const href = (await menu()).getByRole('link', { name: 'Sorties' }).getAttribute('href') ?? '';
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/outings');
    expect(url.searchParams.get('qa')).toBe('draft,great');
    expect(url.searchParams.get('bbox')).toBe('-20037508,-20037508,20037508,20037508');
  });

  it('on mobile the menu sits behind a burger button', async () => {
    const { user } = renderApp('/', { width: 375 });
    const burger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    // Choosing an entry navigates and closes the drawer.
    await user.click((await menu()).getByRole('link', { name: 'Topoguide' }));
    expect(await screen.findByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
