/** POST /cooker: object of key → markdown in, same keys out, cooked (api.md §14.2). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { postCooker } from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { cookObject } from './cook-cache.ts';

export async function cookerRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const cache = app.deps.caches.cook;
  app.post(postCooker.path, { schema: schemaOf(postCooker) }, async (request) =>
    cookObject(request.body, (md) => cache.cook(md)),
  );
}
