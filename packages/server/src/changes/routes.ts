/**
 * Recent changes ("what's new", api.md §12.2) and the associations history (api.md §10.2).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getAssociationsHistory, getDocumentChanges, MAX_ID } from '@cairn/domain';
import { fieldError } from '../errors.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { createChangesRepository } from './repository.ts';

type Query = Record<string, string | undefined>;

function intParam(query: Query, name: string, fallback: number, max?: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  // Ids, tokens and offsets: a number past MAX_ID names nothing and overflows the SQL bigint.
  if (!/^\d+$/.test(raw) || Number(raw) > MAX_ID)
    throw fieldError(name, `"${raw}" is not a number`, 'querystring');
  return max === undefined ? Number(raw) : Math.min(Number(raw), max);
}

const iso = (d: Date | string) => new Date(d).toISOString().replace('Z', '+00:00');

export async function changesRoutes(app: FastifyInstance): Promise<void> {
  const changes = createChangesRepository(app.deps.database.db);

  // Versions of every document except outings and profiles, newest first.
  app.get(
    getDocumentChanges.path,
    { schema: schemaOf(getDocumentChanges) },
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const limit = Math.max(1, intParam(request.query, 'limit', 30, 50));
      const token = request.query.token ? intParam(request.query, 'token', 0) : undefined;
      const user = request.query.u ? intParam(request.query, 'u', 0) : undefined;
      const rows = await changes.recentVersions({ limit, token, user });
      if (!rows.length) return { feed: [] };
      return {
        feed: rows.map((r) => ({
          written_at: iso(r.written_at),
          lang: r.lang,
          version_id: Number(r.version_id),
          comment: r.comment,
          document: {
            document_id: Number(r.document_id),
            version: r.current_version,
            title: r.title ?? '',
            type: r.type,
            quality: r.quality,
          },
          user: { user_id: Number(r.user_id), name: r.name, username: r.username, lang: r.user_lang },
        })),
        pagination_token: String(rows.at(-1)!.version_id),
      };
    },
  );

  app.get(
    getAssociationsHistory.path,
    { schema: schemaOf(getAssociationsHistory) },
    async (request: FastifyRequest<{ Querystring: Query }>) => {
      const limit = intParam(request.query, 'limit', 50, 500);
      const offset = intParam(request.query, 'offset', 0);
      const d = request.query.d ? intParam(request.query, 'd', 0) : undefined;
      const u = request.query.u ? intParam(request.query, 'u', 0) : undefined;
      const { count, rows, locales, users } = await changes.associationLog({ d, u, limit, offset });
      const names = new Map(users.map((x) => [Number(x.id), x.name]));
      const side = (id: number, type: string) => ({
        document_id: id,
        type,
        locales: locales
          .filter((l) => Number(l.document_id) === id)
          .map((l) => ({ lang: l.lang, title: l.title })),
        ...(type === 'u' ? { name: names.get(id) ?? '' } : {}),
      });
      return {
        count,
        associations: rows.map((r) => ({
          written_at: iso(r.written_at),
          is_creation: r.is_creation,
          user: {
            user_id: Number(r.user_id),
            name: r.name,
            forum_username: r.forum_username,
            robot: r.robot,
            moderator: r.moderator,
            blocked: r.blocked,
          },
          parent_document: side(Number(r.parent_document_id), r.parent_type),
          child_document: side(Number(r.child_document_id), r.child_type),
        })),
      };
    },
  );
}
