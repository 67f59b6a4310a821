-- The real author of an xreport created with `anonymous: true` (api.md §8.5): the document,
-- its versions and its feed entry are attributed to the configured anonymous account, and
-- this private link keeps the author's rights (edit, delete, personal fields). Never presented.
CREATE TABLE anonymous_authors (
  document_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX anonymous_authors_user ON anonymous_authors (user_id);
