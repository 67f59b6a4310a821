-- Titles in order, for the quick search's titles starting with the typed text
-- (search/routes.ts): a range of this index, read in order and stopped after enough of them,
-- whatever the collation of the database.
CREATE INDEX document_locales_search_prefix ON document_locales (search_title text_pattern_ops);
