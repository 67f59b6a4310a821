// The web app's build settings of the end-to-end tests: map tiles from the fake tile server of
// e2e/global-setup.ts (no network in tests). `npm test` (scripts/test.mjs) builds with them, and
// the e2e server (e2e/playwright.config.ts) starts with them too, so that the start script
// (scripts/start.mjs) finds that build up to date, also when the e2e tests run alone.
export function e2eBuildEnv(tilesPort = process.env.E2E_TILES_PORT ?? '18099') {
  const tiles = `http://127.0.0.1:${tilesPort}`;
  return {
    VITE_MAP_LAYERS: JSON.stringify([
      { name: 'Test tiles', url: `${tiles}/{z}/{x}/{y}.png`, attribution: 'Cairn test tiles' },
      { name: 'Members tiles', url: `${tiles}/members/{z}/{x}/{y}.png`, restricted: true },
    ]),
    VITE_MAP_OVERLAYS: JSON.stringify([
      { name: 'Test slopes', kind: 'slope', url: `${tiles}/slope/{z}/{x}/{y}.png` },
    ]),
    // The protection-area services' fakes (e2e/fake-protection.ts), on the same fake server.
    VITE_BIODIV_SPORTS_URL: `${tiles}/biodiv`,
    VITE_SWISS_GEO_URL: `${tiles}/swissgeo`,
    // The risk map's terrain tiles (e2e/fake-terrain.ts), Terrarium-encoded.
    VITE_TERRAIN_URL: `${tiles}/terrain/{z}/{x}/{y}.png`,
    VITE_TERRAIN_ENCODING: 'terrarium',
  };
}
