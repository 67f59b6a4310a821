/**
 * Rows of the built-in forum in Discourse's JSON shapes (the parts a Discourse client reads):
 * latest topic lists, categories, topics with their post stream, created posts. Avatar
 * templates are relative to the forum's base address, as Discourse's are.
 */
import type { CategoryRow, ForumUser, PostRow, TopicRow } from './store.ts';

/** `/user_avatar/{host}/{username}/{size}/1.png`: the client replaces `{size}`. */
export const avatarTemplate = (host: string, username: string) =>
  `/user_avatar/${encodeURIComponent(host)}/${encodeURIComponent(username)}/{size}/1.png`;

export const presentUser = (user: ForumUser, host: string) => ({
  id: user.id,
  username: user.username,
  name: user.name,
  avatar_template: avatarTemplate(host, user.username),
});

type Users = Map<number | null, ForumUser>;

const userOf = (users: Users, id: number | null): ForumUser =>
  users.get(id) ?? { id: id ?? -1, username: 'system', name: 'system' };

/** One entry of `topic_list.topics`. */
export function presentListTopic(topic: TopicRow, users: Users) {
  const creator = userOf(users, topic.user_id);
  const lastPoster = userOf(users, topic.last_poster_id);
  const posters: { extras: string | null; description: string; user_id: number }[] = [
    { extras: null, description: 'Original Poster', user_id: creator.id },
  ];
  if (lastPoster.id !== creator.id)
    posters.push({ extras: 'latest', description: 'Most Recent Poster', user_id: lastPoster.id });
  else posters[0]!.extras = 'latest';
  return {
    id: topic.id,
    title: topic.title,
    fancy_title: topic.title,
    slug: topic.slug,
    posts_count: topic.posts_count,
    reply_count: Math.max(0, topic.posts_count - 1),
    highest_post_number: topic.highest_post_number,
    created_at: topic.created_at.toISOString(),
    last_posted_at: topic.last_posted_at.toISOString(),
    bumped: true,
    bumped_at: topic.last_posted_at.toISOString(),
    pinned: false,
    visible: true,
    closed: topic.closed,
    archived: false,
    category_id: topic.category_id,
    tags: topic.tags,
    last_poster_username: lastPoster.username,
    posters,
  };
}

/** `GET /latest.json`: the users the topics mention, then the topics. */
export function presentLatest(topics: TopicRow[], users: Users, host: string, more: { url: string } | null) {
  const mentioned = new Set(topics.flatMap((t) => [t.user_id, t.last_poster_id]));
  return {
    users: [...mentioned].map((id) => presentUser(userOf(users, id), host)),
    primary_groups: [],
    topic_list: {
      can_create_topic: false,
      ...(more ? { more_topics_url: more.url } : {}),
      per_page: 30,
      topics: topics.map((t) => presentListTopic(t, users)),
    },
  };
}

export function presentPost(post: PostRow, topic: TopicRow, users: Users, host: string, viewerId?: number) {
  const author = userOf(users, post.user_id);
  return {
    id: post.id,
    name: author.name,
    username: author.username,
    avatar_template: avatarTemplate(host, author.username),
    created_at: post.created_at.toISOString(),
    updated_at: post.updated_at.toISOString(),
    cooked: post.cooked,
    post_number: post.post_number,
    post_type: 1,
    reply_count: 0,
    reply_to_post_number: null,
    topic_id: topic.id,
    topic_slug: topic.slug,
    display_username: author.name,
    user_id: author.id,
    yours: viewerId !== undefined && viewerId === post.user_id,
  };
}

/** `POST /posts.json` answers the new post with its raw text. */
export const presentCreatedPost = (post: PostRow, topic: TopicRow, users: Users, host: string) => ({
  ...presentPost(post, topic, users, host, post.user_id ?? undefined),
  raw: post.raw,
});

/** `GET /t/{id}.json`. */
export function presentTopic(
  topic: TopicRow,
  posts: PostRow[],
  users: Users,
  host: string,
  viewerId?: number,
) {
  return {
    id: topic.id,
    title: topic.title,
    fancy_title: topic.title,
    slug: topic.slug,
    posts_count: topic.posts_count,
    highest_post_number: topic.highest_post_number,
    created_at: topic.created_at.toISOString(),
    last_posted_at: topic.last_posted_at.toISOString(),
    category_id: topic.category_id,
    tags: topic.tags,
    closed: topic.closed,
    archived: false,
    visible: true,
    user_id: userOf(users, topic.user_id).id,
    post_stream: {
      posts: posts.map((p) => presentPost(p, topic, users, host, viewerId)),
      stream: posts.map((p) => p.id),
    },
    details: {
      created_by: presentUser(userOf(users, topic.user_id), host),
      last_poster: presentUser(userOf(users, topic.last_poster_id), host),
    },
  };
}

/** `GET /categories.json`. */
export const presentCategories = (categories: CategoryRow[]) => ({
  category_list: {
    can_create_category: false,
    can_create_topic: true,
    categories: categories.map((c) => ({
      id: c.id,
      name: c.name,
      color: c.color,
      text_color: 'FFFFFF',
      slug: c.slug,
      topic_count: c.topic_count,
      post_count: c.post_count,
      position: c.position,
      description: c.description,
      description_text: c.description,
      read_restricted: false,
    })),
  },
});
