/**
 * Quick search `GET /search?q=&t=&limit=&pl=` (api.md §13): per type `{documents, total}`,
 * accent-insensitive (titles are indexed lower-cased without accents), typo-tolerant
 * (trigram word similarity), ranked with title prefix and substring matches first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../documents/cache/read-cache.ts';
import { LETTER_TYPES, SEARCH_ORDER, searchEndpoint, type DocumentType } from '@cairn/domain';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { fieldError } from '../errors.ts';
import { readDocuments } from '../documents/read/read.ts';
import { presentContext, presentListing, type Json } from '../documents/read/present.ts';
import { normalizeForSearch } from './normalize.ts';
import { createSearchRepository } from './repository.ts';
import { parseLangParam } from '../plugins/query-schema.ts';
import { inSchemaOrder } from '../plugins/strict-serializer.ts';

type Query = { q?: string; t?: string; limit?: string; pl?: string };

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const search = createSearchRepository(db);

  app.get(
    searchEndpoint.path,
    { schema: schemaOf(searchEndpoint) },
    async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
      sendCachedJson(app.deps.caches.reads, request, reply, async () => {
        const { q: raw = '', t, limit: rawLimit, pl: rawPl } = request.query;
        const q = normalizeForSearch(raw);
        if (!q) throw fieldError('q', 'Required', 'querystring');
        const pl = parseLangParam(rawPl);
        const limit = rawLimit === undefined || rawLimit === '' ? 10 : Number(rawLimit);
        if (!Number.isInteger(limit) || limit < 0)
          throw fieldError('limit', `"${rawLimit}" is not a number`, 'querystring');
        const wanted = t ? new Set(t.split(',').map((x) => x.trim())) : undefined;
        const letters = SEARCH_ORDER.filter((l) => (!wanted || wanted.has(l)) && (l !== 'u' || request.user));
        const capped = Math.min(limit, 50);
        const [{ found: byType, records }, users] = await Promise.all([
          search.documents(
            letters.filter((l) => l !== 'u'),
            q,
            capped,
            pl,
          ),
          letters.includes('u') ? search.users(q, capped) : Promise.resolve({ ids: [], total: 0 }),
        ]);
        const results = letters.map((l) => (l === 'u' ? users : byType.get(l)!));
        // A text's matches come with their documents; those found by id and profiles are read now.
        const unread = results.flatMap((r) => r.ids).filter((id) => !records.has(id));
        for (const [id, record] of await readDocuments(db, unread, { listing: true }))
          records.set(id, record);
        const ctx = await presentContext(db, app.deps.caches.areas, records.values(), pl);
        const out: Record<string, Json> = {};
        letters.forEach((letter, i) => {
          const type: DocumentType = LETTER_TYPES[letter];
          const key = type === 'profile' ? 'users' : `${type}s`;
          out[key] = {
            documents: results[i]!.ids.map((id) => records.get(id))
              .filter((r) => !!r)
              .map((r) => presentListing(r!, ctx)),
            total: results[i]!.total,
          };
        });
        // Keys in the schema's order, listings as `present.ts` builds them: sent as they are.
        return inSchemaOrder(out);
      }),
  );
}
