/** The API's bridge to the forum (api.md §14.4); the forum's own pages are not part of the API. */
import { z } from 'zod';
import { LANGS } from '../enums/langs.ts';
import { defineEndpoint } from './endpoint.ts';
import { boundedText } from './text-limits.ts';

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

/**
 * The forum's single sign-on request (DiscourseConnect, issue 19, spec 1 §2.1 auth-sso): `sso` and
 * `sig` as the forum sent them to `auth-sso`. Also taken by `POST /users/login` (api.md §3.2).
 */
export const SsoRequest = z.object({
  sso: boundedText(4000).min(1),
  sig: boundedText(200).min(1),
});

export const postForumSso = defineEndpoint({
  method: 'POST',
  path: '/forum/sso',
  summary: "Answer the forum's single sign-on request for the signed-in user",
  body: SsoRequest,
  response: z.object({
    /** The forum's `return_sso_url` with the user's signed payload, where the browser goes. */
    redirect: z.string(),
  }),
});
