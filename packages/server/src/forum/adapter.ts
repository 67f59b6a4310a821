/**
 * What the forum bridge (api.md §14.4) needs from a forum, behind one small interface: the
 * built-in forum of this server (`FORUM_URL` empty) or a Discourse reached over HTTP.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Config } from '../config.ts';
import { presentCreatedPost } from './discourse-json.ts';
import { cook } from '@cairn/markdown';
import { categoryById, createTopic, ensureCategory, topicByTitle, usersById } from './store.ts';

/** Discourse's create-post response: the new post, with the topic it opened. */
export interface CreatedPost {
  id: number;
  topic_id: number;
  topic_slug?: string;
  post_number?: number;
  [key: string]: unknown;
}

export interface NewForumTopic {
  title: string;
  /** Markdown of the first post. */
  raw: string;
  category: number;
}

export interface ForumAdapter {
  /** Public address of the forum (links to its pages). */
  readonly publicUrl: string;
  createTopic(topic: NewForumTopic): Promise<CreatedPost>;
  /** How many private-message topics of a forum user are unread. */
  unreadPrivateMessages(username: string): Promise<number>;
}

/** The forum refused or failed; `message` is its own. */
export class ForumError extends Error {
  override readonly name = 'ForumError';
}

/** The forum of this server: same database, topics opened as `system`. */
export function builtInForum(db: Kysely<DB>, config: Pick<Config, 'publicUrl' | 'forum'>): ForumAdapter {
  const host = new URL(config.publicUrl).host;
  return {
    publicUrl: `${config.publicUrl}/forum`,
    async createTopic(topic) {
      if (topic.category === config.forum.commentsCategory) {
        await ensureCategory(db, {
          id: topic.category,
          name: 'Comments',
          slug: 'comments',
          description: 'Comments on the documents of the guidebook.',
        });
      } else if (!(await categoryById(db, topic.category))) {
        throw new ForumError(`Category ${topic.category} does not exist`);
      }
      if (await topicByTitle(db, topic.title)) throw new ForumError('Title has already been used');
      const created = await createTopic(db, {
        categoryId: topic.category,
        title: topic.title,
        raw: topic.raw,
        // The comment topic's first post is the server's own link to the document (a title of at
        // most 150 characters): cooked in place.
        cooked: cook(topic.raw),
        userId: null,
      });
      return presentCreatedPost(created.post, created.topic, await usersById(db, []), host);
    },
    // The built-in forum has no private messages.
    async unreadPrivateMessages() {
      return 0;
    },
  };
}

/** A Discourse forum through its HTTP API (`Api-Key` and `Api-Username` headers). */
export function discourseForum(options: { url: string; apiKey: string; apiUsername: string }): ForumAdapter {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(options.url + path, {
        method,
        headers: {
          Accept: 'application/json',
          'Api-Key': options.apiKey,
          'Api-Username': options.apiUsername,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ForumError(`The forum cannot be reached (${(error as Error).message})`);
    }
    const payload = (await response.json().catch(() => undefined)) as { errors?: unknown } | undefined;
    if (!response.ok) {
      const errors = Array.isArray(payload?.errors) ? payload.errors.map(String).join(' ') : '';
      throw new ForumError(errors || `The forum answered HTTP ${response.status}`);
    }
    return payload as T;
  };
  return {
    publicUrl: options.url,
    async createTopic(topic) {
      const post = await call<CreatedPost>('POST', '/posts.json', topic);
      if (typeof post?.topic_id !== 'number') throw new ForumError('The forum answered without a topic');
      return post;
    },
    async unreadPrivateMessages(username) {
      const list = await call<{ topic_list?: { topics?: unknown[] } }>(
        'GET',
        `/topics/private-messages-unread/${encodeURIComponent(username)}.json`,
      );
      return list.topic_list?.topics?.length ?? 0;
    },
  };
}

/** The adapter the configuration asks for. */
export function forumAdapterOf(db: Kysely<DB>, config: Pick<Config, 'publicUrl' | 'forum'>): ForumAdapter {
  return config.forum.url
    ? discourseForum({
        url: config.forum.url,
        apiKey: config.forum.apiKey,
        apiUsername: config.forum.apiUsername,
      })
    : builtInForum(db, config);
}
