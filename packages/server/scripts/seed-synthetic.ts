/**
 * `npm run seed:synthetic -w @cairn/server -- <count>`: loads <count> synthetic documents into
 * the database of DATABASE_URL (or the embedded one in DATA_DIR), after the demo guidebook.
 */
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedSynthetic } from '../src/demo/seed-synthetic.ts';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count <= 0) {
  console.error('usage: seed-synthetic <number of documents>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
await migrate(database);
let last = 0;
const result = await seedSynthetic(database, count, (p) => {
  if (p.documents - last >= 50000 || p.documents === count) {
    last = p.documents;
    console.log(`${p.documents} documents, ${p.associations} associations, ${p.seconds.toFixed(0)} s`);
  }
});
console.log(`done: ${result.documents} documents in ${result.seconds.toFixed(1)} s (${database.kind})`);
await database.close();
