-- The distinct words of all search titles, for typo-tolerant search (search/text-match.ts):
-- a misspelt word is matched by trigram similarity against this small table, and the words
-- found are then looked up in the full-text index of `document_locales`, instead of comparing
-- the misspelling with every title (far too slow over a million titles). Words are only added
-- (by the triggers below, whatever writes the titles); a word no title uses any more simply
-- matches nothing.
CREATE TABLE search_words (
  word text PRIMARY KEY
);
CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops);

INSERT INTO search_words
  SELECT DISTINCT w FROM document_locales, unnest(tsvector_to_array(to_tsvector('simple', search_title))) AS w
  ON CONFLICT DO NOTHING;

CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words
    SELECT DISTINCT w FROM new_locales, unnest(tsvector_to_array(to_tsvector('simple', new_locales.search_title))) AS w
    ORDER BY w -- one order for every writer: concurrent inserts of the same new words cannot deadlock
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER document_locales_words_insert AFTER INSERT ON document_locales
  REFERENCING NEW TABLE AS new_locales FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
CREATE TRIGGER document_locales_words_update AFTER UPDATE ON document_locales
  REFERENCING NEW TABLE AS new_locales FOR EACH STATEMENT EXECUTE FUNCTION add_search_words();
