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
import { listingsJson } from '../documents/read/listing-json.ts';
import { normalizeForSearch } from './normalize.ts';
import { createSearchRepository } from './repository.ts';
import { parseLangParam } from '../plugins/query-schema.ts';
import { RawJson } from '../plugins/strict-serializer.ts';

type Query = { q?: string; t?: string; limit?: string; pl?: string };

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  // Each node keeps the titles in memory for search as you type (issue 16 §3).
  const search = createSearchRepository(db, app.deps.caches.areas, app.deps.titles);

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
        const [{ found: byType, texts }, users] = await Promise.all([
          search.documents(
            letters.filter((l) => l !== 'u'),
            q,
            capped,
            pl,
          ),
          letters.includes('u') ? search.users(q, capped) : Promise.resolve({ ids: [], total: 0 }),
        ]);
        const results = letters.map((l) => (l === 'u' ? users : byType.get(l)!));
        // The items of the matches that do not come written: from the cache of listing items
        // (the search box shows the same documents keystroke after keystroke), else written now.
        const listings = app.deps.caches.listings;
        const unwritten = new Map<DocumentType, number[]>();
        letters.forEach((letter, i) => {
          const ids: number[] = [];
          for (const id of results[i]!.ids) {
            if (texts.has(id)) continue;
            const kept = listings.get(id, pl);
            if (kept === undefined) ids.push(id);
            else texts.set(id, kept);
          }
          if (ids.length) unwritten.set(LETTER_TYPES[letter], ids);
        });
        const startedIn = listings.generation;
        const written = await listingsJson(db, app.deps.caches.areas, unwritten, pl);
        listings.set(written, pl, startedIn);
        for (const [id, text] of written) texts.set(id, text);
        // Keys in the schema's order (the letters'), each type's listings as lists write them.
        const parts = letters.map((letter, i) => {
          const type: DocumentType = LETTER_TYPES[letter];
          const key = type === 'profile' ? 'users' : `${type}s`;
          const items = results[i]!.ids.map((id) => texts.get(id)).filter((text) => text !== undefined);
          return `"${key}":{"documents":[${items.join(',')}],"total":${results[i]!.total}}`;
        });
        return new RawJson(`{${parts.join(',')}}`);
      }),
  );
}
