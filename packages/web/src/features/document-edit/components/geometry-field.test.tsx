import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DocumentType } from '@cairn/domain';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { newDocument, type FormDocument } from '../lib/form-document.ts';
import { DocumentForm } from './document-form.tsx';

const T0 = Date.UTC(2026, 6, 14, 10) / 1000;

/** A GPX track of `count` points, 2 m apart on a straight climb, one second apart. */
function gpx(count: number): string {
  const points = Array.from(
    { length: count },
    (_, i) =>
      `<trkpt lat="${(45.9 + i * 0.000018).toFixed(7)}" lon="6.9"><ele>${1000 + i}</ele>` +
      `<time>${new Date((T0 + i) * 1000).toISOString()}</time></trkpt>`,
  );
  return `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${points.join('')}</trkseg></trk></gpx>`;
}

function renderForm(type: DocumentType, initial: FormDocument = newDocument(type, 'fr')) {
  const saved: FormDocument[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <DocumentForm
            type={type}
            lang="fr"
            initial={initial}
            draftAddress={{ type, lang: 'fr' }}
            baseVersion={null}
            isModerator={false}
            isCreation
            onSave={(doc) => {
              saved.push(doc);
              return Promise.resolve({ ok: true, id: 1 });
            }}
            onSaved={() => undefined}
            onCancel={() => undefined}
          />
        ),
      },
    ],
    { initialEntries: ['/add'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { saved, user: userEvent.setup() };
}

const file = (name: string, text: string) => new File([text], name, { type: 'application/gpx+xml' });

describe('the geometry of the edit form (spec 3 §4)', () => {
  it('imports an outing track: the simplification and the facts wait for an answer, then fill the form', async () => {
    const { user } = renderForm('outing');
    await user.upload(await screen.findByTestId('geometry-file'), file('trace.gpx', gpx(300)));
    const notice = await screen.findByRole('alertdialog', { name: 'Simplifier la géométrie ?' });
    expect(notice).toHaveTextContent('300 → 2 points');
    // Nothing else until it is answered (spec 2 §4).
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importer un fichier GPS' })).toBeDisabled();
    expect(
      screen.getByText("Confirmez ou annulez d'abord la géométrie proposée ci-dessus."),
    ).toBeInTheDocument();
    // Every fact is offered; the user leaves the length out.
    await user.click(within(notice).getByRole('checkbox', { name: /Distance totale/ }));
    await user.click(within(notice).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Date de début/)).toHaveValue('2026-07-14');
    expect(screen.getByLabelText(/Date de fin/)).toHaveValue('2026-07-14');
    expect(screen.getByRole('spinbutton', { name: /Altitude minimale/ })).toHaveValue(1000);
    expect(screen.getByRole('spinbutton', { name: /Altitude maximale/ })).toHaveValue(1299);
    expect(screen.getByRole('spinbutton', { name: /Dénivelé positif/ })).toHaveValue(299);
    expect(screen.getByRole('spinbutton', { name: /Distance totale/ })).toHaveValue(null);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Réinitialiser la géométrie' })).toBeEnabled();
  });

  it('cancelling the import leaves the geometry as it was', async () => {
    const { user } = renderForm('route');
    await user.upload(await screen.findByTestId('geometry-file'), file('trace.gpx', gpx(300)));
    const notice = await screen.findByRole('alertdialog', { name: 'Simplifier la géométrie ?' });
    // A route is offered no outing facts.
    expect(within(notice).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Annuler' }));
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Réinitialiser la géométrie' })).toBeDisabled();
  });

  it('a waypoint takes the point of a file at once, in the typed inputs; Clear removes it', async () => {
    const { user } = renderForm('waypoint');
    await user.upload(await screen.findByTestId('geometry-file'), file('trace.gpx', gpx(300)));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('45.900000'));
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('6.900000');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  });

  it('a file without GPS data shows the danger toast', async () => {
    const { user } = renderForm('route');
    await user.upload(await screen.findByTestId('geometry-file'), file('notes.gpx', 'no track here'));
    expect(await screen.findByText("Aucune donnée n'a pu être extraite du fichier GPS")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('types without geometry show no map', async () => {
    renderForm('article');
    await screen.findByRole('heading', { name: 'Informations générales' });
    expect(screen.queryByRole('heading', { name: 'Géométrie' })).not.toBeInTheDocument();
  });
});
