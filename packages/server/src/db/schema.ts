/**
 * Row types of the core tables (0001_core.sql) for the typed query builder. The per-type
 * attribute tables are generated from the field catalog and queried through `sql` helpers.
 * Row types stay inside the server: `present.ts` files turn rows into wire shapes.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: number;
  username: string;
  name: string;
  forum_username: string;
  email: string;
  email_validated: Generated<boolean>;
  email_to_validate: string | null;
  password_hash: string;
  moderator: Generated<boolean>;
  blocked: Generated<boolean>;
  robot: Generated<boolean>;
  lang: Generated<string>;
  is_profile_public: Generated<boolean>;
  tos_validated: Timestamp | null;
  created_at: Timestamp;
}

export interface TokensTable {
  token_hash: string;
  user_id: number;
  expire: Timestamp;
}

export interface NoncesTable {
  nonce: string;
  user_id: number;
  purpose: string;
  expire: Timestamp;
}

export interface UserPreferencesTable {
  user_id: number;
  followed_only: Generated<boolean>;
  activities: Generated<string[]>;
  langs: Generated<string[]>;
  area_ids: Generated<number[]>;
}

export interface FollowsTable {
  follower_id: number;
  followed_id: number;
}

export interface DocumentsTable {
  document_id: Generated<number>;
  type: string;
  version: Generated<number>;
  quality: Generated<string>;
  protected: Generated<boolean>;
  redirects_to: number | null;
  geometry_version: number | null;
  geom: string | null;
  geom_detail: string | null;
  /** Postgres `box`, written as text `(x1,y1),(x2,y2)`. */
  box: string | null;
  area_ids: Generated<number[]>;
  map_ids: Generated<number[]>;
  available_langs: Generated<string[]>;
  creator_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  cache_version: Generated<number>;
}

export interface DocumentLocalesTable {
  document_id: number;
  lang: string;
  version: Generated<number>;
  title: Generated<string>;
  title_prefix: string | null;
  summary: string | null;
  description: string | null;
  texts: ColumnType<Record<string, unknown>, string | undefined, string>;
  topic_id: number | null;
  search_title: Generated<string>;
}

export interface DocumentArchivesTable {
  archive_id: Generated<number>;
  document_id: number;
  version: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface LocaleArchivesTable {
  archive_id: Generated<number>;
  document_id: number;
  lang: string;
  version: number;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface DocumentVersionsTable {
  version_id: Generated<number>;
  document_id: number;
  lang: string;
  document_archive_id: number;
  locale_archive_id: number;
  user_id: number;
  comment: Generated<string>;
  written_at: Timestamp;
  masked: Generated<boolean>;
}

export interface AssociationsTable {
  parent_document_id: number;
  parent_type: string;
  child_document_id: number;
  child_type: string;
  written_at: Timestamp;
}

export interface AssociationLogTable {
  id: Generated<number>;
  parent_document_id: number;
  parent_type: string;
  child_document_id: number;
  child_type: string;
  user_id: number;
  is_creation: boolean;
  written_at: Timestamp;
}

export interface TagsTable {
  user_id: number;
  document_id: number;
}

export interface FeedChangesTable {
  change_id: Generated<number>;
  time: Timestamp;
  user_id: number;
  change_type: string;
  document_id: number;
  document_type: string;
  activities: Generated<string[]>;
  langs: Generated<string[]>;
  area_ids: Generated<number[]>;
  user_ids: Generated<number[]>;
  image1_id: number | null;
  image2_id: number | null;
  image3_id: number | null;
  more_images: Generated<boolean>;
}

/** The private real author of an anonymous xreport (0004_anonymous_authors.sql). */
export interface AnonymousAuthorsTable {
  document_id: number;
  user_id: number;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
  /** sha256 of the file's text (migrate.ts); NULL until the first start of a version that records it. */
  checksum: string | null;
}

/** The built-in forum (0003_forum.sql); a NULL author is the forum's `system` user. */
export interface ForumCategoriesTable {
  id: number;
  name: string;
  slug: string;
  description: Generated<string>;
  color: Generated<string>;
  position: Generated<number>;
  moderators_only: Generated<boolean>;
}

export interface ForumTopicsTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  slug: string;
  tags: Generated<string[]>;
  user_id: number | null;
  closed: Generated<boolean>;
  posts_count: Generated<number>;
  highest_post_number: Generated<number>;
  last_poster_id: number | null;
  created_at: Timestamp;
  last_posted_at: Timestamp;
}

export interface ForumPostsTable {
  id: Generated<number>;
  topic_id: number;
  post_number: number;
  user_id: number | null;
  raw: string;
  cooked: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The audit log of moderation actions (0009_moderation_log.sql). */
export interface ModerationLogTable {
  entry_id: Generated<number>;
  user_id: number;
  action: string;
  document_id: number | null;
  lang: string | null;
  version_id: number | null;
  target_user_id: number | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  written_at: Generated<Date>;
}

/** The server's copy of the avalanche services' zones (0010_avalanche.sql). */
export interface AvalancheZonesTable {
  source: string;
  zone: string;
  geometry: ColumnType<unknown, string, string>;
  min_lon: number;
  min_lat: number;
  max_lon: number;
  max_lat: number;
}

/** The server's copy of the avalanche bulletins, one row per zone and validity. */
export interface AvalancheBulletinsTable {
  source: string;
  zone: string;
  country: string;
  name: string;
  fullname: string;
  urls: ColumnType<string[], string, string>;
  danger_max: number;
  valid_from: Date | null;
  valid_until: Date;
}

/** When each avalanche source was last fetched, and its last failure. */
export interface AvalancheSourcesTable {
  source: string;
  refreshed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

/** A user's connection to one tracker vendor, tokens encrypted (0014_trackers.sql). */
export interface TrackerConnectionsTable {
  user_id: ColumnType<number, number, never>;
  vendor: string;
  status: Generated<string>;
  vendor_user_id: string | null;
  access_token: string;
  refresh_token: string | null;
  token_secret: string | null;
  expires_at: Date | null;
  polled_at: Date | null;
  created_at: Generated<Date>;
}

/** An authorisation on its way: OAuth 2 state or OAuth 1.0a request token. */
export interface TrackerRequestsTable {
  state: string;
  user_id: number;
  vendor: string;
  token_secret: string | null;
  created_at: Generated<Date>;
}

/** An activity read from a tracker vendor. */
export interface TrackerActivitiesTable {
  id: Generated<number>;
  user_id: number;
  vendor: string;
  vendor_id: string;
  name: string;
  date: Date;
  type: string;
  duration: number | null;
  length: number | null;
  height_diff_up: number | null;
  geom: string | null;
  geom_detail: string | null;
}

/** Uploaded files not yet attached to an image (0011_pending_uploads.sql). */
export interface PendingUploadsTable {
  filename: string;
  uploaded_at: Generated<Timestamp>;
}

/** Stop areas of the GTFS feeds, one row per stop area and line (0013_transport.sql). */
export interface TransportStopsTable {
  source: string;
  stop_id: string;
  line: string;
  stoparea_name: string;
  operator: string;
  lon: number;
  lat: number;
}

/** The stop areas within 5 km walking of an access waypoint. */
export interface WaypointStopareasTable {
  id: Generated<number>;
  waypoint_id: number;
  stop_id: string;
  line: string;
  stoparea_name: string;
  operator: string;
  lon: number;
  lat: number;
  distance: number;
}

/** The point an access waypoint's stops were computed for, and when. */
export interface WaypointStopareasStateTable {
  waypoint_id: number;
  geom: string | null;
  computed_at: Date;
}

/** When the transport stops were last loaded, and the last failure. */
export interface TransportSourcesTable {
  source: string;
  refreshed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
}

export interface DB {
  users: UsersTable;
  tokens: TokensTable;
  nonces: NoncesTable;
  user_preferences: UserPreferencesTable;
  follows: FollowsTable;
  documents: DocumentsTable;
  document_locales: DocumentLocalesTable;
  document_archives: DocumentArchivesTable;
  locale_archives: LocaleArchivesTable;
  document_versions: DocumentVersionsTable;
  associations: AssociationsTable;
  association_log: AssociationLogTable;
  tags: TagsTable;
  feed_changes: FeedChangesTable;
  anonymous_authors: AnonymousAuthorsTable;
  schema_migrations: SchemaMigrationsTable;
  forum_categories: ForumCategoriesTable;
  forum_topics: ForumTopicsTable;
  forum_posts: ForumPostsTable;
  moderation_log: ModerationLogTable;
  avalanche_zones: AvalancheZonesTable;
  avalanche_bulletins: AvalancheBulletinsTable;
  avalanche_sources: AvalancheSourcesTable;
  tracker_connections: TrackerConnectionsTable;
  tracker_requests: TrackerRequestsTable;
  tracker_activities: TrackerActivitiesTable;
  pending_uploads: PendingUploadsTable;
  transport_stops: TransportStopsTable;
  waypoint_stopareas: WaypointStopareasTable;
  waypoint_stopareas_state: WaypointStopareasStateTable;
  transport_sources: TransportSourcesTable;
}
