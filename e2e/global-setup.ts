import { startFakeTileServer } from './fake-tiles.ts';

/** The map tiles of the e2e run come from a local fake (no network in tests, DESIGN.md). */
export const E2E_TILES_PORT = Number(process.env.E2E_TILES_PORT ?? 18099);

export default async function globalSetup() {
  const tiles = await startFakeTileServer(E2E_TILES_PORT);
  return () => tiles.close();
}
