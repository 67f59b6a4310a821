import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { openTestDatabase } from '../test/build-app.ts';
import { startFakeAvalanche, type FakeAvalanche } from '../test/fake-avalanche.ts';
import { startAvalancheRefresher } from './store.ts';

const silent = { warn: () => undefined, info: () => undefined };

// Several API nodes on one PostgreSQL (README "Several API nodes"): starting together, one
// fetches the bulletins and the others find its fresh copy.
describe.runIf(process.env.TEST_DATABASE_URL)(
  'avalanche refreshers of several nodes on one PostgreSQL',
  () => {
    let fake: FakeAvalanche;
    let test: Awaited<ReturnType<typeof openTestDatabase>>;
    const nodes: Database[] = [];
    beforeAll(async () => {
      fake = await startFakeAvalanche([
        {
          service: 'bra',
          id: '74',
          name: 'Mont-Blanc',
          country: 'FR',
          box: [6.7, 45.8, 7.1, 46.1],
          danger: 3,
          validUntil: new Date(Date.now() + 3_600_000).toISOString(),
        },
      ]);
      test = await openTestDatabase();
      for (let i = 0; i < 3; i++) nodes.push(await openDatabase({ url: test.url, poolSize: 2 }));
    });
    afterAll(async () => {
      for (const node of nodes) await node.close();
      await test.drop();
      await fake.close();
    });

    it('fetches each service once when three nodes start at the same time', async () => {
      const config = {
        braUrl: `${fake.url}/bra`,
        eawsBulletinsUrls: [],
        eawsRegionsUrls: [],
        refreshMinutes: 30,
      };
      const refreshers = nodes.map((node) => startAvalancheRefresher(node, config, silent));
      await Promise.all(refreshers.map((r) => r.refresh()));
      await Promise.all(refreshers.map((r) => r.stop()));
      expect(fake.hits).toEqual({ '/bra/zonesbra': 1, '/bra/bra': 1 });
      const rows = await test.database.db.selectFrom('avalanche_bulletins').select('zone').execute();
      expect(rows).toEqual([{ zone: '74' }]);
    });
  },
);
