-- Statistics on the corners of document bounding boxes: list filters by a wide bbox are written
-- on these expressions (documents/list-query.ts), so the planner knows how many documents a
-- wide extent holds instead of assuming a few (its fixed guess for box operators).
CREATE STATISTICS documents_box_corners ON ((box[1])[0]), ((box[1])[1]), ((box[0])[0]), ((box[0])[1]) FROM documents;
ANALYZE documents;
