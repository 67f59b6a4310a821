import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_TYPES, pluralOf, sectionsOf, type DocumentType } from '@cairn/domain';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';
import { shownFields } from '../../../features/documents/lib/document-fields.ts';
import { i18n, setLanguage } from '../../../lib/i18n.ts';

const serve = (type: DocumentType, body: unknown = FIXTURES[type], status = 200) =>
  stubApi(({ path }) =>
    path === `/${pluralOf(type)}/${FIXTURES[type].document_id}` ? { status, body } : undefined,
  );

const label = (type: DocumentType, name: string) => {
  const specific = `fieldLabels.${type}.${name}`;
  return i18n.exists(specific) ? i18n.t(specific as never) : i18n.t(`fields.${name}` as never);
};

describe('document detail pages (spec 2 "Shared detail page layout")', () => {
  it.each(DOCUMENT_TYPES)(
    '%s page shows every visible catalog field of its fixture with a label',
    async (type) => {
      serve(type);
      const doc = FIXTURES[type];
      renderApp(`/${pluralOf(type)}/${doc.document_id}`);
      await screen.findByRole('heading', { level: 1 });
      const fields = shownFields(type, doc);
      expect(fields.length).toBeGreaterThan(0);
      for (const { field } of fields) {
        expect(screen.getAllByText(label(type, field.name)).length, field.name).toBeGreaterThan(0);
      }
    },
  );

  it('asks for the document cooked in the interface language and rewrites the address with the slug', async () => {
    const requests = serve('route');
    const { location } = renderApp('/routes/600');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Aiguille Verte :\s*Couloir nord/ }),
    ).toBeInTheDocument();
    expect(requests[0]?.query.get('cook')).toBe('fr');
    await waitFor(() => expect(location().pathname).toBe('/routes/600/fr/couloir-nord'));
    expect(document.title).toBe('Aiguille Verte : Couloir nord · Cairn');
  });

  it('shows the cooked sections in the catalog display order with headings (fields.md §12)', async () => {
    serve('route');
    const { container } = renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 });
    const shown = [...container.querySelectorAll('[data-section]')].map((el) =>
      el.getAttribute('data-section'),
    );
    expect(shown).toEqual(sectionsOf('route', { activities: FIXTURES.route.activities as string[] }));
    expect(
      screen.getByRole('heading', { name: 'Historique de l\u2019itinéraire'.replace('\u2019', "'") }),
    ).toBeInTheDocument();
  });

  it('waypoints of type access put access before description; huts keep the catalog order', async () => {
    expect(sectionsOf('waypoint', { waypoint_type: 'hut' })).toEqual([
      'summary',
      'access_period',
      'description',
      'access',
      'external_resources',
    ]);
    serve('waypoint');
    const { container } = renderApp('/waypoints/204');
    await screen.findByRole('heading', { level: 1 });
    const shown = [...container.querySelectorAll('[data-section]')].map((el) =>
      el.getAttribute('data-section'),
    );
    expect(shown).toEqual(['summary', 'access_period', 'description', 'access', 'external_resources']);
  });

  it('formats units: lengths over 1000 m in km, elevations in m, ratings verbatim (spec 2 §9)', async () => {
    serve('route');
    renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 });
    const value = (name: string) => screen.getByText(label('route', name)).nextElementSibling?.textContent;
    expect(value('route_length')).toBe('15,8 km');
    expect(value('elevation_max')?.replace(/\s/g, ' ')).toBe('3 753 m');
    expect(value('durations')).toBe('1, 2 j');
    expect(value('ski_rating')).toBe('4.2');
    expect(value('glacier_gear')).toBe('Crampons obligatoires');
    expect(value('lift_access')).toBe('Non');
    expect(screen.getByText('AD 5c>5a A1 III X2 P2 E2 4.2 / E3 D / S4')).toBeInTheDocument();
  });

  it('formats image values: file size in ko, f-number as f/x, exposure as a fraction', async () => {
    serve('image');
    renderApp('/images/900');
    await screen.findByRole('heading', { level: 1 });
    const value = (name: string) => screen.getByText(label('image', name)).nextElementSibling?.textContent;
    expect(value('file_size')).toBe('2\u202f048 ko'.replace('\u202f', value('file_size')?.[1] ?? ' '));
    expect(value('fnumber')).toBe('f/8');
    expect(value('exposure_time')).toBe('1/250 s');
    expect(value('focal_length')).toBe('35 mm');
    expect(screen.getByText('Photo Club')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vue du couloir' })).toHaveAttribute(
      'src',
      '/api/images/proxy/900?size=MI',
    );
  });

  it('outing header shows the dates, condition and quality; levels table and participants', async () => {
    serve('outing');
    renderApp('/outings/964');
    const header = within((await screen.findByRole('heading', { level: 1 })).closest('header')!);
    expect(header.getByText('du 9 mars 2026 au 10 mars 2026')).toBeInTheDocument();
    expect(header.getByText('Moyen')).toBeInTheDocument();
    expect(header.getAllByText('Bonnes').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Enneigement' })).toBeInTheDocument();
    expect(screen.getByText('Paul, Lise')).toBeInTheDocument();
    expect(screen.getByText('850 m')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Commentaires personnels' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pic Perdiguère : Versant nord' })).toBeInTheDocument();
  });

  it('recent outings hide empty quality; licence box by type (spec 2 "Licences")', async () => {
    serve('route');
    renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Belle sortie' })).toBeInTheDocument();
    expect(screen.queryByText('Sortie vide')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY-SA 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/3.0/',
    );
  });

  it('weather and nearby links for a route with a point; directions only for access, gite, camp_site', async () => {
    serve('route');
    renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Prévisions météo' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.meteoblue\.com\/fr\/weather\/week\/45\.\d+N5\.\d+E$/,
    );
    expect(screen.getByRole('link', { name: 'Itinéraires à proximité' })).toHaveAttribute(
      'href',
      '/routes?bbox=625956,5713604,645956,5733604',
    );
    expect(screen.queryByRole('link', { name: 'Itinéraire routier' })).not.toBeInTheDocument();
  });

  it('editors see the draft banner and the history-missing banner; visitors do not (spec 2 §2)', async () => {
    const draft = {
      ...FIXTURES.route,
      quality: 'draft',
      cooked: { ...FIXTURES.route.cooked!, route_history: '' },
    };
    serve('route', draft);
    renderApp('/routes/600');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/ébauche/)).not.toBeInTheDocument();

    serve('route', draft);
    renderApp('/routes/600', { session: testSession });
    expect(await screen.findAllByText(/Ce document est une ébauche/)).not.toHaveLength(0);
    expect(screen.getAllByText(/L'historique de cet itinéraire manque/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Modifier' })[0]).toHaveAttribute(
      'href',
      '/routes/edit/600/fr',
    );
  });

  it('shows a fallback notice when the document is not in the asked language, and links to the others', async () => {
    serve('route', {
      ...FIXTURES.route,
      available_langs: ['fr', 'it'],
      cooked: { ...FIXTURES.route.cooked!, lang: 'it' },
    });
    renderApp('/routes/600/en');
    expect(
      await screen.findByText("Ce document n'existe pas en anglais : il est affiché en italien."),
    ).toBeInTheDocument();
    const others = screen.getByRole('navigation', { name: 'Autres langues' });
    expect(within(others).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/routes/600/fr/couloir-nord',
    );
  });

  it('a private profile seen anonymously shows the spec text', async () => {
    serve('profile', { not_authorized: true, document_id: 42, name: 'Jeanne Doe' });
    await setLanguage('en');
    renderApp('/profiles/42');
    expect(
      await screen.findByText('This profile is only available to authenticated users.'),
    ).toBeInTheDocument();
  });

  it('a merged document navigates to its target (api.md §4.2)', async () => {
    stubApi(({ path }) =>
      path === '/routes/5'
        ? { body: { redirects_to: 600, available_langs: ['fr'] } }
        : path === '/routes/600'
          ? { body: FIXTURES.route }
          : undefined,
    );
    const { location } = renderApp('/routes/5');
    await waitFor(() => expect(location().pathname).toBe('/routes/600/fr/couloir-nord'));
  });

  it('a 404 shows the not-found page, other failures a danger notice (spec 1 §2.12)', async () => {
    stubApi();
    renderApp('/routes/600');
    expect(await screen.findByRole('heading', { name: 'Page non trouvée' })).toBeInTheDocument();
  });

  it('a server failure shows the danger notice with its message', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        status: 'error',
        errors: [{ location: 'querystring', name: 'cook', description: 'invalid lang' }],
      },
    }));
    renderApp('/routes/600');
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid lang');
  });
});
