-- The built-in forum (DESIGN.md "Third-party services"): categories, topics and posts that
-- src/forum/ answers as Discourse JSON under /forum. Authors are the guidebook's users (single
-- sign-on); a NULL author is the forum's `system` user (topics opened by the comments bridge).

CREATE TABLE forum_categories (
  id               integer PRIMARY KEY,
  name             text NOT NULL,
  slug             text NOT NULL UNIQUE,
  description      text NOT NULL DEFAULT '',
  color            text NOT NULL DEFAULT '0088CC',
  position         integer NOT NULL DEFAULT 0,
  -- Only moderators open topics here (announcements).
  moderators_only  boolean NOT NULL DEFAULT false
);

CREATE TABLE forum_topics (
  id                   serial PRIMARY KEY,
  category_id          integer NOT NULL REFERENCES forum_categories (id),
  title                text NOT NULL,
  slug                 text NOT NULL,
  tags                 text[] NOT NULL DEFAULT '{}',
  user_id              bigint REFERENCES users (id) ON DELETE SET NULL,
  -- A closed topic takes no replies.
  closed               boolean NOT NULL DEFAULT false,
  posts_count          integer NOT NULL DEFAULT 0,
  highest_post_number  integer NOT NULL DEFAULT 0,
  last_poster_id       bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  last_posted_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_topics_latest ON forum_topics (last_posted_at DESC, id DESC);
CREATE INDEX forum_topics_category ON forum_topics (category_id);
CREATE INDEX forum_topics_title ON forum_topics (title);

CREATE TABLE forum_posts (
  id           serial PRIMARY KEY,
  topic_id     integer NOT NULL REFERENCES forum_topics (id) ON DELETE CASCADE,
  post_number  integer NOT NULL,
  user_id      bigint REFERENCES users (id) ON DELETE SET NULL,
  raw          text NOT NULL,
  cooked       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (topic_id, post_number)
);
CREATE INDEX forum_posts_user ON forum_posts (user_id, created_at DESC);
