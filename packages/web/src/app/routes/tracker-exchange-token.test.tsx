import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';

describe('tracker authorisation return point', () => {
  it('spec 1 §9: answers for a known tracker vendor', async () => {
    renderApp('/trackers/garmin/exchange-token', { session: testSession });
    expect(await screen.findByText(/Autorisation du traceur garmin/)).toBeInTheDocument();
  });

  it('spec 1 §2.1: another vendor is the 404 page', async () => {
    renderApp('/trackers/acme/exchange-token', { session: testSession });
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
    expect(screen.queryByText(/Autorisation du traceur/)).not.toBeInTheDocument();
  });
});
