import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pluralOf, type DocumentType, type ListingOf } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { renderApp, testSession } from '../../../testing/render-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { FIXTURES } from '../../../testing/fixtures/documents.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

// OpenLayers cannot run in jsdom: the map shows the ids of the documents it was given.
vi.mock('../../map/components/map-view.tsx', () => ({
  MapView: ({ documents }: { documents: { id: number }[] }) => (
    <div data-testid="map" data-documents={documents.map((doc) => doc.id).join(',')} />
  ),
}));

const waypointListing = listingFixture({
  document_id: 256,
  type: 'w',
  waypoint_type: 'climbing_outdoor',
  locales: [{ lang: 'fr', title: 'Falaises de Presles' }],
  geometry: { geom: JSON.stringify({ type: 'Point', coordinates: [600290, 5634156] }) },
}) as ListingOf<'waypoint'>;

const serve = (type: DocumentType, body: FullDocument) =>
  stubApi(({ path }) => (path === `/${pluralOf(type)}/${body.document_id}` ? { body } : undefined));

const tools = async () => within(await screen.findByRole('complementary', { name: 'Outils' }));

describe('detail pages: spec 2 rules of single types', () => {
  it("a personal image with a photographer's name is still edited by its creator (spec 2 §6)", async () => {
    serve('image', {
      ...FIXTURES.image,
      image_type: 'personal',
      quality: 'draft',
      author: 'Jean Photographe',
    });
    renderApp('/images/900', { session: { ...testSession, id: 7 } });
    expect((await tools()).getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/images/edit/900/fr',
    );
    expect(screen.getAllByText(/Ce document est une ébauche/).length).toBeGreaterThan(0);
  });

  it('a topo map is edited by moderators only (api.md §1.2, issue 13)', async () => {
    serve('map', FIXTURES.map);
    renderApp('/maps/65', { session: testSession });
    expect((await tools()).queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();

    serve('map', FIXTURES.map);
    renderApp('/maps/65', { session: { ...testSession, roles: ['moderator'] } });
    expect((await tools()).getByRole('link', { name: 'Modifier' })).toHaveAttribute(
      'href',
      '/maps/edit/65/fr',
    );
  });

  it('the add form of topo maps refuses contributors (api.md §1.2, issue 13)', async () => {
    renderApp('/maps/add/fr', { session: testSession });
    expect(await screen.findByText(/Vous ne pouvez pas créer de document de ce type/)).toBeInTheDocument();
  });

  it('the main image of an image page links to the original (spec 2 "Image")', async () => {
    serve('image', FIXTURES.image);
    renderApp('/images/900');
    const image = await screen.findByRole('img', { name: 'Vue du couloir' });
    expect(image.closest('a')).toHaveAttribute('href', '/api/images/proxy/900');
  });

  it('non-moderators see the History entry only on their own profile (spec 2 §6)', async () => {
    const other = { ...FIXTURES.profile, document_id: 43, name: 'Paul' };
    serve('profile', other);
    renderApp('/profiles/43', { session: testSession });
    expect((await tools()).queryByRole('link', { name: 'Historique' })).not.toBeInTheDocument();

    serve('profile', other);
    renderApp('/profiles/43', { session: { ...testSession, roles: ['moderator'] } });
    expect((await tools()).getByRole('link', { name: 'Historique' })).toBeInTheDocument();
  });

  it('the owner of a profile sees its History entry', async () => {
    serve('profile', FIXTURES.profile);
    renderApp('/profiles/42', { session: testSession });
    expect((await tools()).getByRole('link', { name: 'Historique' })).toHaveAttribute(
      'href',
      '/profiles/history/42/fr',
    );
  });

  it('a book shows a map of its waypoints only when waypoints are associated (spec 2 "Book")', async () => {
    const book = FIXTURES.book;
    serve('book', { ...book, associations: { ...book.associations, waypoints: [waypointListing] } });
    renderApp(`/books/${book.document_id}`);
    expect(await screen.findByTestId('map')).toHaveAttribute(
      'data-documents',
      String(waypointListing.document_id),
    );
  });

  it('a book without associated waypoints has no map', async () => {
    serve('book', FIXTURES.book);
    renderApp(`/books/${FIXTURES.book.document_id}`);
    await tools();
    expect(screen.queryByRole('region', { name: 'Carte' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
  });
});
