-- Rate-limit counters shared by every API node of one database (plugins/rate-limit-store.ts):
-- one row per key (a user's writes, a login account, a client address…), counting the hits of
-- its current fixed window. A hit is one atomic INSERT … ON CONFLICT DO UPDATE; rows whose
-- window has ended are deleted from time to time. UNLOGGED: counters are not worth the WAL,
-- and a crash that empties them only forgives a few minutes of hits.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  count integer NOT NULL
);
CREATE INDEX rate_limits_window_end ON rate_limits (window_end);
