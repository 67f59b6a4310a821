/**
 * The API's forum bridge (api.md §14.4): unread private messages of the caller, and the
 * comment topic of a document locale, opened on the forum as `"{document_id}_{lang}"` and
 * remembered as the locale's `topic_id`.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentPath, getForumUnreadCount, pluralOf, postForumSso, postForumTopic } from '@cairn/domain';
import { ApiError, badRequest, fieldError, httpError } from '../errors.ts';
import { createUsersRepository } from '../users/repository.ts';
import { ssoRedirect, ssoUserOf, SsoPayloadError } from './discourse-connect.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { readDocuments } from '../documents/read/read.ts';
import { forumAdapterOf, ForumError, type ForumAdapter } from './adapter.ts';

const signedIn = [{ jwt: [] }];

/** 400 `Topic already exists`, its entry carrying the topic (api.md §1.4). */
const topicExists = (topicId: number) =>
  new ApiError(400, [
    { location: 'body', name: 'Bad Request', description: 'Topic already exists', topic_id: topicId },
  ]);

const forumFailure = (error: unknown) =>
  error instanceof ForumError ? httpError(500, `Error with the forum: ${error.message}`) : error;

export async function forumBridgeRoutes(
  parent: FastifyInstance,
  options: { adapter?: ForumAdapter } = {},
): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config } = app.deps;
  const db = database.db;
  const forum = options.adapter ?? forumAdapterOf(db, config);

  // api.md §14.4 quirk: the keys are the link and the count themselves.
  app.get(
    getForumUnreadCount.path,
    { schema: schemaOf(getForumUnreadCount, { security: signedIn }) },
    async (request) => {
      const user = requireUser(request);
      const count = await forum.unreadPrivateMessages(user.forum_username).catch((error: unknown) => {
        throw forumFailure(error);
      });
      const link = `${forum.publicUrl}/users/${encodeURIComponent(user.forum_username)}/messages`;
      return { [link]: link, [String(count)]: count };
    },
  );

  // Issue 19, spec 1 §2.1 auth-sso: the forum's sign-on request, for a user already signed in.
  app.post(postForumSso.path, { schema: schemaOf(postForumSso, { security: signedIn }) }, async (request) => {
    const current = requireUser(request);
    const sso = config.forum.sso;
    if (!sso) throw badRequest('Forum single sign-on is not configured');
    const row = await createUsersRepository(db).byId(current.id);
    if (!row) throw badRequest('Unknown user');
    try {
      return { redirect: ssoRedirect(sso, request.body.sso, request.body.sig, ssoUserOf(row)) };
    } catch (error) {
      if (error instanceof SsoPayloadError)
        throw fieldError('sig', `Invalid sign-on request: ${error.message}`);
      throw error;
    }
  });

  app.post(
    postForumTopic.path,
    { schema: schemaOf(postForumTopic, { security: signedIn }) },
    async (request) => {
      requireUser(request);
      const { document_id: id, lang } = request.body;
      const doc = (await readDocuments(db, [id], { withDetail: false, langs: [lang] })).get(id);
      const locale = doc?.locales.find((l) => l.lang === lang);
      if (!doc || !locale || doc.row.redirects_to) throw badRequest('Document not found');
      if (locale.topic_id !== null) throw topicExists(locale.topic_id);
      if (doc.attributes.disable_comments === true)
        throw badRequest('Comments are disabled for this document');

      const type = doc.typeName;
      const title = locale.title || `${type} ${id}`;
      const address = config.publicUrl + documentPath(pluralOf(type), id, lang, locale.title);
      const created = await forum
        .createTopic({
          title: `${id}_${lang}`,
          raw: `[${title.replace(/[[\]]/g, '')}](${address})`,
          category: config.forum.commentsCategory,
        })
        .catch((error: unknown) => {
          throw forumFailure(error);
        });

      // Another call may have stored a topic meanwhile: the first one stays.
      const stored = await db
        .updateTable('document_locales')
        .set({ topic_id: created.topic_id })
        .where('document_id', '=', id)
        .where('lang', '=', lang)
        .where('topic_id', 'is', null)
        .executeTakeFirst();
      if (Number(stored.numUpdatedRows) === 0) {
        const current = await db
          .selectFrom('document_locales')
          .select('topic_id')
          .where('document_id', '=', id)
          .where('lang', '=', lang)
          .executeTakeFirst();
        if (current?.topic_id) throw topicExists(current.topic_id);
      }
      await db
        .updateTable('documents')
        .set((eb) => ({ cache_version: eb('cache_version', '+', 1) }))
        .where('document_id', '=', id)
        .execute();
      return created;
    },
  );
}
