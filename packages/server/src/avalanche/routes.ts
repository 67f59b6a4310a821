/** `GET /api/avalanche/bulletins?route={id}` (issue 17): read from the stored copy only. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAvalancheBulletins } from '@cairn/domain';
import { notFound } from '../errors.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { bulletinsOfRoute } from './store.ts';

/** What the API says when no bulletin service is configured. */
export const AVALANCHE_OFF_MESSAGE = 'No avalanche bulletin service is configured on this server';

export async function avalancheRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(getAvalancheBulletins.path, { schema: schemaOf(getAvalancheBulletins) }, async (request) => {
    if (!app.deps.avalanche.enabled) return { enabled: false, message: AVALANCHE_OFF_MESSAGE, bulletins: [] };
    const bulletins = await bulletinsOfRoute(app.deps.database.db, request.query.route);
    if (!bulletins) throw notFound(`route ${request.query.route} does not exist`);
    return { enabled: true, bulletins };
  });
}
