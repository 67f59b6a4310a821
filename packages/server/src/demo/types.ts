/**
 * Output shape of the demo-data and synthetic-data generators.
 *
 * The generators are pure data producers: they assign every id up front and
 * describe documents as they appear on the wire (api.md §4, §7). The loader
 * (owned by the database layer) turns these into rows, hashes the passwords,
 * creates the first version of each document at `written_at` by `author_id`,
 * and computes the read-only fields (areas, maps, title_prefix, …).
 */

export type DemoLang = 'fr' | 'en' | 'it' | 'de' | 'es' | 'ca' | 'eu' | 'sl' | 'zh';

export type DocumentLetter = 'a' | 'c' | 'b' | 'i' | 'm' | 'o' | 'u' | 'r' | 'w' | 'x';

export type Quality = 'empty' | 'draft' | 'medium' | 'fine' | 'great';

export interface DemoUser {
  /** Also the document_id of the user's profile document (type 'u'). */
  id: number;
  username: string;
  /** Display name. */
  name: string;
  forum_username: string;
  email: string;
  /** Clear-text password; the loader hashes it. Every demo user has `cairn-demo`. */
  password: string;
  moderator: boolean;
  lang: DemoLang;
  is_profile_public: boolean;
}

/**
 * One language of a document. Besides title/summary/description it carries
 * the type-specific markdown sections and locale fields by their wire names
 * (route: route_history, remarks, gear, external_resources, slope,
 * slackline_anchor1/2; outing: route_description, weather, conditions, timing,
 * access_comment, hut_comment, avalanches, participants, conditions_levels as a
 * JSON string; waypoint: access, access_period, external_resources; xreport:
 * place, route_study, conditions, training, motivations, group_management,
 * risk, time_management, safety, reduce_impact, increase_impact,
 * modifications, other_comments). Profiles have no title.
 */
export interface DemoLocale {
  lang: string;
  title?: string;
  summary?: string;
  description?: string;
  [section: string]: unknown;
}

export interface DemoGeometry {
  /** GeoJSON text of a Point, EPSG:3857. */
  geom?: string;
  /** GeoJSON text (LineString / Polygon …), EPSG:3857; outing tracks are [x, y, z, t]. */
  geom_detail?: string;
}

export interface DemoDocument {
  /** Pre-assigned, unique across all documents and users' profiles. */
  document_id: number;
  type: DocumentLetter;
  quality: Quality;
  locales: DemoLocale[];
  geometry?: DemoGeometry;
  /** Every type field by its wire name, with valid enum values. */
  attributes: Record<string, unknown>;
  /** User who created the document (first version). */
  author_id: number;
  /** ISO timestamp of the creation version. */
  written_at: string;
  /** Images only: file name of the generated picture (see pictures.ts). */
  image_file?: string;
}

/** A valid parent → child pair (fields.md §15, api.md §10.1). */
export interface DemoAssociation {
  parent_document_id: number;
  child_document_id: number;
}

export interface DemoData {
  users: DemoUser[];
  documents: DemoDocument[];
  associations: DemoAssociation[];
}

/** One batch of the synthetic generator (see synthetic.ts). */
export interface SyntheticBatch {
  documents: DemoDocument[];
  /** Associations whose both ends are in this batch or an earlier one. */
  associations: DemoAssociation[];
}
