-- Core tables: users and sessions, documents and locales, immutable versions, associations,
-- tags, following, preferences and the activity feed. Type attributes live in per-type tables
-- generated from the field catalog (0002). Written for PostgreSQL 15+ (PGlite is 17).

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE SEQUENCE document_ids START 1;

-- A user's id is also the id of their profile document (api.md §3).
CREATE TABLE users (
  id                bigint PRIMARY KEY,
  username          text NOT NULL,
  name              text NOT NULL,
  forum_username    text NOT NULL,
  email             text NOT NULL,
  email_validated   boolean NOT NULL DEFAULT false,
  email_to_validate text,
  password_hash     text NOT NULL,
  moderator         boolean NOT NULL DEFAULT false,
  blocked           boolean NOT NULL DEFAULT false,
  robot             boolean NOT NULL DEFAULT false,
  lang              text NOT NULL DEFAULT 'fr',
  is_profile_public boolean NOT NULL DEFAULT false,
  tos_validated     timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_forum_username_lower ON users (lower(forum_username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

-- Issued tokens; a token is valid only while it is stored here and not expired (api.md §2).
CREATE TABLE tokens (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expire     timestamptz NOT NULL
);
CREATE INDEX tokens_user ON tokens (user_id);

-- Single-use links mailed to users (register, new password, change email); valid 3 days.
CREATE TABLE nonces (
  nonce      text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL,
  expire     timestamptz NOT NULL
);

CREATE TABLE user_preferences (
  user_id       bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  followed_only boolean NOT NULL DEFAULT false,
  activities    text[] NOT NULL DEFAULT '{}',
  langs         text[] NOT NULL DEFAULT '{}',
  area_ids      bigint[] NOT NULL DEFAULT '{}'
);

CREATE TABLE follows (
  follower_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followed_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (follower_id, followed_id)
);
CREATE INDEX follows_followed ON follows (followed_id);

-- Common part of every document. `box` is the bounding box of the point geometry (EPSG:3857)
-- and serves bbox filters through its GiST index, on PGlite and PostgreSQL alike.
CREATE TABLE documents (
  document_id      bigint PRIMARY KEY DEFAULT nextval('document_ids'),
  type             char(1) NOT NULL,
  version          integer NOT NULL DEFAULT 1,
  quality          text NOT NULL DEFAULT 'draft',
  protected        boolean NOT NULL DEFAULT false,
  redirects_to     bigint REFERENCES documents (document_id),
  geometry_version integer,
  geom             text,
  geom_detail      text,
  box              box,
  area_ids         bigint[] NOT NULL DEFAULT '{}',
  map_ids          bigint[] NOT NULL DEFAULT '{}',
  available_langs  text[] NOT NULL DEFAULT '{}',
  creator_id       bigint,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  -- bumped when the document or an associated document changes (weak ETags, api.md §1.6)
  cache_version    integer NOT NULL DEFAULT 1
);
CREATE INDEX documents_type_id ON documents (type, document_id DESC) WHERE redirects_to IS NULL;
CREATE INDEX documents_box ON documents USING gist (box) WHERE box IS NOT NULL;
CREATE INDEX documents_area_ids ON documents USING gin (area_ids);
CREATE INDEX documents_quality ON documents (type, quality);
CREATE INDEX documents_creator ON documents (creator_id);

-- One row per language. Markdown sections other than summary and description, and the plain
-- text locale fields, live in `texts`. `search_title` is the title lower-cased and stripped of
-- accents (computed by the server), indexed with trigrams for typo-tolerant search.
CREATE TABLE document_locales (
  document_id  bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  lang         text NOT NULL,
  version      integer NOT NULL DEFAULT 1,
  title        text NOT NULL DEFAULT '',
  title_prefix text,
  summary      text,
  description  text,
  texts        jsonb NOT NULL DEFAULT '{}',
  topic_id     integer,
  search_title text NOT NULL DEFAULT '',
  PRIMARY KEY (document_id, lang)
);
CREATE INDEX document_locales_search_trgm ON document_locales USING gin (search_title gin_trgm_ops);
CREATE INDEX document_locales_search_fts ON document_locales USING gin (to_tsvector('simple', search_title));

-- Immutable archives: every save writes the figures (document archive) and/or the locale
-- (locale archive) as they are after the save, and one version row per affected language.
CREATE TABLE document_archives (
  archive_id  bigserial PRIMARY KEY,
  document_id bigint NOT NULL,
  version     integer NOT NULL,
  data        jsonb NOT NULL
);
CREATE INDEX document_archives_document ON document_archives (document_id);

CREATE TABLE locale_archives (
  archive_id  bigserial PRIMARY KEY,
  document_id bigint NOT NULL,
  lang        text NOT NULL,
  version     integer NOT NULL,
  data        jsonb NOT NULL
);
CREATE INDEX locale_archives_document ON locale_archives (document_id, lang);

CREATE TABLE document_versions (
  version_id          bigserial PRIMARY KEY,
  document_id         bigint NOT NULL,
  lang                text NOT NULL,
  document_archive_id bigint NOT NULL REFERENCES document_archives (archive_id),
  locale_archive_id   bigint NOT NULL REFERENCES locale_archives (archive_id),
  user_id             bigint NOT NULL,
  comment             text NOT NULL DEFAULT '',
  written_at          timestamptz NOT NULL DEFAULT now(),
  masked              boolean NOT NULL DEFAULT false
);
CREATE INDEX document_versions_document ON document_versions (document_id, lang, version_id);
CREATE INDEX document_versions_written ON document_versions (written_at DESC, version_id DESC);
CREATE INDEX document_versions_user ON document_versions (user_id, written_at DESC);

-- Only one link may exist between two documents, in either direction (api.md §10.1).
CREATE TABLE associations (
  parent_document_id bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  parent_type        char(1) NOT NULL,
  child_document_id  bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  child_type         char(1) NOT NULL,
  written_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (parent_document_id, child_document_id)
);
CREATE INDEX associations_child ON associations (child_document_id, parent_type);
CREATE INDEX associations_parent_type ON associations (parent_document_id, child_type);

CREATE TABLE association_log (
  id                 bigserial PRIMARY KEY,
  parent_document_id bigint NOT NULL,
  parent_type        char(1) NOT NULL,
  child_document_id  bigint NOT NULL,
  child_type         char(1) NOT NULL,
  user_id            bigint NOT NULL,
  is_creation        boolean NOT NULL,
  written_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX association_log_parent ON association_log (parent_document_id, written_at DESC);
CREATE INDEX association_log_child ON association_log (child_document_id, written_at DESC);
CREATE INDEX association_log_user ON association_log (user_id, written_at DESC);
CREATE INDEX association_log_written ON association_log (written_at DESC, id DESC);

-- "To do" marks on routes (tags, routes only).
CREATE TABLE tags (
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  document_id bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, document_id)
);
CREATE INDEX tags_document ON tags (document_id);

-- Activity feed (api.md §12): one row per created/updated document or added photos.
CREATE TABLE feed_changes (
  change_id     bigserial PRIMARY KEY,
  time          timestamptz NOT NULL DEFAULT now(),
  user_id       bigint NOT NULL,
  change_type   text NOT NULL,
  document_id   bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  document_type char(1) NOT NULL,
  activities    text[] NOT NULL DEFAULT '{}',
  langs         text[] NOT NULL DEFAULT '{}',
  area_ids      bigint[] NOT NULL DEFAULT '{}',
  user_ids      bigint[] NOT NULL DEFAULT '{}',
  image1_id     bigint,
  image2_id     bigint,
  image3_id     bigint,
  more_images   boolean NOT NULL DEFAULT false
);
CREATE INDEX feed_changes_time ON feed_changes (time DESC, change_id DESC);
CREATE INDEX feed_changes_document ON feed_changes (document_id);
CREATE INDEX feed_changes_user_ids ON feed_changes USING gin (user_ids);
CREATE INDEX feed_changes_area_ids ON feed_changes USING gin (area_ids);
CREATE INDEX feed_changes_activities ON feed_changes USING gin (activities);
