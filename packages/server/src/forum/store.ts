/**
 * The built-in forum's storage (0003_forum.sql): categories, topics and their posts. Forum
 * users are the guidebook's users under their forum username; a NULL author is `system`.
 * Post bodies are markdown, stored with their cooked HTML (already sanitised) that callers give.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { slugify } from '@cairn/domain';
import type { DB } from '../db/schema.ts';

export interface ForumUser {
  id: number;
  username: string;
  name: string;
}

/** Discourse's own account, author of what the forum writes by itself. */
export const SYSTEM_USER: ForumUser = { id: -1, username: 'system', name: 'system' };

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  color: string;
  position: number;
  moderators_only: boolean;
  topic_count: number;
  post_count: number;
}

export interface TopicRow {
  id: number;
  category_id: number;
  title: string;
  slug: string;
  tags: string[];
  user_id: number | null;
  closed: boolean;
  posts_count: number;
  highest_post_number: number;
  last_poster_id: number | null;
  created_at: Date;
  last_posted_at: Date;
}

export interface PostRow {
  id: number;
  topic_id: number;
  post_number: number;
  user_id: number | null;
  raw: string;
  cooked: string;
  created_at: Date;
  updated_at: Date;
}

type Db = Kysely<DB> | Transaction<DB>;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const optionalId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function topicOf(r: Record<string, unknown>): TopicRow {
  return {
    id: Number(r.id),
    category_id: Number(r.category_id),
    title: String(r.title),
    slug: String(r.slug),
    tags: (r.tags as string[] | null) ?? [],
    user_id: optionalId(r.user_id),
    closed: Boolean(r.closed),
    posts_count: Number(r.posts_count),
    highest_post_number: Number(r.highest_post_number),
    last_poster_id: optionalId(r.last_poster_id),
    created_at: toDate(r.created_at as Date),
    last_posted_at: toDate(r.last_posted_at as Date),
  };
}

function postOf(r: Record<string, unknown>): PostRow {
  return {
    id: Number(r.id),
    topic_id: Number(r.topic_id),
    post_number: Number(r.post_number),
    user_id: optionalId(r.user_id),
    raw: String(r.raw),
    cooked: String(r.cooked),
    created_at: toDate(r.created_at as Date),
    updated_at: toDate(r.updated_at as Date),
  };
}

/** Discourse's slug of a topic title ("topic" when nothing of it is left). */
export const topicSlug = (title: string) => slugify(title) || 'topic';

/** Forum users by id; `null` stands for `system`. */
export async function usersById(
  db: Db,
  ids: readonly (number | null)[],
): Promise<Map<number | null, ForumUser>> {
  const result = new Map<number | null, ForumUser>([[null, SYSTEM_USER]]);
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'forum_username', 'name'])
      .where('id', 'in', wanted)
      .execute();
    for (const r of rows)
      result.set(Number(r.id), { id: Number(r.id), username: r.forum_username, name: r.name });
  }
  return result;
}

export async function userByUsername(db: Db, username: string): Promise<ForumUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'forum_username', 'name'])
    .where(sql<string>`lower(forum_username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row && { id: Number(row.id), username: row.forum_username, name: row.name };
}

/** Every category with its counts, in display order. */
export async function listCategories(db: Db): Promise<CategoryRow[]> {
  const rows = await sql<Record<string, unknown>>`
    SELECT c.*, count(DISTINCT t.id)::int AS topic_count, coalesce(sum(t.posts_count), 0)::int AS post_count
    FROM forum_categories c LEFT JOIN forum_topics t ON t.category_id = c.id
    GROUP BY c.id ORDER BY c.position, c.id`.execute(db);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    description: String(r.description),
    color: String(r.color),
    position: Number(r.position),
    moderators_only: Boolean(r.moderators_only),
    topic_count: Number(r.topic_count),
    post_count: Number(r.post_count),
  }));
}

export async function categoryById(db: Db, id: number) {
  return db.selectFrom('forum_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface LatestOptions {
  excludeCategoryIds?: readonly number[];
  categoryId?: number;
  page?: number;
  perPage: number;
}

/** Topics by latest activity, newest first. */
export async function latestTopics(
  db: Db,
  options: LatestOptions,
): Promise<{ topics: TopicRow[]; more: boolean }> {
  let query = db.selectFrom('forum_topics').selectAll();
  if (options.excludeCategoryIds?.length)
    query = query.where('category_id', 'not in', [...options.excludeCategoryIds]);
  if (options.categoryId !== undefined) query = query.where('category_id', '=', options.categoryId);
  const rows = await query
    .orderBy('last_posted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.perPage + 1)
    .offset((options.page ?? 0) * options.perPage)
    .execute();
  return {
    topics: rows.slice(0, options.perPage).map((r) => topicOf(r)),
    more: rows.length > options.perPage,
  };
}

export async function topicById(db: Db, id: number): Promise<TopicRow | undefined> {
  const row = await db.selectFrom('forum_topics').selectAll().where('id', '=', id).executeTakeFirst();
  return row && topicOf(row);
}

/** The most recent topic of this slug (Discourse answers `/t/{slug}.json`). */
export async function topicBySlug(db: Db, slug: string): Promise<TopicRow | undefined> {
  const row = await db
    .selectFrom('forum_topics')
    .selectAll()
    .where('slug', '=', slug)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && topicOf(row);
}

export async function topicByTitle(db: Db, title: string): Promise<TopicRow | undefined> {
  const row = await db
    .selectFrom('forum_topics')
    .selectAll()
    .where('title', '=', title)
    .orderBy('id')
    .executeTakeFirst();
  return row && topicOf(row);
}

export async function postsOf(db: Db, topicId: number): Promise<PostRow[]> {
  const rows = await db
    .selectFrom('forum_posts')
    .selectAll()
    .where('topic_id', '=', topicId)
    .orderBy('post_number')
    .execute();
  return rows.map((r) => postOf(r));
}

/** A user's latest posts with their topics' titles (the user page). */
export async function postsByUser(db: Db, userId: number, limit: number) {
  const rows = await db
    .selectFrom('forum_posts as p')
    .innerJoin('forum_topics as t', 't.id', 'p.topic_id')
    .selectAll('p')
    .select(['t.title as topic_title', 't.slug as topic_slug'])
    .where('p.user_id', '=', userId)
    .orderBy('p.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...postOf(r), topic_title: r.topic_title, topic_slug: r.topic_slug }));
}

export interface NewTopic {
  categoryId: number;
  title: string;
  raw: string;
  /** `raw` cooked, as for `NewReply`. */
  cooked: string;
  userId: number | null;
  tags?: string[];
  closed?: boolean;
  at?: Date;
}

/** Opens a topic with its first post; returns both. */
export async function createTopic(
  db: Kysely<DB>,
  input: NewTopic,
): Promise<{ topic: TopicRow; post: PostRow }> {
  return db.transaction().execute((trx) => insertTopic(trx, input));
}

/** `createTopic` inside a running transaction (the demo loader's). */
export async function insertTopic(trx: Db, input: NewTopic): Promise<{ topic: TopicRow; post: PostRow }> {
  const at = input.at ?? new Date();
  const topic = await trx
    .insertInto('forum_topics')
    .values({
      category_id: input.categoryId,
      title: input.title,
      slug: topicSlug(input.title),
      tags: input.tags ?? [],
      user_id: input.userId,
      closed: input.closed ?? false,
      created_at: at,
      last_posted_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const post = await insertReply(trx, {
    topicId: topic.id,
    raw: input.raw,
    cooked: input.cooked,
    userId: input.userId,
    at,
  });
  return { topic: (await topicById(trx, topic.id))!, post };
}

export interface NewReply {
  topicId: number;
  raw: string;
  /** `raw` cooked (the API's cooker for what users send: off the event loop, time-limited). */
  cooked: string;
  userId: number | null;
  at?: Date;
}

/** Adds a post at the end of a topic and moves the topic up the latest list. */
export async function createReply(db: Kysely<DB>, input: NewReply): Promise<PostRow> {
  return db.transaction().execute((trx) => insertReply(trx, input));
}

/** `createReply` inside a running transaction. */
export async function insertReply(trx: Db, input: NewReply): Promise<PostRow> {
  const at = input.at ?? new Date();
  // Taking the next number and bumping the counters in one statement keeps concurrent replies apart.
  const topic = await trx
    .updateTable('forum_topics')
    .set((eb) => ({
      posts_count: eb('posts_count', '+', 1),
      highest_post_number: eb('highest_post_number', '+', 1),
      last_poster_id: input.userId,
      last_posted_at: at,
    }))
    .where('id', '=', input.topicId)
    .returning('highest_post_number')
    .executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('forum_posts')
    .values({
      topic_id: input.topicId,
      post_number: topic.highest_post_number,
      user_id: input.userId,
      raw: input.raw,
      cooked: input.cooked,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return postOf(row);
}

/** Makes sure a category exists (the comments category of a forum without demo data). */
export async function ensureCategory(
  db: Db,
  category: { id: number; name: string; slug: string; description: string },
) {
  await db
    .insertInto('forum_categories')
    .values({ ...category, position: 100 })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
