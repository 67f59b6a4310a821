import { describe, expect, it } from 'vitest';
import { geocoderLang, placesOf } from './geocoder.ts';

describe('place search answers (Photon / Nominatim GeoJSON)', () => {
  it('reads a Photon answer: label parts and extent [minLon, maxLat, maxLon, minLat]', () => {
    const answer = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [6.8696, 45.9237] },
          properties: {
            name: 'Chamonix',
            state: 'Auvergne-Rhône-Alpes',
            country: 'France',
            extent: [6.8, 46.0, 7.0, 45.8],
          },
        },
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [6.1, 45.1] },
          properties: { name: 'Lyon', city: 'Lyon' },
        },
        {
          type: 'Feature',
          geometry: { type: 'LineString', coordinates: [] },
          properties: { name: 'skipped' },
        },
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: {} },
      ],
    };
    expect(placesOf(answer)).toEqual([
      {
        label: 'Chamonix, Auvergne-Rhône-Alpes, France',
        lonLat: [6.8696, 45.9237],
        extent: [6.8, 45.8, 7.0, 46.0],
      },
      { label: 'Lyon', lonLat: [6.1, 45.1] },
    ]);
  });

  it('reads a Nominatim GeoJSON answer: display_name and bbox', () => {
    const answer = {
      features: [
        {
          bbox: [5.6, 45.1, 5.8, 45.3],
          geometry: { type: 'Point', coordinates: [5.72, 45.19] },
          properties: { display_name: 'Grenoble, Isère, France' },
        },
      ],
    };
    expect(placesOf(answer)).toEqual([
      { label: 'Grenoble, Isère, France', lonLat: [5.72, 45.19], extent: [5.6, 45.1, 5.8, 45.3] },
    ]);
  });

  it.each([null, {}, { features: 'x' }, 'text'])('anything else gives no place: %j', (answer) => {
    expect(placesOf(answer)).toEqual([]);
  });

  it.each([
    { lang: 'fr', sent: 'fr' },
    { lang: 'de', sent: 'de' },
    { lang: 'en', sent: 'en' },
    { lang: 'it', sent: 'en' },
    { lang: 'zh', sent: 'en' },
  ])('spec 3 §7: interface $lang asks in $sent', ({ lang, sent }) => {
    expect(geocoderLang(lang)).toBe(sent);
  });
});
