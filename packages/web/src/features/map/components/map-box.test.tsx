import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toMercator } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { resizeWindow } from '../../../testing/render-app.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { MapBox } from './map-box.tsx';
import { MapBoxMap } from './map-box-map.tsx';
import { documentFixture } from '../../../testing/fixtures/factory.ts';

// OpenLayers needs a canvas and layout that jsdom lacks: the map itself is replaced by a stub
// that shows what it was given; what is tested here is the box around it.
vi.mock('./map-view.tsx', () => ({
  MapView: ({
    documents,
    children,
  }: {
    documents: { id: number }[];
    children?: (s: { isFullscreen: boolean }) => unknown;
  }) => (
    <div data-testid="map" data-documents={documents.map((doc) => doc.id).join(',')}>
      {children?.({ isFullscreen: false }) as never}
    </div>
  ),
}));
vi.mock('../../../lib/download-file.ts', () => ({ downloadFile: vi.fn() }));

const at = (lat: number, z: number, t: number) => [...toMercator(6.87, lat), z, t];
const outing: FullDocument = documentFixture({
  document_id: 689,
  type: 'o',
  date_start: '2026-10-31',
  condition_rating: 'good',
  locales: [{ lang: 'fr', title: 'Pointe Percée' }],
  geometry: {
    geom: JSON.stringify({ type: 'Point', coordinates: at(45.9, 0, 0).slice(0, 2) }),
    geom_detail: JSON.stringify({
      type: 'LineString',
      coordinates: [at(45.9, 1000, 1e9), at(45.91, 1200, 1e9 + 600)],
    }),
  },
  associations: {
    routes: [
      {
        document_id: 641,
        type: 'r',
        locales: [{ lang: 'fr', title: 'Voie normale' }],
        geometry: { geom: JSON.stringify({ type: 'Point', coordinates: [1, 2] }) },
      },
    ],
  },
  maps: [
    {
      document_id: 65,
      type: 'm',
      code: '3430 ET',
      editor: 'IGN',
      locales: [{ lang: 'fr', title: 'La Clusaz' }],
    },
  ],
});

const renderBox = (doc: FullDocument, type: 'outing' | 'route' = 'outing') => {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <MapBox type={type} doc={doc} title="Pointe Percée" renderMap={(map) => <MapBoxMap {...map} />} />
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
};

describe('map box on detail pages (spec 3 §2 "Map box on detail pages")', () => {
  beforeEach(() => resizeWindow(1280, 900));

  it('shows the document and its associations, and downloads GPX, KML and GeoJSON named after id, title and date', async () => {
    const user = userEvent.setup();
    renderBox(outing);
    expect(screen.getByTestId('map')).toHaveAttribute('data-documents', '641,689');

    await user.click(screen.getByRole('button', { name: 'Télécharger en GPX' }));
    await vi.dynamicImportSettled();
    expect(downloadFile).toHaveBeenLastCalledWith(
      expect.stringContaining('<trkpt lat="45.9" lon="6.87"><ele>1000</ele>'),
      '689_Pointe_Percée_2026-10-31.gpx',
      'application/gpx+xml',
    );

    await user.click(screen.getByRole('button', { name: 'Télécharger en KML' }));
    await vi.dynamicImportSettled();
    expect(downloadFile).toHaveBeenLastCalledWith(
      expect.stringContaining('<gx:coord>6.87 45.9 1000</gx:coord><gx:coord>6.87 45.91 1200</gx:coord>'),
      '689_Pointe_Percée_2026-10-31.kml',
      'application/vnd.google-earth.kml+xml',
    );

    await user.click(screen.getByRole('button', { name: 'Télécharger en GeoJSON' }));
    await vi.dynamicImportSettled();
    expect(downloadFile).toHaveBeenLastCalledWith(
      expect.stringContaining('"coordinates":[[6.87,45.9,1000],[6.87,45.91,1200]]'),
      '689_Pointe_Percée_2026-10-31.geojson',
      'application/geo+json',
    );
  });

  it('spec 3 §5: download does nothing without a feature', async () => {
    const user = userEvent.setup();
    vi.mocked(downloadFile).mockClear();
    renderBox(documentFixture({ document_id: 5, type: 'r', geometry: { geom: null } }), 'route');
    await user.click(screen.getByRole('button', { name: 'Télécharger en GPX' }));
    await vi.dynamicImportSettled();
    expect(downloadFile).not.toHaveBeenCalled();
  });

  it('toggles the map links: maps with editor and code', async () => {
    const user = userEvent.setup();
    renderBox(outing);
    expect(screen.queryByRole('link', { name: /IGN 3430 ET/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cartes' }));
    expect(screen.getByRole('link', { name: 'IGN 3430 ET La Clusaz' })).toHaveAttribute(
      'href',
      '/maps/65/fr/la-clusaz',
    );
  });

  it('shows the elevation profile of an outing with elevations, with the time mode', () => {
    renderBox(outing);
    expect(screen.getByRole('region', { name: 'Profil altimétrique' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Temps' })).toBeInTheDocument();
  });

  it('cycles the pin modes and pads the page (1280×900: off → right → top → off)', async () => {
    const user = userEvent.setup();
    renderBox(outing);
    const pin = screen.getByRole('button', { name: 'Épingler à droite' });
    await user.click(pin);
    expect(document.body.style.paddingRight).toBe('30%');
    await user.click(screen.getByRole('button', { name: 'Épingler en haut' }));
    expect(document.body.style.paddingRight).toBe('');
    expect(document.body.style.paddingTop).toBe('45vh');
    await user.click(screen.getByRole('button', { name: 'Détacher' }));
    expect(document.body.style.paddingTop).toBe('');
  });
});
