import { describe, expect, it } from 'vitest';
import { cspSourcesOf, originsOf } from './csp-sources.ts';

describe('the origins a build reaches (issue 13)', () => {
  it('lists OpenStreetMap and Photon by default, nothing for paths of the app', () => {
    expect(cspSourcesOf({})).toEqual({
      img: ['https://tile.openstreetmap.org'],
      connect: ['https://photon.komoot.io'],
      script: [],
      frame: [],
    });
  });

  it('follows the configured tiles, overlays, forum, API, place search and captcha', () => {
    const sources = cspSourcesOf({
      VITE_MAP_LAYERS: JSON.stringify([{ name: 'Topo', url: 'https://{a-c}.tiles.example/{z}/{x}/{y}.png' }]),
      VITE_MAP_OVERLAYS: JSON.stringify([
        { name: 'Slopes', url: 'http://127.0.0.1:18099/slope/{z}/{x}/{y}.png' },
      ]),
      VITE_FORUM_URL: 'https://forum.example/',
      VITE_API_URL: 'https://api.example/v1',
      VITE_GEOCODER_URL: 'https://geo.example/api/',
      VITE_RECAPTCHA_SITE_KEY: 'key',
    });
    expect(sources.img).toEqual([
      'http://127.0.0.1:18099',
      'https://a.tiles.example',
      'https://api.example',
      'https://b.tiles.example',
      'https://c.tiles.example',
      'https://forum.example',
    ]);
    expect(sources.connect).toEqual(['https://api.example', 'https://forum.example', 'https://geo.example']);
    expect(sources.script).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(sources.frame).toContain('https://www.google.com/recaptcha/');
  });

  it('lets the protection-area services and the terrain tiles be fetched once configured', () => {
    const sources = cspSourcesOf({
      VITE_BIODIV_SPORTS_URL: 'https://biodiv.example/',
      VITE_SWISS_GEO_URL: ' https://api3.geo.example ',
      VITE_TERRAIN_URL: 'https://terrain.example/tiles/{z}/{x}/{y}.png',
    });
    expect(sources.connect).toEqual([
      'https://api3.geo.example',
      'https://biodiv.example',
      'https://photon.komoot.io',
      'https://terrain.example',
    ]);
    expect(sources.img).toEqual(['https://tile.openstreetmap.org']);
  });

  it('gives no origin for a path', () => {
    expect(originsOf('/api')).toEqual([]);
    expect(originsOf('https://Tiles.Example:8443/{z}/{x}/{y}.png')).toEqual(['https://tiles.example:8443']);
  });
});
