-- Activity trackers (issue 19, `trackers/`): a user's connection to each vendor with its tokens
-- encrypted (AES-256-GCM, `trackers/token-cipher.ts`), the authorisations on their way (the
-- OAuth 2 state or Garmin's OAuth 1.0a request token), and the activities read from the vendors.
CREATE TABLE tracker_connections (
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor         text NOT NULL,
  -- 'configured', or 'token-lost' once the vendor refused the stored tokens.
  status         text NOT NULL DEFAULT 'configured',
  -- The vendor's id of the user (Strava athlete, Garmin user…), which its webhooks name.
  vendor_user_id text,
  access_token   text NOT NULL,
  refresh_token  text,
  -- OAuth 1.0a (Garmin): the token secret.
  token_secret   text,
  expires_at     timestamptz,
  -- When the polling job last asked the vendor for new activities.
  polled_at      timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, vendor)
);
CREATE INDEX tracker_connections_vendor_user ON tracker_connections (vendor, vendor_user_id);
CREATE INDEX tracker_connections_polled ON tracker_connections (polled_at NULLS FIRST);

CREATE TABLE tracker_requests (
  -- The OAuth 2 state, or the OAuth 1.0a request token.
  state        text PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor       text NOT NULL,
  -- OAuth 1.0a: the request token's secret, encrypted.
  token_secret text,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tracker_activities (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor          text NOT NULL,
  vendor_id       text NOT NULL,
  name            text NOT NULL,
  date            timestamptz NOT NULL,
  type            text NOT NULL,
  duration        double precision,
  length          double precision,
  height_diff_up  double precision,
  -- The track as stored geometries are (EPSG:3857 GeoJSON text), null when the vendor had none.
  geom            text,
  geom_detail     text,
  -- Two guidebook accounts may connect one vendor account: each gets its copy.
  UNIQUE (user_id, vendor, vendor_id)
);
CREATE INDEX tracker_activities_user_date ON tracker_activities (user_id, date DESC);
