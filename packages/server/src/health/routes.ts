import type { FastifyInstance } from 'fastify';
import { getHealth } from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';

/** GET /api/health: 200 with the database kind and the schema version (issue 2 §4). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(getHealth.path, { schema: schemaOf(getHealth) }, async () => {
    const { database, schemaVersion } = app.deps;
    // A trivial query proves the database answers.
    await database.exec('SELECT 1');
    return {
      status: 'ok',
      pg: 'ok',
      database: database.kind,
      schema_version: schemaVersion,
      maintenance_mode: false,
    } as const;
  });
}
