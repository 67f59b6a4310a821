-- Search as you type at a million documents (issue 16 §3): the quick search reads a bounded
-- number of index entries per type, however common the typed text. The full-text and trigram
-- indexes of `search_titles` hand over every match of a word at once (a bitmap of thousands of
-- titles for "col" or "pic", in every language, before a single one is read); the btree indexes
-- below are read in order and left as soon as enough entries are found.

-- Titles starting with the text, in title order, in one language (`pl` restricts a search to
-- that language's titles, api.md §6.2).
CREATE INDEX search_titles_lang_prefix ON search_titles (lang, search_title text_pattern_ops) INCLUDE (document_id);

-- Every word of every title of `search_titles` (its `words`, the full-text parser's words), one
-- row each: the titles with a word starting with the typed one, or equal to a similar word,
-- per type and language, in word order.
CREATE TABLE search_title_words (
  type        char(1) NOT NULL,
  lang        text NOT NULL,
  word        text NOT NULL,
  document_id bigint NOT NULL
);

INSERT INTO search_title_words (type, lang, word, document_id)
  SELECT s.type, s.lang, w.word, s.document_id
  FROM search_titles s, unnest(tsvector_to_array(s.words)) AS w(word);

CREATE UNIQUE INDEX search_title_words_key ON search_title_words (type, lang, word text_pattern_ops, document_id);

-- Kept by triggers, whatever writes `search_titles` (its own triggers follow every title).
CREATE FUNCTION search_title_words_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_title_words w USING old_titles o
      WHERE w.type = o.type AND w.lang = o.lang AND w.word = ANY (tsvector_to_array(o.words))
        AND w.document_id = o.document_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_title_words (type, lang, word, document_id)
      SELECT n.type, n.lang, w.word, n.document_id
      FROM new_titles n, unnest(tsvector_to_array(n.words)) AS w(word);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_title_words_insert AFTER INSERT ON search_titles
  REFERENCING NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_written();
CREATE TRIGGER search_title_words_update AFTER UPDATE ON search_titles
  REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_written();
CREATE TRIGGER search_title_words_delete AFTER DELETE ON search_titles
  REFERENCING OLD TABLE AS old_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_words_written();

ANALYZE search_titles;
ANALYZE search_title_words;
