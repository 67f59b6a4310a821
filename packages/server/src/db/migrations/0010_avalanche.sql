-- Avalanche bulletins (issue 17): the server's copy of each configured bulletin service
-- (`avalanche/`), refreshed on a schedule by one API node at a time, so a page view reads
-- only this database. `source` names the adapter ('bra' or 'eaws'); a failed fetch leaves the
-- rows of its source as they were.
CREATE TABLE avalanche_zones (
  source   text NOT NULL,
  zone     text NOT NULL,
  -- GeoJSON Polygon or MultiPolygon in WGS84 (longitude, latitude) and its bounding box.
  geometry jsonb NOT NULL,
  min_lon  double precision NOT NULL,
  min_lat  double precision NOT NULL,
  max_lon  double precision NOT NULL,
  max_lat  double precision NOT NULL,
  PRIMARY KEY (source, zone)
);

CREATE TABLE avalanche_bulletins (
  source      text NOT NULL,
  zone        text NOT NULL,
  country     text NOT NULL,
  name        text NOT NULL,
  fullname    text NOT NULL,
  urls        jsonb NOT NULL DEFAULT '[]',
  danger_max  smallint NOT NULL CHECK (danger_max BETWEEN 1 AND 5),
  valid_from  timestamptz,
  valid_until timestamptz NOT NULL,
  PRIMARY KEY (source, zone, valid_until)
);

-- When each source was last fetched, and its last failure.
CREATE TABLE avalanche_sources (
  source        text PRIMARY KEY,
  refreshed_at  timestamptz,
  failed_at     timestamptz,
  last_error    text
);
