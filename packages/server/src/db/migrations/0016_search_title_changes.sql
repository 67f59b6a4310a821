-- Which documents' search titles changed, and in which transaction (issue 16 §3): each API node
-- keeps the titles in memory for search as you type (search/title-index.ts) and rereads only the
-- documents changed since its last look. A node remembers the oldest transaction still running at
-- that look (`pg_snapshot_xmin`); every change it did not see then was made by that transaction or
-- a later one, so it asks for `xid >= that`, whatever order the writers commit in. One row per
-- document: the table is no bigger than the guidebook, and a node that looks rarely still finds
-- every document changed since. Kept by triggers, whatever writes `search_titles`.
CREATE TABLE search_title_changes (
  document_id bigint PRIMARY KEY,
  xid         xid8 NOT NULL DEFAULT pg_current_xact_id()
);
CREATE INDEX search_title_changes_xid ON search_title_changes (xid);

CREATE FUNCTION search_title_changes_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_title_changes (document_id) SELECT DISTINCT o.document_id FROM old_titles o
      ON CONFLICT (document_id) DO UPDATE SET xid = pg_current_xact_id();
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_title_changes (document_id) SELECT DISTINCT n.document_id FROM new_titles n
      ON CONFLICT (document_id) DO UPDATE SET xid = pg_current_xact_id();
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_title_changes_insert AFTER INSERT ON search_titles
  REFERENCING NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_changes_written();
CREATE TRIGGER search_title_changes_update AFTER UPDATE ON search_titles
  REFERENCING OLD TABLE AS old_titles NEW TABLE AS new_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_changes_written();
CREATE TRIGGER search_title_changes_delete AFTER DELETE ON search_titles
  REFERENCING OLD TABLE AS old_titles
  FOR EACH STATEMENT EXECUTE FUNCTION search_title_changes_written();
