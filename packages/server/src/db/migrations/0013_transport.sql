-- Public transport (issue 18, `transport/`): the stops loaded from the configured GTFS feeds,
-- and for each access waypoint the stop areas within 5 km walking with their distance. A
-- refresher (one API node at a time) reloads the feeds and recomputes the waypoints whose
-- point moved or whose stops are older than the feeds.

-- Stop areas of the GTFS feeds, one row per stop area and line (WGS84).
CREATE TABLE transport_stops (
  source        text NOT NULL,
  stop_id       text NOT NULL,
  line          text NOT NULL DEFAULT '',
  stoparea_name text NOT NULL,
  operator      text NOT NULL DEFAULT '',
  lon           double precision NOT NULL,
  lat           double precision NOT NULL,
  PRIMARY KEY (source, stop_id, line)
);
CREATE INDEX transport_stops_lat_lon ON transport_stops (lat, lon);

-- The stop areas near an access waypoint (distance: estimated walk in km).
CREATE TABLE waypoint_stopareas (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  waypoint_id   bigint NOT NULL REFERENCES documents (document_id) ON DELETE CASCADE,
  stop_id       text NOT NULL,
  line          text NOT NULL DEFAULT '',
  stoparea_name text NOT NULL,
  operator      text NOT NULL DEFAULT '',
  lon           double precision NOT NULL,
  lat           double precision NOT NULL,
  distance      double precision NOT NULL
);
CREATE INDEX waypoint_stopareas_waypoint ON waypoint_stopareas (waypoint_id, distance);

-- The point each access waypoint's stops were computed for, and when.
CREATE TABLE waypoint_stopareas_state (
  waypoint_id bigint PRIMARY KEY REFERENCES documents (document_id) ON DELETE CASCADE,
  geom        text,
  computed_at timestamptz NOT NULL
);

-- When the stops were last loaded, and the last failure.
CREATE TABLE transport_sources (
  source       text PRIMARY KEY,
  refreshed_at timestamptz,
  failed_at    timestamptz,
  last_error   text
);
