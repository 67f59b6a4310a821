-- The quick search's own compact copy of the titles (search/repository.ts, issue 16 §3): one
-- narrow row per locale of every document that is not a redirect, split by document type. The
-- search box looks in four types; on `document_locales` it had to read every match of every
-- type through the text indexes, join each one to `documents` for its type and redirect, and
-- drop most of them (outings and images are the bulk of the titles). Here a search reads only
-- the partitions of the types asked for, whose indexes hold those types' titles alone, and no
-- join. The copy lives in the database and is kept by triggers, whatever writes the titles:
-- every API node reads the same rows.
CREATE TABLE search_titles (
  type         char(1) NOT NULL,
  document_id  bigint NOT NULL,
  lang         text NOT NULL,
  search_title text NOT NULL,
  -- The title's words, stored: a search rereads the rows its indexes point to, and computing
  -- them again for each of thousands of rows cost more than the index scans themselves.
  words        tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_title)) STORED,
  PRIMARY KEY (document_id, lang, type)
) PARTITION BY LIST (type);
CREATE TABLE search_titles_w PARTITION OF search_titles FOR VALUES IN ('w');
CREATE TABLE search_titles_x PARTITION OF search_titles FOR VALUES IN ('x');
CREATE TABLE search_titles_r PARTITION OF search_titles FOR VALUES IN ('r');
CREATE TABLE search_titles_o PARTITION OF search_titles FOR VALUES IN ('o');
CREATE TABLE search_titles_a PARTITION OF search_titles FOR VALUES IN ('a');
CREATE TABLE search_titles_c PARTITION OF search_titles FOR VALUES IN ('c');
CREATE TABLE search_titles_b PARTITION OF search_titles FOR VALUES IN ('b');
CREATE TABLE search_titles_m PARTITION OF search_titles FOR VALUES IN ('m');
CREATE TABLE search_titles_i PARTITION OF search_titles FOR VALUES IN ('i');
CREATE TABLE search_titles_u PARTITION OF search_titles FOR VALUES IN ('u');

INSERT INTO search_titles (type, document_id, lang, search_title)
  SELECT d.type, l.document_id, l.lang, l.search_title
  FROM document_locales l JOIN documents d ON d.document_id = l.document_id
  WHERE d.redirects_to IS NULL;

-- The same three ways in as on `document_locales`: titles starting with the text (in title
-- order), containing it (trigrams), and matching it word by word (full text).
CREATE INDEX search_titles_prefix ON search_titles (search_title text_pattern_ops);
CREATE INDEX search_titles_trgm ON search_titles USING gin (search_title gin_trgm_ops);
CREATE INDEX search_titles_words ON search_titles USING gin (words);

-- Locales written or removed: their rows follow (documents that are redirects have none).
CREATE FUNCTION search_titles_locales_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_titles s USING old_locales o
      WHERE s.document_id = o.document_id AND s.lang = o.lang;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_titles (type, document_id, lang, search_title)
      SELECT d.type, n.document_id, n.lang, n.search_title
      FROM new_locales n JOIN documents d ON d.document_id = n.document_id
      WHERE d.redirects_to IS NULL
      ON CONFLICT (type, document_id, lang) DO UPDATE SET search_title = EXCLUDED.search_title;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_titles_locales_insert AFTER INSERT ON document_locales
  REFERENCING NEW TABLE AS new_locales
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_locales_written();
CREATE TRIGGER search_titles_locales_update AFTER UPDATE ON document_locales
  REFERENCING OLD TABLE AS old_locales NEW TABLE AS new_locales
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_locales_written();
CREATE TRIGGER search_titles_locales_delete AFTER DELETE ON document_locales
  REFERENCING OLD TABLE AS old_locales
  FOR EACH STATEMENT EXECUTE FUNCTION search_titles_locales_written();

-- A document merged into another (a redirect), or one that is one no more, or of a new type.
CREATE FUNCTION search_titles_document_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_titles WHERE type = OLD.type AND document_id = OLD.document_id;
  IF NEW.redirects_to IS NULL THEN
    INSERT INTO search_titles (type, document_id, lang, search_title)
      SELECT NEW.type, l.document_id, l.lang, l.search_title
      FROM document_locales l WHERE l.document_id = NEW.document_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_titles_document_update AFTER UPDATE OF redirects_to, type ON documents
  FOR EACH ROW
  WHEN (OLD.redirects_to IS DISTINCT FROM NEW.redirects_to OR OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION search_titles_document_changed();
