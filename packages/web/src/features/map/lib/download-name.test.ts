import { describe, expect, it } from 'vitest';
import { downloadName } from './download-name.ts';

describe('download file names (spec 3 §5)', () => {
  it.each([
    { doc: { document_id: 600, title: 'Couloir nord' }, ext: 'gpx', name: '600_Couloir_nord.gpx' },
    {
      doc: { document_id: 600, title: 'Aiguille Verte : Couloir nord' },
      ext: 'kml',
      name: '600_Aiguille_Verte_-_Couloir_nord.kml',
    },
    { doc: { document_id: 7, title: 'a/b\\c?d%e*f|g"h<i>j' }, ext: 'gpx', name: '7_a-b-c-d-e-f-g-h-i-j.gpx' },
    { doc: { document_id: 7, title: '' }, ext: 'gpx', name: '7.gpx' },
    { doc: { document_id: 600, title: 'Couloir nord' }, ext: 'geojson', name: '600_Couloir_nord.geojson' },
    { doc: { document_id: 7, title: null }, ext: 'gpx', name: '7.gpx' },
    {
      doc: { document_id: 689, title: 'Pointe Percée', date_start: '2026-10-31', isOuting: true },
      ext: 'gpx',
      name: '689_Pointe_Percée_2026-10-31.gpx',
    },
    { doc: { document_id: 9, title: 'Route', date_start: '2026-10-31' }, ext: 'gpx', name: '9_Route.gpx' },
    { doc: { document_id: 1, title: 'x'.repeat(150) }, ext: 'gpx', name: `1_${'x'.repeat(100)}.gpx` },
  ] as const)('$name', ({ doc, ext, name }) => {
    expect(downloadName(doc, ext)).toBe(name);
  });
});
