/**
 * `npm run transport:stops [-- --force]`: loads the configured GTFS feeds (or asks the
 * Navitia-compatible service) and recomputes the stops near every access waypoint that needs
 * it, as the server's scheduled job does; with `--force` the feeds are reloaded even when
 * fresh. Reads the server's settings (DATA_DIR, DATABASE_URL, TRANSPORT_*) from the environment.
 */
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { startTransportStops } from './store.ts';

const force = process.argv.includes('--force');
const config = loadConfig();
const log = {
  info: (obj: object, msg: string) => console.log(`cairn: ${msg} ${JSON.stringify(obj)}`),
  warn: (obj: object, msg: string) => console.warn(`cairn: ${msg} ${JSON.stringify(obj)}`),
};
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  await migrate(database);
  const stops = startTransportStops(database, config.transport, log, { schedule: false });
  if (!stops.enabled) {
    console.error('cairn: no stop source configured (TRANSPORT_GTFS or TRANSPORT_NAVITIA_URL)');
    process.exitCode = 2;
  } else {
    const s = await stops.refresh({ force });
    console.log(
      `cairn: ${s.feeds} feeds loaded (${s.stops} stop lines, ${s.skipped} stops without coordinates skipped), ` +
        `${s.waypoints} access waypoints recomputed`,
    );
  }
} finally {
  await database.close();
}
