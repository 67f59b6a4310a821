import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_LAYERS, parseMapLayers, parseMapOverlays } from './map-layers.ts';

describe('map layers configuration (VITE_MAP_LAYERS)', () => {
  it.each([undefined, '', '  '])('%j gives the OpenStreetMap layer', (raw) => {
    expect(parseMapLayers(raw)).toBe(DEFAULT_MAP_LAYERS);
  });

  it('reads providers with defaults for attribution, max zoom and restriction', () => {
    expect(
      parseMapLayers(
        '[{"name":"Fake","url":"http://127.0.0.1:9/{z}/{x}/{y}.png"},{"name":"Topo","url":"https://t/{z}/{x}/{y}","attribution":"© T","maxZoom":17,"restricted":true}]',
      ),
    ).toEqual([
      {
        name: 'Fake',
        url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        attribution: '',
        maxZoom: 19,
        restricted: false,
      },
      { name: 'Topo', url: 'https://t/{z}/{x}/{y}', attribution: '© T', maxZoom: 17, restricted: true },
    ]);
  });

  it.each([
    '{}',
    '[]',
    '[null]',
    '[{"name":"x"}]',
    '[{"name":"x","url":"no-template"}]',
    'not json',
    '[{"name":"x","url":"https://t/{z}/{x}/{y}","restricted":"yes"}]',
    // Anonymous visitors would have no map at all.
    '[{"name":"x","url":"https://t/{z}/{x}/{y}","restricted":true}]',
    // Two layers of one name could not be told apart in the switcher.
    '[{"name":"x","url":"https://t/{z}/{x}/{y}"},{"name":"x","url":"https://u/{z}/{x}/{y}"}]',
  ])('fails loudly on %s', (raw) => {
    expect(() => parseMapLayers(raw)).toThrow(/VITE_MAP_LAYERS/);
  });
});

describe('map overlays configuration (VITE_MAP_OVERLAYS)', () => {
  it.each([undefined, '', '  ', '[]'])('%j gives no overlay', (raw) => {
    expect(parseMapOverlays(raw)).toEqual([]);
  });

  it('draws slope layers at 0.4, protection zones at 0.7, other overlays opaque, unless told otherwise (spec 3 §9)', () => {
    expect(
      parseMapOverlays(
        '[{"name":"Slopes","url":"https://s/{z}/{x}/{y}.png","attribution":"© S","maxZoom":17,"kind":"slope"},{"name":"Parks","url":"https://p/{z}/{x}/{y}.png","kind":"protection"},{"name":"Trails","url":"https://t/{z}/{x}/{y}.png"},{"name":"Ski","url":"https://k/{z}/{x}/{y}.png","kind":"slope","opacity":1,"restricted":true}]',
      ),
    ).toEqual([
      {
        name: 'Slopes',
        url: 'https://s/{z}/{x}/{y}.png',
        attribution: '© S',
        maxZoom: 17,
        restricted: false,
        kind: 'slope',
        opacity: 0.4,
      },
      {
        name: 'Parks',
        url: 'https://p/{z}/{x}/{y}.png',
        attribution: '',
        maxZoom: 19,
        restricted: false,
        kind: 'protection',
        opacity: 0.7,
      },
      {
        name: 'Trails',
        url: 'https://t/{z}/{x}/{y}.png',
        attribution: '',
        maxZoom: 19,
        restricted: false,
        kind: 'other',
        opacity: 1,
      },
      {
        name: 'Ski',
        url: 'https://k/{z}/{x}/{y}.png',
        attribution: '',
        maxZoom: 19,
        restricted: true,
        kind: 'slope',
        opacity: 1,
      },
    ]);
  });

  it('may hold restricted overlays only: the base layer is what everyone needs', () => {
    expect(parseMapOverlays('[{"name":"S","url":"https://s/{z}/{x}/{y}","restricted":true}]')).toHaveLength(
      1,
    );
  });

  it.each([
    '{}',
    'not json',
    '[{"name":"S"}]',
    '[{"name":"S","url":"https://s/{z}/{x}/{y}","opacity":0}]',
    '[{"name":"S","url":"https://s/{z}/{x}/{y}","opacity":1.5}]',
    '[{"name":"S","url":"https://s/{z}/{x}/{y}","opacity":"0.4"}]',
    '[{"name":"S","url":"https://s/{z}/{x}/{y}","kind":"slopes"}]',
    '[{"name":"S","url":"https://s/{z}/{x}/{y}"},{"name":"S","url":"https://t/{z}/{x}/{y}"}]',
  ])('fails loudly on %s', (raw) => {
    expect(() => parseMapOverlays(raw)).toThrow(/VITE_MAP_OVERLAYS/);
  });
});
