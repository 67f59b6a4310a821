/**
 * Moderation calls (api.md §11; spec 2 §4, §6): protect, unprotect, merge, revert, mask and
 * unmask (moderators), and document or locale deletion (any signed-in user, under the
 * domain's canDelete rules). Success bodies are `{}`. Each records an entry in the moderation
 * log, which moderators read through `GET /moderation/log`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canMask,
  isModerator,
  canProtect,
  canRevert,
  deleteDocumentEndpoint,
  deleteLocaleEndpoint,
  getModerationLog,
  maskEndpoint,
  mergeEndpoint,
  protectEndpoint,
  revertEndpoint,
  unmaskEndpoint,
  unprotectEndpoint,
} from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { fieldError, forbidden } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { polygonIndex } from '../documents/write/polygon-index.ts';
import { deleteDocument } from './delete-document.ts';
import { deleteLocale } from './delete-locale.ts';
import { readModerationLog } from './log.ts';
import { setMasked } from './mask.ts';
import { mergeDocuments } from './merge.ts';
import { setProtected } from './protect.ts';
import { revertDocument } from './revert.ts';

/** A moderator, checked before the body (no token → 403 whatever the body). */
function moderatorOnly(can: (user: ReturnType<typeof requireUser>) => boolean) {
  return async (request: FastifyRequest) => {
    if (!can(requireUser(request))) throw forbidden('No permission: moderators only');
  };
}

export async function moderationRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, media } = app.deps;
  const db = database.db;
  const polygons = polygonIndex(database);

  // api.md §1.1: be lenient with body-less DELETE calls that still announce JSON (this scope only).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch (e) {
      (e as { statusCode?: number }).statusCode = 400;
      done(e as Error, undefined);
    }
  });

  const protect = { preValidation: moderatorOnly(canProtect) };
  app.post(protectEndpoint.path, { ...protect, schema: schemaOf(protectEndpoint) }, async (request) => {
    await setProtected(db, requireUser(request).id, request.body.document_id, true);
    return {};
  });
  app.post(unprotectEndpoint.path, { ...protect, schema: schemaOf(unprotectEndpoint) }, async (request) => {
    await setProtected(db, requireUser(request).id, request.body.document_id, false);
    return {};
  });

  // canMerge's moderator part before the body; its type part (no profiles) in mergeDocuments.
  app.post(
    mergeEndpoint.path,
    { preValidation: moderatorOnly(isModerator), schema: schemaOf(mergeEndpoint) },
    async (request) => {
      const { polygons: changed } = await mergeDocuments(
        db,
        requireUser(request),
        request.body.source_document_id,
        request.body.target_document_id,
      );
      if (changed) polygons.invalidate();
      return {};
    },
  );

  app.post(
    revertEndpoint.path,
    { preValidation: moderatorOnly(canRevert), schema: schemaOf(revertEndpoint) },
    async (request) => {
      if (await revertDocument(db, polygons, requireUser(request), request.body)) polygons.invalidate();
      return {};
    },
  );

  const mask = { preValidation: moderatorOnly(canMask) };
  app.post(maskEndpoint.path, { ...mask, schema: schemaOf(maskEndpoint) }, async (request) => {
    await setMasked(db, requireUser(request).id, request.body, true);
    return {};
  });
  app.post(unmaskEndpoint.path, { ...mask, schema: schemaOf(unmaskEndpoint) }, async (request) => {
    await setMasked(db, requireUser(request).id, request.body, false);
    return {};
  });

  const pageParam = (name: string, raw: string | undefined, fallback: number, max: number) => {
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw)) throw fieldError(name, `"${raw}" is not a number`, 'querystring');
    return Math.min(Number(raw), max);
  };
  app.get(
    getModerationLog.path,
    {
      preValidation: moderatorOnly(isModerator),
      schema: schemaOf(getModerationLog, { security: [{ jwt: [] }] }),
    },
    async (request) => {
      return readModerationLog(db, {
        limit: Math.max(1, pageParam('limit', request.query.limit, 50, 200)),
        offset: pageParam('offset', request.query.offset, 0, Number.MAX_SAFE_INTEGER),
      });
    },
  );

  const signedIn = async (request: FastifyRequest) => void requireUser(request);
  app.delete(
    deleteDocumentEndpoint.path,
    { preValidation: signedIn, schema: schemaOf(deleteDocumentEndpoint) },
    async (request) => {
      await deleteDocument(db, requireUser(request), request.params.id, {
        media,
        warn: (details, message) => request.log.warn(details, message),
      });
      return {};
    },
  );
  app.delete(
    deleteLocaleEndpoint.path,
    { preValidation: signedIn, schema: schemaOf(deleteLocaleEndpoint) },
    async (request) => {
      await deleteLocale(db, requireUser(request), request.params.id, request.params.lang, {
        media,
        warn: (details, message) => request.log.warn(details, message),
      });
      return {};
    },
  );
}
