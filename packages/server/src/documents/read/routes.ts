/**
 * GET /{type}s (lists, api.md §6) and GET /{type}s/{id} (one document, api.md §5) for the ten
 * document types.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  canSeeProfile,
  isIdText,
  catalogOf,
  DOCUMENT_TYPES,
  getDocumentEndpoint,
  listDocumentsEndpoint,
  TYPE_LETTERS,
  type DocumentType,
} from '@cairn/domain';
import { schemaOf } from '../../plugins/endpoint-schema.ts';
import { inSchemaOrder, RawJson } from '../../plugins/strict-serializer.ts';
import { fieldError, forbidden, notFound } from '../../errors.ts';
import { cookerFailure, uncookedHtml } from '../../cooker/cook-pool.ts';
import { tableOf } from '../../db/type-tables.ts';
import { associationTexts, type AssociationTexts } from './associations-json.ts';
import { bestLocale } from './locales.ts';
import { planList, type Query } from './list-query.ts';
import { presentContext, presentFull, type Json } from './present.ts';
import { readDocuments } from './read.ts';
import { documentCacheKey } from '../cache/cache-key.ts';
import { sendCachedJson, serialized } from '../cache/read-cache.ts';
import { listingJson } from './listing-json.ts';
import { sendEncoded } from '../cache/encoded-body.ts';
import { parseLangParam } from '../../plugins/query-schema.ts';
import { anonymousAuthors } from '../write/anonymous-authors.ts';

function parseId(raw: string): number {
  if (!isIdText(raw)) throw fieldError('id', 'invalid id', 'querystring');
  return Number(raw);
}

export async function documentRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const { areas, counts, keys, responses, reads } = app.deps.caches;
  const { cooker } = app.deps;

  for (const type of DOCUMENT_TYPES) {
    app.get(
      listDocumentsEndpoint(type).path,
      { schema: schemaOf(listDocumentsEndpoint(type)) },
      async (request: FastifyRequest<{ Querystring: Query }>, reply) =>
        sendCachedJson(reads, request, reply, () => listPage(type, request)),
    );

    app.get(
      getDocumentEndpoint(type).path,
      { schema: schemaOf(getDocumentEndpoint(type)) },
      async (request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>, reply) => {
        const id = parseId(request.params.id);
        const l = parseLangParam(request.query.l);
        const cookLang = parseLangParam(request.query.cook, 'cook');
        if (l && cookLang)
          throw fieldError('cook', "You can't use cook service with explicit lang query", 'querystring');
        const editMode = request.query.e !== undefined && request.query.e !== '0';
        if (editMode && cookLang)
          throw fieldError('cook', "You can't use cook service with edit mode", 'querystring');
        // api.md §1.6: weak ETag (not in edit mode); profiles and xreports differ by caller.
        if (!editMode) {
          const viewer = request.user;
          const role =
            type === 'profile'
              ? viewer
                ? 'a'
                : 'n'
              : type === 'xreport'
                ? viewer?.moderator
                  ? 'm'
                  : viewer
                    ? `u${viewer.id}`
                    : 'n'
                : '';
          const variant = [l, cookLang, role];
          const key =
            (await keys.get(`${type}/${id}/${variant.join('.')}`, async () => {
              const found = await documentCacheKey(db, id, TYPE_LETTERS[type], {
                withAssociations: true,
                variant,
              });
              return found ?? '';
            })) || null;
          if (key !== null) {
            if (type === 'xreport') reply.header('cache-control', 'private');
            if (reply.etag(key)) return reply.code(304).send();
            const cacheKey = `${type}/${id}/${key}`;
            const kept = responses.get(cacheKey);
            if (kept) return sendEncoded(reply, kept);
            const text = serialized(
              reply,
              await getDocument(request, reply, type, id, { l, cookLang, editMode }),
            );
            if (!responses.enabled) return reply.type('application/json; charset=utf-8').send(text);
            return sendEncoded(reply, responses.set(cacheKey, text));
          }
        }
        const answer = await getDocument(request, reply, type, id, { l, cookLang, editMode });
        if (!(answer instanceof RawJson)) return answer;
        return reply.type('application/json; charset=utf-8').send(serialized(reply, answer));
      },
    );
  }

  /** One page of a list and its total (api.md §6). */
  async function listPage(type: DocumentType, request: FastifyRequest<{ Querystring: Query }>) {
    const query = request.query;
    const pl = parseLangParam(query.pl);
    // api.md §6.2: the profile list needs authentication.
    if (type === 'profile' && !request.user) throw forbidden('Authentication required');
    const plan = await planList(db, type, { ...query, pl });
    const from = sql`documents d JOIN ${sql.table(tableOf(type))} t ON t.document_id = d.document_id`;
    const where = sql.join(plan.where, sql` AND `);
    const countQuery = sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`;
    const compiled = countQuery.compile(db);
    const [page, total] = await Promise.all([
      sql<{ id: number }>`SELECT d.document_id AS id FROM ${from} WHERE ${where} ORDER BY ${plan.orderBy}
      LIMIT ${plan.limit} OFFSET ${plan.offset}`.execute(db),
      counts.get(`${compiled.sql}\n${JSON.stringify(compiled.parameters)}`, async () =>
        Number((await countQuery.execute(db)).rows[0]?.n ?? 0),
      ),
    ]);
    const ids = page.rows.map((r) => Number(r.id));
    // The items as PostgreSQL writes them, in the answer's text as they are. Not in the page's
    // statement: that one is planned for each call's filters, and planning the items' columns
    // each time cost PostgreSQL three times the work of the two statements (the items' one is
    // prepared, planned once per connection).
    const items = await listingJson(db, areas, type, ids, pl);
    const documents = ids.map((id) => items.get(id)).filter((item) => item !== undefined);
    return new RawJson(`{"documents":[${documents.join(',')}],"total":${total}}`);
  }

  async function getDocument(
    request: FastifyRequest,
    reply: { header(k: string, v: string): unknown; code(n: number): unknown },
    type: DocumentType,
    id: number,
    opts: { l?: string | undefined; cookLang?: string | undefined; editMode: boolean },
  ): Promise<Json | RawJson | null> {
    const lang = opts.l ?? opts.cookLang;
    // Outside edit mode, the associations are written while the document is read (one round
    // trip less before the answer); unused when it is missing or merged.
    const linked = opts.editMode ? undefined : associationTexts(db, areas, type, id, lang);
    linked?.catch(() => undefined);
    const record = (await readDocuments(db, [id], { type })).get(id);
    if (!record) throw notFound('document not found');
    if (record.row.redirects_to) {
      const target = (await readDocuments(db, [record.row.redirects_to], { withDetail: false })).get(
        record.row.redirects_to,
      );
      return inSchemaOrder({
        redirects_to: record.row.redirects_to,
        available_langs: target?.row.available_langs ?? [],
      });
    }
    const viewer = request.user;
    if (type === 'profile') {
      const user = await db
        .selectFrom('users')
        .select(['name', 'is_profile_public', 'email_validated'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user || !user.email_validated) throw notFound('user not found');
      // spec 2 §6 via the domain's canSeeProfile; api.md §5.2 answers a stub.
      if (!canSeeProfile(viewer, user))
        return inSchemaOrder({ not_authorized: true, document_id: id, name: user.name });
    }
    const locales = opts.l
      ? record.locales.filter((x) => x.lang === opts.l)
      : opts.cookLang
        ? [bestLocale(record.locales, opts.cookLang)].filter((x) => !!x)
        : record.locales;
    const [ctx, parts] = await Promise.all([presentContext(db, areas, [record], lang), linked]);
    const doc = presentFull(record, ctx, locales as typeof record.locales);
    if (type === 'xreport') await hidePersonalFields(doc, record.row.creator_id, viewer);
    if (!parts) delete doc.areas;
    let cooked: Json | undefined;
    if (opts.cookLang && locales[0]) {
      const locale = (doc.locales as Json[])[0]!;
      // A stored text too long to render in time is shown as it was written.
      cooked = await cooker.cookObject(locale, uncookedHtml, { stored: true }).catch((error: unknown) => {
        throw cookerFailure(error);
      });
    }
    if (type === 'xreport') reply.header('cache-control', 'private');
    if (!parts) return inSchemaOrder(cooked ? { ...doc, cooked } : doc);
    return fullText(doc, parts, record.row.map_ids, cooked);
  }

  /**
   * The text of a full document: its presented part, then the associations and maps PostgreSQL
   * wrote (`associations-json.ts`) and the cooked locale, the last keys of its schema. Outside
   * production the text also goes through the schema (`inSchemaOrder`): tests fail on any key out
   * of its place or value the schema refuses.
   */
  function fullText(doc: Json, parts: AssociationTexts, mapIds: readonly number[], cooked?: Json): RawJson {
    const presented = JSON.stringify(doc);
    let tail = `,"associations":${parts.associations}`;
    if (parts.maps) tail += `,"maps":${parts.maps(mapIds)}`;
    if (cooked) tail += `,"cooked":${JSON.stringify(cooked)}`;
    const text = `${presented.slice(0, -1)}${presented.length > 2 ? tail : tail.slice(1)}}`;
    return new RawJson(text);
  }

  /** api.md §7.9: personal fields only for moderators, the creator and associated users. */
  async function hidePersonalFields(doc: Json, creatorId: number | null, viewer: FastifyRequest['user']) {
    if (viewer?.moderator || (viewer && viewer.id === creatorId)) return;
    if (viewer) {
      const linked = await db
        .selectFrom('associations')
        .select('parent_document_id')
        .where('parent_document_id', '=', viewer.id)
        .where('child_document_id', '=', Number(doc.document_id))
        .executeTakeFirst();
      if (linked) return;
      // api.md §8.5: the hidden author of an anonymous xreport reads it as its author.
      if ((await anonymousAuthors(db, [Number(doc.document_id)])).get(Number(doc.document_id)) === viewer.id)
        return;
    }
    for (const f of catalogOf('xreport').fields) if (f.personal) delete doc[f.name];
  }
}
