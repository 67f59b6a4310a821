-- Uploaded files not yet attached to an image document (issue 15): `POST /images/upload` adds
-- a row, `POST /images/list` removes the rows of the files it attaches. Files whose row is older
-- than the configured delay (the tab closed, Save never pressed) are deleted with their sizes by
-- the sweep of images/unsaved-sweep.ts; several API nodes share it row by row (FOR UPDATE SKIP
-- LOCKED), and a list call holding a row's lock keeps its file from being swept.
CREATE TABLE pending_uploads (
  filename text PRIMARY KEY,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_uploads_uploaded_at ON pending_uploads (uploaded_at);
