import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setLanguage } from '../lib/i18n.ts';
import { renderApp } from '../testing/render-app.tsx';

describe('404 page', () => {
  it('spec 1 §2.1: any other address shows the not-found texts, a go-back link and shortcuts', async () => {
    await setLanguage('en');
    renderApp('/no/such/page?x=1');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or is broken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go back/ })).toBeInTheDocument();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Shortcuts' }));
    expect(shortcuts.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(shortcuts.getByRole('link', { name: 'Routes' })).toHaveAttribute('href', '/routes');
    expect(shortcuts.getByRole('link', { name: 'Incident reports' })).toHaveAttribute('href', '/xreports');
    expect(shortcuts.getAllByRole('link')).toHaveLength(11); // home + the ten lists
  });

  it('is shown in French by default', async () => {
    renderApp('/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
  });

  it.each(['/routes/abc', '/routes/12/xx', '/profiles/version/1/fr/2', '/picture-contest/12', '/yeti/x'])(
    'a malformed document address (%s) is a 404',
    async (url) => {
      renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    },
  );

  it('keeps the shell around the 404 page', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Page non trouvée' });
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });
});
