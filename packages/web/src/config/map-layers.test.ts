import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_LAYERS, parseMapLayers } from './map-layers.ts';

describe('map layers configuration (VITE_MAP_LAYERS)', () => {
  it.each([undefined, '', '  '])('%j gives the OpenStreetMap layer', (raw) => {
    expect(parseMapLayers(raw)).toBe(DEFAULT_MAP_LAYERS);
  });

  it('reads providers with defaults for attribution and max zoom', () => {
    expect(
      parseMapLayers('[{"name":"Fake","url":"http://127.0.0.1:9/{z}/{x}/{y}.png"},{"name":"Topo","url":"https://t/{z}/{x}/{y}","attribution":"© T","maxZoom":17}]'),
    ).toEqual([
      { name: 'Fake', url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: '', maxZoom: 19 },
      { name: 'Topo', url: 'https://t/{z}/{x}/{y}', attribution: '© T', maxZoom: 17 },
    ]);
  });

  it.each(['{}', '[]', '[{"name":"x"}]', '[{"name":"x","url":"no-template"}]', 'not json'])('fails loudly on %s', (raw) => {
    expect(() => parseMapLayers(raw)).toThrow();
  });
});
