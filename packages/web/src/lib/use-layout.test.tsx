import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { layoutOf } from './use-layout.ts';
import { renderApp, resizeWindow } from '../testing/render-app.tsx';

describe('layout classes', () => {
  it.each([
    [375, 'mobile'],
    [769, 'mobile'],
    [770, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ] as const)('spec 1 §2.2: %i px is %s', (width, layout) => {
    expect(layoutOf(width)).toBe(layout);
  });

  it('puts the class on the root element and updates it on resize', async () => {
    renderApp('/', { width: 500 });
    await screen.findByRole('heading', { name: 'Bienvenue sur Cairn' });
    await waitFor(() => expect(document.documentElement).toHaveClass('is-mobile'));

    resizeWindow(900);
    expect(document.documentElement).toHaveClass('is-tablet');
    expect(document.documentElement).not.toHaveClass('is-mobile');

    resizeWindow(1400);
    expect(document.documentElement).toHaveClass('is-desktop');
  });
});
