-- The audit log of moderation actions (issue 13): who did what to which document, version or
-- user, and when. Each entry is written in the transaction of its action, so an action that
-- fails leaves none. Kept when the document or the version goes (deletion, merge): the ids
-- stay as they were, not as foreign keys; the moderator's account is kept as a reference.
CREATE TABLE moderation_log (
  entry_id       bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  action         text NOT NULL,
  document_id    bigint,
  lang           text,
  version_id     bigint,
  target_user_id bigint,
  details        jsonb NOT NULL DEFAULT '{}',
  written_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_log_written ON moderation_log (written_at DESC, entry_id DESC);
