/** The API's bridge to the forum (api.md §14.4); the forum's own pages are not part of the API. */
import { z } from 'zod';
import { LANGS } from '../enums/langs.ts';
import { defineEndpoint } from './endpoint.ts';

/** api.md §14.4 quirk: the keys are the link to the messages and the count themselves. */
export const getForumUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/forum/private-messages/unread-count',
  summary: 'Unread private messages on the forum',
  response: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** The forum's create-post answer, passed on: the new post and the topic it opened. */
export const CreatedForumPost = z.looseObject({
  id: z.number().int(),
  topic_id: z.number().int(),
  topic_slug: z.string().optional(),
  post_number: z.number().int().optional(),
});

export const postForumTopic = defineEndpoint({
  method: 'POST',
  path: '/forum/topics',
  summary: 'Open the comment topic of a document locale',
  body: z.object({ document_id: z.number().int().positive(), lang: z.enum(LANGS) }),
  response: CreatedForumPost,
});
