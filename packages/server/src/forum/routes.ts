/**
 * The built-in forum under `/forum` (DESIGN.md "Third-party services"): the Discourse JSON the
 * web app reads (latest topics, categories, topics, posting, avatars) and plain HTML pages for
 * people who follow a forum link. Posting takes the guidebook's session header (single
 * sign-on). `/forum` itself stays the web app's route; the pages start at `/forum/`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CookerBusyError, CookTimeoutError } from '../cooker/cook-pool.ts';
import { ApiError } from '../errors.ts';
import { authPlugin } from '../plugins/auth.ts';
import { countWrite } from '../plugins/write-rate-limit.ts';
import { avatarPng } from './avatar.ts';
import {
  presentCategories,
  presentCreatedPost,
  presentLatest,
  presentTopic,
  presentUser,
} from './discourse-json.ts';
import { latestPage, notFoundPage, topicHref, topicPage, userPage } from './pages.ts';
import { pageLangOf, textsOf } from './page-texts.ts';
import type { ForumPage } from './page-layout.ts';
import { inlinePageCsp } from '../plugins/security-headers.ts';
import {
  categoryById,
  createReply,
  createTopic,
  latestTopics,
  listCategories,
  postsByUser,
  postsOf,
  topicById,
  topicBySlug,
  userByUsername,
  usersById,
  type TopicRow,
} from './store.ts';

/** Discourse's page size of topic lists. */
export const TOPICS_PER_PAGE = 30;

/** An error as Discourse words it: `{errors: [message], error_type}`. */
class ForumHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

const notFound = () =>
  new ForumHttpError(404, 'The requested URL or resource could not be found.', 'not_found');
const invalidAccess = (message = 'You are not permitted to view the requested resource.') =>
  new ForumHttpError(403, message, 'invalid_access');

const PostBody = z.object({
  raw: z
    .string()
    .trim()
    .min(2, 'Body is too short (minimum is 2 characters)')
    .max(32_000, 'Body is too long'),
  topic_id: z.coerce.number().int().positive().optional(),
  title: z
    .string()
    .trim()
    .min(3, 'Title is too short (minimum is 3 characters)')
    .max(255, 'Title is too long')
    .optional(),
  category: z.coerce.number().int().positive().optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(5).optional(),
});

/** `exclude_category_ids[]=1&exclude_category_ids[]=2`, repeated or comma separated. */
function idsOf(...values: unknown[]): number[] {
  return values
    .flatMap((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]))
    .flatMap((v) => String(v).split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
}

const pageOf = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
};

/** `12.json` → 12 and JSON; `12` → 12 and HTML; `some-slug.json` → the slug. */
function parseSegment(segment: string): { key: string; id?: number; json: boolean } {
  const json = segment.endsWith('.json');
  const key = json ? segment.slice(0, -'.json'.length) : segment;
  return { key, id: /^\d{1,9}$/.test(key) ? Number(key) : undefined, json };
}

export async function forumRoutes(app: FastifyInstance): Promise<void> {
  const { database, config } = app.deps;
  const db = database.db;
  const host = new URL(config.publicUrl).host;
  const hide = { schema: { hide: true } };

  await authPlugin(app);
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof ForumHttpError)
      return reply.status(error.statusCode).send({ errors: [error.message], error_type: error.errorType });
    if (error instanceof ApiError) {
      return reply
        .status(error.statusCode)
        .send({ errors: error.errors.map((e) => e.description), error_type: 'invalid_access' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply.status(status).send({ errors: [error.message], error_type: 'invalid_parameters' });
    request.log.error(error);
    return reply
      .status(500)
      .send({ errors: ['Oops! That page doesn’t exist or is private.'], error_type: 'server_error' });
  });

  const ctxOf = (request: FastifyRequest) => {
    const lang = pageLangOf(request.headers['accept-language']);
    return { lang, t: textsOf(lang) };
  };
  const html = (reply: FastifyReply, page: ForumPage, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', inlinePageCsp(page.hashes, config))
      .type('text/html; charset=utf-8')
      .send(page.html);
  const missingPage = (request: FastifyRequest, reply: FastifyReply) =>
    html(reply, notFoundPage(ctxOf(request)), 404);

  const latestJson = async (query: Record<string, unknown>, categoryId?: number) => {
    const page = pageOf(query.page);
    const exclude = idsOf(query['exclude_category_ids[]'], query.exclude_category_ids);
    const { topics, more } = await latestTopics(db, {
      excludeCategoryIds: exclude,
      categoryId,
      page,
      perPage: TOPICS_PER_PAGE,
    });
    const users = await usersById(
      db,
      topics.flatMap((t) => [t.user_id, t.last_poster_id]),
    );
    const next = new URLSearchParams([
      ...exclude.map((id): [string, string] => ['exclude_category_ids[]', String(id)]),
      ['page', String(page + 1)],
    ]);
    return presentLatest(topics, users, host, more ? { url: `/latest?${next}` } : null);
  };

  const latestHtml = async (request: FastifyRequest, reply: FastifyReply, categoryId?: number) => {
    const query = request.query as Record<string, unknown>;
    const page = pageOf(query.page);
    const categories = await listCategories(db);
    const current = categoryId === undefined ? undefined : categories.find((c) => c.id === categoryId);
    if (categoryId !== undefined && !current) return missingPage(request, reply);
    const { topics, more } = await latestTopics(db, { categoryId, page, perPage: TOPICS_PER_PAGE });
    const users = await usersById(
      db,
      topics.map((t) => t.last_poster_id),
    );
    const base = request.url.split('?')[0];
    return html(
      reply,
      latestPage(ctxOf(request), {
        topics,
        categories,
        users,
        current,
        nextHref: more ? `${base}?page=${page + 1}` : undefined,
      }),
    );
  };

  const topicJson = async (topic: TopicRow | undefined, request: FastifyRequest) => {
    if (!topic) throw notFound();
    const posts = await postsOf(db, topic.id);
    const users = await usersById(db, [topic.user_id, topic.last_poster_id, ...posts.map((p) => p.user_id)]);
    return presentTopic(topic, posts, users, host, request.user?.id);
  };

  const topicHtml = async (request: FastifyRequest, reply: FastifyReply, id: number | undefined) => {
    const topic = id === undefined ? undefined : await topicById(db, id);
    if (!topic) return missingPage(request, reply);
    const [posts, category] = await Promise.all([postsOf(db, topic.id), categoryById(db, topic.category_id)]);
    const users = await usersById(
      db,
      posts.map((p) => p.user_id),
    );
    const categories = category ? (await listCategories(db)).filter((c) => c.id === category.id) : [];
    return html(
      reply,
      topicPage(ctxOf(request), {
        topic,
        posts,
        users,
        category: categories[0],
        canonical: `${config.publicUrl}${topicHref(topic)}`,
      }),
    );
  };

  // Pages: `/forum/` only (not `/forum`, the web app's route that leads here).
  app.get('/', { ...hide, prefixTrailingSlash: 'slash' }, (request, reply) => latestHtml(request, reply));
  app.get('/latest', hide, (request, reply) => latestHtml(request, reply));
  app.get('/latest.json', hide, (request) => latestJson(request.query as Record<string, unknown>));
  app.get('/categories.json', hide, async () => presentCategories(await listCategories(db)));

  app.get<{ Params: { slug: string; id: string } }>('/c/:slug/:id', hide, async (request, reply) => {
    const segment = parseSegment(request.params.id);
    if (segment.id === undefined) throw notFound();
    if (!segment.json) return latestHtml(request, reply, segment.id);
    if (!(await categoryById(db, segment.id))) throw notFound();
    return latestJson(request.query as Record<string, unknown>, segment.id);
  });

  // Discourse's topic addresses: /t/{id}, /t/{slug}, /t/{slug}/{id}, /t/{slug}/{id}/{post_number}, each with `.json`.
  app.get<{ Params: { a: string } }>('/t/:a', hide, async (request, reply) => {
    const segment = parseSegment(request.params.a);
    if (segment.json)
      return topicJson(
        segment.id ? await topicById(db, segment.id) : await topicBySlug(db, segment.key),
        request,
      );
    const topic = segment.id ? await topicById(db, segment.id) : await topicBySlug(db, segment.key);
    return topicHtml(request, reply, topic?.id);
  });
  app.get<{ Params: { a: string; b: string } }>('/t/:a/:b', hide, async (request, reply) => {
    const segment = parseSegment(request.params.b);
    if (segment.json) return topicJson(segment.id ? await topicById(db, segment.id) : undefined, request);
    return topicHtml(request, reply, segment.id);
  });
  app.get<{ Params: { a: string; b: string; c: string } }>('/t/:a/:b/:c', hide, async (request, reply) => {
    const id = parseSegment(request.params.b).id;
    if (parseSegment(request.params.c).json)
      return topicJson(id ? await topicById(db, id) : undefined, request);
    return topicHtml(request, reply, id);
  });

  app.get<{ Params: { username: string } }>('/u/:username', hide, async (request, reply) => {
    const segment = parseSegment(request.params.username);
    const user = await userByUsername(db, segment.key);
    if (segment.json) {
      if (!user) throw notFound();
      return { user: presentUser(user, host) };
    }
    if (!user) return missingPage(request, reply);
    return html(reply, userPage(ctxOf(request), { user, posts: await postsByUser(db, user.id, 30) }));
  });

  app.get<{ Params: { host: string; username: string; size: string; file: string } }>(
    '/user_avatar/:host/:username/:size/:file',
    hide,
    async (request, reply) => {
      const size = Number(request.params.size);
      if (!Number.isInteger(size) || size <= 0 || !request.params.file.endsWith('.png')) throw notFound();
      const png = await avatarPng(request.params.username, size);
      return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
    },
  );

  /** A post's body cooked by the API's pool; what it cannot render is the author's to fix. */
  const cookPost = async (raw: string): Promise<string> => {
    try {
      return await app.deps.cooker.cook(raw);
    } catch (error) {
      if (error instanceof CookTimeoutError)
        throw new ForumHttpError(422, 'Body is too complex to render', 'invalid_parameters');
      if (error instanceof CookerBusyError)
        throw new ForumHttpError(503, 'The server is busy, please retry in a moment', 'busy');
      throw error;
    }
  };

  app.post('/posts.json', hide, async (request) => {
    const user = request.user;
    if (!user) throw invalidAccess();
    if (!(await countWrite(app, request, user)))
      throw new ForumHttpError(
        429,
        'You’ve performed this action too many times. Please wait before trying again.',
        'rate_limit',
      );
    const parsed = PostBody.safeParse(request.body ?? {});
    if (!parsed.success)
      throw new ForumHttpError(
        422,
        parsed.error.issues.map((i) => i.message).join(' '),
        'invalid_parameters',
      );
    const body = parsed.data;
    if (body.tags?.length && !user.moderator) throw invalidAccess('Only moderators may tag topics.');

    if (body.topic_id !== undefined) {
      const topic = await topicById(db, body.topic_id);
      if (!topic) throw notFound();
      if (topic.closed) throw invalidAccess('This topic is closed.');
      const post = await createReply(db, {
        topicId: topic.id,
        raw: body.raw,
        cooked: await cookPost(body.raw),
        userId: user.id,
      });
      const updated = (await topicById(db, topic.id))!;
      return presentCreatedPost(post, updated, await usersById(db, [user.id]), host);
    }
    if (!body.title) throw new ForumHttpError(422, 'Title can’t be blank', 'invalid_parameters');
    if (body.category === undefined)
      throw new ForumHttpError(422, 'Category can’t be blank', 'invalid_parameters');
    const category = await categoryById(db, body.category);
    if (!category) throw new ForumHttpError(422, 'Category is invalid', 'invalid_parameters');
    if (category.moderators_only && !user.moderator)
      throw invalidAccess('Only moderators may open topics in this category.');
    const created = await createTopic(db, {
      categoryId: category.id,
      title: body.title,
      raw: body.raw,
      cooked: await cookPost(body.raw),
      userId: user.id,
      tags: body.tags,
    });
    return presentCreatedPost(created.post, created.topic, await usersById(db, [user.id]), host);
  });
}
