import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CATALOG, type FieldDef, type TypeCatalog } from '@cairn/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../../components/toast-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../testing/api-stub.ts';
import { documentFixture } from '../../../testing/fixtures/factory.ts';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { draftStorageKey, saveDraft } from '../lib/draft-store.ts';
import { editedDocumentOf, newDocument } from '../lib/form-document.ts';
import { DocumentForm } from './document-form.tsx';

const route = documentFixture({
  document_id: 600,
  type: 'r',
  version: 7,
  available_langs: ['fr'],
  activities: ['skitouring'],
  glacier_gear: 'no',
  elevation_max: 3222,
  locales: [{ lang: 'fr', version: 3, title: 'Versant nord', description: 'Montée par le vallon.' }],
  geometry: { geom: '{"type":"Point","coordinates":[635956,5723604]}', version: 2 },
  associations: { waypoints: [{ document_id: 238, type: 'w', locales: [{ lang: 'fr', title: 'Pic' }] }] },
});

const answerRoute = (r: { path: string; method: string }) =>
  r.path === '/routes/600' && r.method === 'GET' ? { body: route } : undefined;

describe('the route edit form (issue 12)', () => {
  it('shows the fields of the activities chosen, at once (rock climbing, single pitch)', async () => {
    stubApi(answerRoute);
    const { user } = renderApp('/routes/edit/600/fr', { session: testSession });
    expect(
      await screen.findByRole('heading', { name: 'Modification de « Versant nord »' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Cotation ski technique/ })).toHaveValue('');
    const activities = screen.getByRole('group', { name: /Activités/ });
    // Only the route's activities are offered (fields.md §9: no paragliding).
    expect(within(activities).queryByRole('checkbox', { name: 'Parapente' })).not.toBeInTheDocument();
    await user.click(within(activities).getByRole('checkbox', { name: 'Ski de randonnée' }));
    await user.click(within(activities).getByRole('checkbox', { name: 'Escalade' }));
    // fields.md §9.3: with rock climbing alone, configuration needs multi-pitch.
    await user.selectOptions(screen.getByRole('combobox', { name: /Type d'escalade/ }), 'single');
    expect(screen.queryByRole('group', { name: /Configuration/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Équipement en place/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /Type d'escalade/ }), 'multi');
    expect(screen.getByRole('group', { name: /Configuration/ })).toBeInTheDocument();
  });

  it('does not submit while a field is in error, and says why under the field', async () => {
    const requests = stubApi(answerRoute);
    const { user } = renderApp('/routes/edit/600/fr', { session: testSession });
    const title = await screen.findByRole('textbox', { name: /Titre/ });
    await user.clear(title);
    expect(await screen.findByText('champ obligatoire')).toBeInTheDocument();
    await user.type(title, 'Ab');
    expect(screen.getByText('Ce champ est trop court')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Certains champs demandent votre attention (1)');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the whole document with its versions and the comment, then shows the document', async () => {
    const requests = stubApi(answerRoute, (r) => (r.method === 'PUT' ? { body: {} } : undefined));
    const { user, location } = renderApp('/routes/edit/600/fr', { session: testSession });
    const elevation = await screen.findByRole('spinbutton', { name: /Altitude max/ });
    await user.clear(elevation);
    await user.type(elevation, '3230');
    await user.type(screen.getByRole('textbox', { name: 'Commentaire sur vos modifications' }), 'altitude');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/routes\/600\/fr/));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/routes/600');
    expect(put?.body).toMatchObject({
      message: 'altitude',
      document: {
        document_id: 600,
        version: 7,
        elevation_max: 3230,
        locales: [{ lang: 'fr', version: 3, title: 'Versant nord' }],
        associations: { waypoints: [{ document_id: 238 }] },
      },
    });
    expect(localStorage.getItem(draftStorageKey({ type: 'route', id: 600, lang: 'fr' }))).toBeNull();
  });

  it('puts the server’s named errors under their field and the others in a banner; the draft stays', async () => {
    stubApi(answerRoute, (r) =>
      r.method === 'PUT'
        ? {
            status: 400,
            body: {
              status: 'error',
              errors: [
                { location: 'body', name: 'elevation_max', description: 'This field is too big' },
                { location: 'body', name: 'associations.climbing_indoor_waypoint', description: 'no way' },
              ],
            },
          }
        : undefined,
    );
    const { user } = renderApp('/routes/edit/600/fr', { session: testSession });
    await user.type(await screen.findByRole('textbox', { name: 'Commentaire sur vos modifications' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Cette valeur doit être au plus 9000')).toBeInTheDocument();
    expect(screen.getByText('no way')).toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey({ type: 'route', id: 600, lang: 'fr' }))).not.toBeNull();
  });

  it('offers to restore a draft kept from an earlier visit', async () => {
    stubApi(answerRoute);
    const kept = editedDocumentOf('route', route, 'fr');
    kept.locales = [{ ...kept.locales[0]!, title: 'Versant nord, par le couloir' }];
    saveDraft({ type: 'route', id: 600, lang: 'fr' }, kept, 7);
    const { user } = renderApp('/routes/edit/600/fr', { session: testSession });
    const title = await screen.findByRole('textbox', { name: /Titre/ });
    expect(title).toHaveValue('Versant nord');
    await user.click(screen.getByRole('button', { name: 'Les reprendre' }));
    expect(title).toHaveValue('Versant nord, par le couloir');
  });

  it('tells a visitor who may not edit the document why, instead of a form', async () => {
    const outing = documentFixture({ document_id: 900, type: 'o', associations: { users: [] } });
    stubApi((r) => (r.path === '/outings/900' ? { body: outing } : undefined));
    renderApp('/outings/edit/900/fr', { session: testSession });
    expect(
      await screen.findByRole('heading', { name: 'Vous ne pouvez pas modifier ce document' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });
});

describe('a field added to the catalog (issue 12 §1)', () => {
  it('shows in the form, with its bounds, and nothing else is needed', async () => {
    const bolts: FieldDef = { name: 'bolt_count', level: 'document', kind: 'int', min: 0, max: 500 };
    const catalog: TypeCatalog = { ...CATALOG.route, fields: [...CATALOG.route.fields, bolts] };
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <DocumentForm
              type="route"
              lang="fr"
              catalog={catalog}
              initial={newDocument('route', 'fr')}
              draftAddress={{ type: 'route', lang: 'fr' }}
              baseVersion={null}
              isModerator={false}
              isCreation
              onSave={() => Promise.resolve({ ok: true, id: 1 })}
              onSaved={() => undefined}
              onCancel={() => undefined}
            />
          ),
        },
      ],
      { initialEntries: ['/routes/add/fr'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const input = await screen.findByRole('spinbutton', { name: /bolt_count/ });
    expect(input).toHaveAttribute('max', '500');
    expect(screen.getByText('De 0 à 500')).toBeInTheDocument();
    await userEvent.type(input, '12');
    expect(input).toHaveValue(12);
  });
});

describe('the image edit form (issue 15 §7)', () => {
  const image = documentFixture({
    document_id: 700,
    type: 'i',
    version: 2,
    available_langs: ['fr'],
    image_type: 'collaborative',
    camera_name: 'Canon EOS 6D',
    iso_speed: 200,
    filename: '1700000000_12345.jpg',
    locales: [{ lang: 'fr', version: 1, title: 'Vue du col' }],
    associations: {},
  });
  const answerImage = (r: { path: string; method: string }) =>
    r.path === '/images/700' && r.method === 'GET' ? { body: image } : undefined;

  it('shows the camera settings read from the file without letting them be edited', async () => {
    stubApi(answerImage);
    renderApp('/images/edit/700/fr', { session: testSession });
    const camera = await screen.findByRole('textbox', { name: /Appareil photo/ });
    expect(camera).toHaveValue('Canon EOS 6D');
    expect(camera).toHaveAttribute('readonly');
    expect(screen.getByRole('spinbutton', { name: /Sensibilité ISO/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Titre/ })).not.toHaveAttribute('readonly');
  });

  it('spec 2 §5: a contributor keeps a collaborative image collaborative; a moderator may make it personal', async () => {
    stubApi(answerImage);
    const first = renderApp('/images/edit/700/fr', { session: testSession });
    const kind = await screen.findByRole('combobox', { name: /Type d'image/ });
    const offered = () =>
      within(kind)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean);
    expect(offered()).toEqual(['collaborative']);
    first.unmount();
    renderApp('/images/edit/700/fr', { session: { ...testSession, roles: ['moderator'] } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Type d'image/ })).toBeInTheDocument());
    const moderatorKind = screen.getByRole('combobox', { name: /Type d'image/ });
    // Copyright only with a book among the associations (fields.md §5).
    expect(
      within(moderatorKind)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value)
        .filter(Boolean),
    ).toEqual(['collaborative', 'personal']);
  });
});
