import { startFakeTileServer } from './fake-tiles.ts';
import { startE2eAvalanche } from './fake-avalanche.ts';
import { startE2eTrackers } from './fake-trackers.ts';
import { startE2eTransport } from './fake-transport.ts';
import { E2E_FORUM_PORT, startE2eDiscourse } from './fake-discourse.ts';

/** The map tiles of the e2e run come from a local fake (no network in tests, DESIGN.md). */
export const E2E_TILES_PORT = Number(process.env.E2E_TILES_PORT ?? 18099);
/** So do the avalanche bulletins (the server's AVALANCHE_ settings in playwright.config.ts). */
export const E2E_AVALANCHE_PORT = Number(process.env.E2E_AVALANCHE_PORT ?? 18098);
/** And the activity trackers' vendors (the server's TRACKER_ settings in playwright.config.ts). */
export const E2E_TRACKERS_PORT = Number(process.env.E2E_TRACKERS_PORT ?? 18097);
/** And the journey planner and geocoder (the server's TRANSPORT_ settings in playwright.config.ts). */
export const E2E_TRANSPORT_PORT = Number(process.env.E2E_TRANSPORT_PORT ?? 18096);

export default async function globalSetup() {
  // Each fake on a port of its own (and none on the app's): a clash would stop the run with EADDRINUSE.
  const ports = [
    Number(process.env.E2E_PORT ?? 18080),
    E2E_TILES_PORT,
    E2E_AVALANCHE_PORT,
    E2E_TRACKERS_PORT,
    E2E_TRANSPORT_PORT,
    E2E_FORUM_PORT,
  ];
  if (new Set(ports).size !== ports.length)
    throw new Error(`e2e: two servers on one port (${ports.join(', ')})`);
  const tiles = await startFakeTileServer(E2E_TILES_PORT);
  const avalanche = await startE2eAvalanche(E2E_AVALANCHE_PORT);
  const trackers = await startE2eTrackers(E2E_TRACKERS_PORT);
  const transport = await startE2eTransport(E2E_TRANSPORT_PORT);
  // The forum of the single sign-on (the server's FORUM_SSO_ settings in playwright.config.ts).
  const discourse = await startE2eDiscourse(Number(process.env.E2E_PORT ?? 18080));
  return async () => {
    await trackers.close();
    await tiles.close();
    await avalanche.close();
    await transport.close();
    await discourse.close();
  };
}
