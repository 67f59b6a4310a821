import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testSession } from '../../testing/render-app.tsx';
import { stubApi } from '../../testing/api-stub.ts';

const statuses = {
  strava: 'configured',
  coros: 'token-lost',
  decathlon: 'disabled',
  garmin: 'not-configured',
  polar: 'disabled',
  suunto: 'disabled',
};
const activity = (id: number, name: string, type: string, activity: string | null) => ({
  id,
  name,
  date: '2026-02-03T08:00:00Z',
  type,
  activity,
  vendor: 'strava',
  duration: 5400,
  length: 4200,
  heightDiffUp: 812,
});

describe('the trackers screen (spec 1 §2.11, §8)', () => {
  it('cards by status, the activities with their type in the language, an outing link each', async () => {
    stubApi(({ path }) => {
      if (path.endsWith('/status')) return { body: statuses };
      if (path.endsWith('/activities'))
        return {
          body: [
            activity(1, 'Aiguillette', 'BackcountrySki', 'skitouring'),
            activity(2, 'Footing', 'Run', null),
          ],
        };
      return undefined;
    });
    renderApp('/trackers', { session: testSession });
    const coros = (await screen.findByRole('heading', { name: 'COROS' }, { timeout: 5000 })).closest('li')!;
    expect(within(coros).getByText('Connexion perdue, actualisez-la')).toBeInTheDocument();
    expect(within(coros).getByRole('button', { name: 'Actualiser' })).toBeInTheDocument();
    expect(within(coros).getByRole('button', { name: 'Révoquer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Decathlon' })).not.toBeInTheDocument();
    const first = (await screen.findByText('Aiguillette')).closest('li')!;
    expect(first).toHaveTextContent('Ski de randonnée');
    expect(first).toHaveTextContent('Durée 1:30');
    expect(first).toHaveTextContent('+812 m');
    expect(within(first).getByRole('link', { name: 'Créer une sortie' })).toHaveAttribute(
      'href',
      '/outings/add/fr?tracker=1',
    );
    expect(screen.getByText('Footing').closest('li')).toHaveTextContent('Run');
  });

  it('revoking: "Subcription revoked" on success, "Subcription revokal failed" on failure', async () => {
    let fail = false;
    stubApi(({ path, method }) => {
      if (path.endsWith('/status')) return { body: statuses };
      if (path.endsWith('/activities')) return { body: [] };
      if (method === 'POST' && path === '/trackers/strava/deauthorize/' + testSession.id)
        return fail
          ? {
              status: 503,
              body: { status: 'error', errors: [{ location: 'body', name: 'x', description: 'down' }] },
            }
          : { body: {} };
      return undefined;
    });
    renderApp('/trackers', { session: testSession });
    const strava = (await screen.findByRole('heading', { name: 'Strava' }, { timeout: 5000 })).closest('li')!;
    await userEvent.click(within(strava).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText('Abonnement révoqué')).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(strava).getByRole('button', { name: 'Révoquer' }));
    expect(await screen.findByText("La révocation de l'abonnement a échoué")).toBeInTheDocument();
  });

  it('status and activities failures say so', async () => {
    stubApi(({ path }) => {
      if (path.endsWith('/status')) return { status: 503, body: { status: 'error', errors: [] } };
      if (path.endsWith('/activities')) return { status: 503, body: { status: 'error', errors: [] } };
      return undefined;
    });
    renderApp('/trackers', { session: testSession });
    expect(
      await screen.findByText(
        "Une erreur est survenue, l'état des connexions n'a pas pu être récupéré. Veuillez recharger la page.",
        undefined,
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Une erreur est survenue, les activités n'ont pas pu être récupérées"),
    ).toBeInTheDocument();
  });
});
