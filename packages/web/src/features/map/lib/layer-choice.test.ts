import { describe, expect, it } from 'vitest';
import { parseMapLayers, parseMapOverlays } from '../../../config/map-layers.ts';
import {
  PROTECTION_OVERLAY,
  baseLayerOf,
  enabledOverlays,
  hasProtectionOverlay,
  parseOverlayNames,
  visibleLayers,
} from './layer-choice.ts';

const layers = parseMapLayers(
  JSON.stringify([
    { name: 'Topo', url: 'https://topo/{z}/{x}/{y}.png' },
    { name: 'Ortho', url: 'https://ortho/{z}/{x}/{y}.png', restricted: true },
    { name: 'OSM', url: 'https://osm/{z}/{x}/{y}.png' },
  ]),
);
const overlays = parseMapOverlays(
  JSON.stringify([
    { name: 'Slopes', url: 'https://slopes/{z}/{x}/{y}.png' },
    { name: 'Slopes (licensed)', url: 'https://licensed/{z}/{x}/{y}.png', restricted: true },
  ]),
);
const names = (list: { name: string }[]) => list.map((layer) => layer.name);

describe('which map layers a visitor sees (spec 3 "Permissions")', () => {
  it('shows anonymous visitors the unrestricted layers only, in the configured order', () => {
    expect(names(visibleLayers(layers, false))).toEqual(['Topo', 'OSM']);
    expect(names(visibleLayers(overlays, false))).toEqual(['Slopes']);
  });

  it('shows signed-in users the restricted layers too', () => {
    expect(names(visibleLayers(layers, true))).toEqual(['Topo', 'Ortho', 'OSM']);
    expect(names(visibleLayers(overlays, true))).toEqual(['Slopes', 'Slopes (licensed)']);
  });

  it('draws the chosen base layer while it is visible, else the first one', () => {
    expect(baseLayerOf(visibleLayers(layers, true), 'Ortho').name).toBe('Ortho');
    // Signed out while the restricted layer was chosen: back to the first public layer.
    expect(baseLayerOf(visibleLayers(layers, false), 'Ortho').name).toBe('Topo');
    expect(baseLayerOf(visibleLayers(layers, false), null).name).toBe('Topo');
  });
});

describe('overlays switched on (remembered in the browser)', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"Slopes":true}', []],
    ['["Slopes",3,null]', ['Slopes']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseOverlayNames(raw)).toEqual(expected);
  });

  it('draws the visible overlays that are on, in the configured order', () => {
    const on = ['Slopes (licensed)', 'Slopes', 'Removed from the configuration'];
    expect(names(enabledOverlays(visibleLayers(overlays, true), on))).toEqual([
      'Slopes',
      'Slopes (licensed)',
    ]);
    expect(names(enabledOverlays(visibleLayers(overlays, false), on))).toEqual(['Slopes']);
  });
});

describe('the protection-area overlay', () => {
  it('is offered once either service is configured, and off with neither', () => {
    expect(hasProtectionOverlay({ biodivSportsUrl: '', swissGeoUrl: '' })).toBe(false);
    expect(hasProtectionOverlay({ biodivSportsUrl: 'https://biodiv.example', swissGeoUrl: '' })).toBe(true);
    expect(hasProtectionOverlay({ biodivSportsUrl: '', swissGeoUrl: 'https://geo.example' })).toBe(true);
  });

  it('is remembered among the overlay names without being one of the configured overlays', () => {
    const names = parseOverlayNames(JSON.stringify(['Slopes', PROTECTION_OVERLAY]));
    expect(names).toContain(PROTECTION_OVERLAY);
    expect(enabledOverlays([{ name: 'Slopes', restricted: false }], names)).toEqual([
      { name: 'Slopes', restricted: false },
    ]);
  });
});
