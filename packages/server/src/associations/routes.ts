/**
 * `POST /associations` and `DELETE /associations` (auth; api.md §10.2) with the body
 * `{parent_document_id, child_document_id}`; success body `{}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addAssociationEndpoint, removeAssociationEndpoint } from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { requireUser } from '../plugins/auth.ts';
import { polygonIndex } from '../documents/write/polygon-index.ts';
import { addAssociation, removeAssociation } from './service.ts';

export async function associationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const polygons = polygonIndex(database);
  const context = (request: FastifyRequest) => ({
    db: database.db,
    polygons,
    user: requireUser(request),
    anonymousUserId: config.anonymousUserId,
  });
  // Authentication before body validation: no token → 403 whatever the body (api.md §1.5).
  const preValidation = async (request: FastifyRequest) => void requireUser(request);

  // api.md §1.1: DELETE calls may come without a content type (this scope only): read them as JSON.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parseJson);
  app.addHook('onRequest', async (request) => {
    if (request.method === 'DELETE' && !request.headers['content-type'])
      request.headers['content-type'] = 'application/json';
  });

  app.post(
    addAssociationEndpoint.path,
    { preValidation, schema: schemaOf(addAssociationEndpoint) },
    async (request) => {
      await addAssociation(context(request), request.body);
      return {};
    },
  );
  app.delete(
    removeAssociationEndpoint.path,
    { preValidation, schema: schemaOf(removeAssociationEndpoint) },
    async (request) => {
      await removeAssociation(context(request), request.body);
      return {};
    },
  );
}

function parseJson(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (err: Error | null, body?: unknown) => void,
) {
  try {
    done(null, body === '' ? undefined : JSON.parse(body as string));
  } catch (e) {
    (e as { statusCode?: number }).statusCode = 400;
    done(e as Error, undefined);
  }
}
