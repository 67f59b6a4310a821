import { describe, expect, it } from 'vitest';
import { exportFeaturesOf, extentOf, mapDocumentsOfDetail, mapDocumentsOfList } from './map-documents.ts';
import type { FullDocument } from '../../../lib/documents.ts';
import { documentFixture, listingFixture } from '../../../testing/fixtures/factory.ts';

const point = (x: number, y: number) => JSON.stringify({ type: 'Point', coordinates: [x, y] });
const line = JSON.stringify({
  type: 'LineString',
  coordinates: [
    [0, 0, 1000],
    [100, 50, 1100],
  ],
});

const waypoint = listingFixture({
  document_id: 1,
  type: 'w',
  waypoint_type: 'summit',
  locales: [{ lang: 'fr', title: 'Mont Blanc' }],
  geometry: { geom: point(10, 20) },
});

describe('documents on the map', () => {
  it('list items: points with title, link and colour; items without geometry are left out', () => {
    const docs = mapDocumentsOfList([waypoint, listingFixture({ document_id: 2, type: 'r', locales: [] })]);
    expect(docs).toEqual([
      {
        id: 1,
        type: 'waypoint',
        title: 'Mont Blanc',
        href: '/waypoints/1/fr/mont-blanc',
        geometry: { type: 'Point', coordinates: [10, 20] },
        color: '#7f4a1e',
      },
    ]);
  });

  it('detail: the document with its track last (drawn on top), then its associations', () => {
    const outing: FullDocument = documentFixture({
      document_id: 9,
      type: 'o',
      condition_rating: 'awful',
      locales: [{ lang: 'fr', title: 'Sortie' }],
      geometry: { geom: point(0, 0), geom_detail: line },
      associations: { waypoints: [waypoint], routes: { documents: [waypoint], total: 1 } },
    });
    const docs = mapDocumentsOfDetail(outing);
    expect(docs.map((d) => [d.id, d.geometry.type, d.isMain ?? false])).toEqual([
      [1, 'Point', false],
      [9, 'LineString', true],
    ]);
    expect(docs[1]!.color).toBe('#8b0000');
    expect(extentOf(docs)).toEqual([0, 0, 100, 50]);
    expect(exportFeaturesOf(outing, 'Sortie')).toEqual([{ name: 'Sortie', geometry: JSON.parse(line) }]);
  });

  it('download: nothing without a geometry', () => {
    expect(exportFeaturesOf(documentFixture({ document_id: 3, type: 'r' }), 'x')).toEqual([]);
    expect(extentOf([])).toBeUndefined();
  });
});
