/** The parts of Discourse's JSON the app reads (spec 1 "Forum", spec 2 "Forum"). */
export type ForumUser = { id: number; username: string; name?: string | null; avatar_template: string };

export type ForumListTopic = {
  id: number;
  slug: string;
  title: string;
  highest_post_number: number;
  last_poster_username: string;
  category_id?: number;
};

export type LatestTopics = { users: ForumUser[]; topic_list: { topics: ForumListTopic[] } };

export type ForumPost = {
  id: number;
  username: string;
  name?: string | null;
  avatar_template: string;
  created_at: string;
  updated_at?: string;
  cooked: string;
  post_number: number;
};

export type ForumTopic = {
  id: number;
  slug: string;
  title: string;
  posts_count: number;
  tags?: string[];
  post_stream: { posts: ForumPost[] };
};
