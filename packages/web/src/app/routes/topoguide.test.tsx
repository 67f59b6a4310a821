import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.tsx';

describe('topoguide hub', () => {
  it('spec 3: tiles to every list and tool, per activity and waypoint type, and shortcuts', async () => {
    renderApp('/topoguide');
    await screen.findByRole('heading', { name: 'Topoguide', level: 1 }, { timeout: 5000 });
    for (const [name, href] of [
      ['Sorties', '/outings'],
      ['Itinéraires', '/routes'],
      ['Points de passage', '/waypoints'],
      ['Images', '/images'],
      ['Livres', '/books'],
      ['Articles', '/articles'],
      ['Zones', '/areas'],
      ['Yeti', '/yeti'],
      ['Concours photo', '/picture-contest'],
    ])
      expect(
        within(screen.getByRole('main')).getByRole('link', { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute('href', href);
    const outings = screen.getByRole('region', { name: 'Sorties par activité' });
    expect(within(outings).getByRole('link', { name: 'Parapente' })).toHaveAttribute(
      'href',
      '/outings?act=paragliding',
    );
    const routes = screen.getByRole('region', { name: 'Itinéraires par activité' });
    expect(within(routes).queryByRole('link', { name: 'Parapente' })).not.toBeInTheDocument();
    const waypoints = screen.getByRole('region', { name: 'Points de passage par type' });
    expect(within(waypoints).getByRole('link', { name: 'Sommet' })).toHaveAttribute(
      'href',
      '/waypoints?wtyp=summit',
    );
    expect(screen.getByRole('link', { name: 'Nouvelle sortie' })).toHaveAttribute('href', '/outings/add/fr');
    expect(screen.getByRole('link', { name: 'Nouvel itinéraire' })).toHaveAttribute('href', '/routes/add/fr');
    expect(screen.getByRole('link', { name: 'Nouveau point de passage' })).toHaveAttribute(
      'href',
      '/waypoints/add/fr',
    );
  });
});

describe('serac', () => {
  it('spec 3: intro, benefits, actions and reports per event activity', async () => {
    renderApp('/serac');
    await screen.findByRole('heading', { level: 1, name: /Serac/ }, { timeout: 5000 });
    for (const name of [
      'Les presque-accidents comptent',
      'À quoi servent les témoignages',
      'Anonymat et confidentialité',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Témoigner d’un incident' })).toHaveAttribute(
      'href',
      '/xreports/add/fr',
    );
    expect(screen.getByRole('link', { name: 'Consulter les témoignages' })).toHaveAttribute(
      'href',
      '/xreports',
    );
    expect(screen.getByRole('link', { name: 'En savoir plus sur la base' })).toHaveAttribute(
      'href',
      '/articles/697210',
    );
    // The external analysis has no address unless the deployment gives one (VITE_SERAC_ANALYSIS_URL).
    expect(screen.queryByRole('link', { name: 'Lire une analyse des témoignages' })).not.toBeInTheDocument();
    const tiles = screen.getByRole('region', { name: 'Témoignages par activité' });
    expect(within(tiles).getAllByRole('link')).toHaveLength(7);
    expect(within(tiles).getByRole('link', { name: 'Ski de randonnée' })).toHaveAttribute(
      'href',
      '/xreports?act=skitouring',
    );
  });
});
