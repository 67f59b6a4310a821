import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';

const statuses = {
  strava: 'not-configured',
  coros: 'disabled',
  decathlon: 'disabled',
  garmin: 'configured',
  polar: 'disabled',
  suunto: 'disabled',
};

function serveTrackers(exchange: { status?: number; body: unknown }) {
  return stubApi(({ path }) => {
    if (path.endsWith('/exchange-token')) return exchange;
    if (path.endsWith('/status')) return { body: statuses };
    if (path.endsWith('/activities')) return { body: [] };
    return undefined;
  });
}

describe('tracker authorisation return point (spec 1 §2.11, §8)', () => {
  it('exchanges the code, then shows the trackers screen with its cards', async () => {
    const calls = serveTrackers({ body: { status: 'configured' } });
    renderApp('/trackers/strava/exchange-token?code=abc&state=xyz&scope=read,activity:read_all', {
      session: testSession,
    });
    expect(
      await screen.findByText(/Connectez votre montre GPS/, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      calls.some((c) => c.path === '/trackers/strava/exchange-token' && c.query.get('code') === 'abc'),
    ).toBe(true);
    // Disabled vendors are hidden; not-configured offers Connect; configured offers Refresh and Revoke.
    expect(await screen.findByRole('heading', { name: 'Strava' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Polar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Révoquer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    expect(
      await screen.findByText("Aucune activité récupérée pour l'instant. Avez-vous connecté vos traceurs ?"),
    ).toBeInTheDocument();
  });

  it('a refused exchange comes back to the trackers screen with a danger toast', async () => {
    serveTrackers({
      status: 400,
      body: {
        status: 'error',
        errors: [{ location: 'querystring', name: 'code', description: 'setup-failed' }],
      },
    });
    renderApp('/trackers/garmin/exchange-token?oauth_token=t&oauth_verifier=v', { session: testSession });
    expect(
      await screen.findByText('Échec de la configuration', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('the user denied access at the vendor: no call, the toast says so', async () => {
    const calls = serveTrackers({ body: {} });
    renderApp('/trackers/polar/exchange-token?error=access_denied', { session: testSession });
    expect(
      await screen.findByText("Autorisation refusée par l'utilisateur", undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/exchange-token'))).toBe(false));
  });

  it('spec 1 §2.1: another vendor is the 404 page', async () => {
    renderApp('/trackers/acme/exchange-token', { session: testSession });
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
  });
});
