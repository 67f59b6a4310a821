/**
 * `POST /{type}s` (create, api.md §8.1) for every type but profiles (created by registration),
 * and `PUT /{type}s/{id}` (update, api.md §8.2) for the ten types.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDocumentEndpoint, DOCUMENT_TYPES, updateDocumentEndpoint } from '@cairn/domain';
import { schemaOf } from '../../plugins/endpoint-schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { createDocument } from './create.ts';
import { updateDocument } from './update.ts';
import { polygonIndex } from './polygon-index.ts';

export async function documentWriteRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const polygons = polygonIndex(database);
  const context = (user: ReturnType<typeof requireUser>) => ({
    db: database.db,
    polygons,
    user,
    anonymousUserId: config.anonymousUserId,
    geometryMaxPoints: config.geometryMaxPoints,
  });
  // Authentication before body validation: no token → 403 whatever the body (api.md §1.5).
  const preValidation = async (request: FastifyRequest) => void requireUser(request);

  for (const type of DOCUMENT_TYPES) {
    if (type !== 'profile') {
      const create = createDocumentEndpoint(type);
      app.post(create.path, { preValidation, schema: schemaOf(create) }, async (request) => {
        const user = requireUser(request);
        const id = await createDocument(context(user), type, request.body);
        // An access waypoint's stops are computed after the answer (issue 18).
        if (type === 'waypoint') void app.deps.transport.waypointChanged(id);
        return { document_id: id };
      });
    }
    const update = updateDocumentEndpoint(type);
    app.put(update.path, { preValidation, schema: schemaOf(update) }, async (request) => {
      const user = requireUser(request);
      await updateDocument(context(user), type, request.params.id, request.body);
      if (type === 'waypoint') void app.deps.transport.waypointChanged(request.params.id);
      return {};
    });
  }
}
