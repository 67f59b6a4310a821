/**
 * `GET /{type}s/{id}/{lang}/{version_id}` (api.md §9.1, not maps or profiles),
 * `GET /document/{id}/history/{lang}` (§9.2) and `GET /{type}s/{id}/{lang}/info` (§9.3).
 */
import { cookerFailure, uncookedHtml } from '../../cooker/cook-pool.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canSeeHistory,
  DOCUMENT_TYPES,
  getHistoryEndpoint,
  getInfoEndpoint,
  getVersionEndpoint,
  TYPE_LETTERS,
} from '@cairn/domain';
import { schemaOf } from '../../plugins/endpoint-schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import { readDocuments } from '../read/read.ts';
import { readHistory, readInfo, readVersion } from './versions.ts';
import { documentCacheKey } from '../cache/cache-key.ts';

export async function documentVersionRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const { cooker } = app.deps;

  for (const type of DOCUMENT_TYPES) {
    if (type !== 'map' && type !== 'profile') {
      const version = getVersionEndpoint(type);
      app.get(version.path, { schema: schemaOf(version) }, async (request, reply) => {
        const { id, lang, version_id } = request.params;
        // api.md §1.6: masked versions differ for moderators.
        const key = await documentCacheKey(db, id, TYPE_LETTERS[type], {
          withAssociations: false,
          variant: [request.user?.moderator ? 'm' : ''],
        });
        if (key !== null && reply.etag(key)) return reply.code(304).send();
        return readVersion(db, type, id, lang, version_id, {
          moderator: !!request.user?.moderator,
          cook: (locale) =>
            cooker.cookObject(locale, uncookedHtml, { stored: true }).catch((error: unknown) => {
              throw cookerFailure(error);
            }),
        });
      });
    }
    const info = getInfoEndpoint(type);
    app.get(info.path, { schema: schemaOf(info) }, async (request, reply) => {
      const key = await documentCacheKey(db, request.params.id, TYPE_LETTERS[type], {
        withAssociations: false,
      });
      if (key !== null && reply.etag(key)) return reply.code(304).send();
      const record = (await readDocuments(db, [request.params.id], { withDetail: false })).get(
        request.params.id,
      );
      if (!record || record.row.type !== TYPE_LETTERS[type]) throw notFound('document not found');
      return readInfo(db, record, request.params.lang);
    });
  }

  app.get(getHistoryEndpoint.path, { schema: schemaOf(getHistoryEndpoint) }, async (request, reply) => {
    const record = (await readDocuments(db, [request.params.id], { withDetail: false })).get(
      request.params.id,
    );
    if (!record) throw notFound('document not found');
    // spec 2 §6: a profile's history is seen by its owner and by moderators only.
    if (
      record.typeName === 'profile' &&
      !canSeeHistory(request.user, { type: 'profile', document_id: record.row.document_id })
    ) {
      throw forbidden('No permission to see the history of this profile');
    }
    const key = await documentCacheKey(db, record.row.document_id, undefined, { withAssociations: false });
    if (key !== null && reply.etag(key)) return reply.code(304).send();
    return readHistory(db, record, request.params.lang);
  });
}
