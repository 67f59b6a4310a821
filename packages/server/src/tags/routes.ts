/** "To do" marks on routes (api.md §14.1): tags exist only for routes. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  canTag,
  getTagHas,
  LETTER_TYPES,
  postTagAdd,
  postTagRemove,
  type DocumentLetter,
} from '@cairn/domain';
import { badRequest } from '../errors.ts';
import { requireUser, type CurrentUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';

export async function tagRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  /** The document exists and takes the user's tags (the domain's canTag: routes only). */
  const checkRoute = async (user: CurrentUser, id: number) => {
    const doc = await db
      .selectFrom('documents')
      .select(['type', 'redirects_to'])
      .where('document_id', '=', id)
      .executeTakeFirst();
    if (!doc || doc.redirects_to) throw badRequest(`document ${id} does not exist`);
    // Spec 2 §8: tags on other types.
    if (!canTag(user, LETTER_TYPES[doc.type as DocumentLetter]))
      throw badRequest('Tags are not supported for this kind of document');
  };

  app.post(postTagAdd.path, { schema: schemaOf(postTagAdd) }, async (request) => {
    const user = requireUser(request);
    await checkRoute(user, request.body.document_id);
    const res = await db
      .insertInto('tags')
      .values({ user_id: user.id, document_id: request.body.document_id })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) throw badRequest('This document is already tagged.');
    return {};
  });

  app.post(postTagRemove.path, { schema: schemaOf(postTagRemove) }, async (request) => {
    const user = requireUser(request);
    await checkRoute(user, request.body.document_id);
    const res = await db
      .deleteFrom('tags')
      .where('user_id', '=', user.id)
      .where('document_id', '=', request.body.document_id)
      .executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw badRequest('This document has no such tag.');
    return {};
  });

  app.get(getTagHas.path, { schema: schemaOf(getTagHas) }, async (request) => {
    const user = requireUser(request);
    await checkRoute(user, request.params.id);
    const row = await db
      .selectFrom('tags')
      .select('document_id')
      .where('user_id', '=', user.id)
      .where('document_id', '=', request.params.id)
      .executeTakeFirst();
    return { todo: row !== undefined };
  });
}
