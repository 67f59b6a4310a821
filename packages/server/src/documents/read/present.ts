/**
 * Turns document records into the wire shapes of api.md §4 and §7: listing items (lists,
 * associations, feeds, search) and full documents. Which fields leave the server is decided
 * here, from the catalog's visibility rules: fields of other activities or waypoint types are
 * omitted, unset applicable fields are null, empty arrays stay [].
 *
 * Every object is built with its keys in the order of its schema in `@cairn/domain`
 * (`document-shapes.ts`: envelope, catalog fields in catalog order, locales, derived values in
 * catalog order, geometry…), so that its plain `JSON.stringify` is the schema's output and the
 * document calls skip the schema pass in production (`plugins/strict-serializer.ts`); tests check
 * that it stays so (`present-order.test.ts`).
 */
import { sql, type Kysely } from 'kysely';
import {
  catalogOf,
  hasAreas,
  isFieldVisible,
  listingOf,
  type DocumentType,
  type FieldDef,
  type VisibilityContext,
} from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { PREPARED } from '../../db/prepared.ts';
import { idArray } from '../../db/sql-arrays.ts';
import { bestLocale } from './locales.ts';
import type { DocumentRecord, LocaleRow } from './read.ts';
import type { AreaCache, AreaEntry } from '../cache/area-cache.ts';

export type Json = Record<string, unknown>;

export interface UserInfo {
  id: number;
  name: string;
  forum_username: string;
  username: string;
  lang: string;
  moderator: boolean;
  blocked: boolean;
  robot: boolean;
  is_profile_public: boolean;
}

/** Data shared by the documents being presented: users, area entries, image counts. */
export interface PresentContext {
  lang?: string | undefined;
  users: Map<number, UserInfo>;
  areas: Map<number, Json>;
  imageCounts: Map<number, number>;
}

/** Area types sorted as the UI shows them (api.md §4.4). */
const AREA_ORDER = ['range', 'admin_limits', 'country'];

/** Sorts area entries as the UI shows them (`AREA_ORDER`). */
const byAreaOrder = (a: { area_type?: unknown }, b: { area_type?: unknown }) =>
  AREA_ORDER.indexOf(String(a.area_type)) - AREA_ORDER.indexOf(String(b.area_type));

/** `{document_id, version, type:"a", protected, available_langs:null, area_type, locales}` of an area in `lang`. */
function areaEntryOf(a: AreaEntry, lang: string | undefined): Json {
  const locales = lang ? [bestLocale(a.locales, lang)].filter((l) => !!l) : a.locales;
  return {
    document_id: a.document_id,
    version: a.version,
    type: 'a',
    protected: a.protected,
    available_langs: null,
    area_type: a.area_type,
    locales,
  };
}

/** The entries of these areas, by id. */
async function loadAreaEntries(
  areaCache: AreaCache,
  ids: number[],
  lang?: string,
): Promise<Map<number, Json>> {
  const entries = new Map<number, Json>();
  if (!ids.length) return entries;
  for (const [id, a] of await areaCache.get(ids)) entries.set(id, areaEntryOf(a, lang));
  return entries;
}

/** The JSON text of an area's entry, made once per entry of the area cache and language. */
const areaTexts = new WeakMap<AreaEntry, Map<string, string>>();

function areaText(area: AreaEntry, lang: string | undefined): string {
  let texts = areaTexts.get(area);
  if (!texts) areaTexts.set(area, (texts = new Map()));
  let text = texts.get(lang ?? '');
  if (text === undefined) texts.set(lang ?? '', (text = JSON.stringify(areaEntryOf(area, lang))));
  return text;
}

/**
 * The `areas` of a listing as JSON text (`listing-json.ts`): the entries of `ids` found in
 * `areas`, sorted as `areasOf` sorts them.
 */
export function areaEntryJson(ids: readonly number[], areas: Map<number, AreaEntry>, lang?: string): string {
  const found = ids.map((id) => areas.get(id)).filter((a): a is AreaEntry => !!a);
  return `[${found
    .sort(byAreaOrder)
    .map((a) => areaText(a, lang))
    .join(',')}]`;
}

/** Types whose listing or full document names its creator (`author`, `creator`). */
const SHOWS_CREATOR = new Set<DocumentType>(['outing', 'article', 'xreport', 'image']);

const USER_COLUMNS = sql.raw(
  'id, name, forum_username, username, lang, moderator, blocked, robot, is_profile_public',
);

/** Image counts of outings. */
const imageCountsOf = (db: Kysely<DB>, outingIds: readonly number[]) =>
  outingIds.length
    ? sql<{ id: number; n: number }>`${PREPARED}
        SELECT parent_document_id AS id, count(*)::int AS n FROM associations
        WHERE parent_document_id = ANY(${idArray(outingIds)}) AND child_type = 'i'
        GROUP BY parent_document_id`
        .execute(db)
        .then((r) => r.rows)
    : Promise.resolve([]);

/** Loads what presenting these records needs, in a few bulk queries (none it does not show). */
export async function presentContext(
  db: Kysely<DB>,
  areaCache: AreaCache,
  records: Iterable<DocumentRecord>,
  lang?: string,
): Promise<PresentContext> {
  const list = [...records];
  const userIds = new Set<number>();
  const areaIds = new Set<number>();
  const outingIds: number[] = [];
  for (const r of list) {
    if (r.row.creator_id && SHOWS_CREATOR.has(r.typeName)) userIds.add(r.row.creator_id);
    if (r.typeName === 'profile') userIds.add(r.row.document_id);
    for (const a of r.row.area_ids ?? []) areaIds.add(Number(a));
    if (r.typeName === 'outing') outingIds.push(r.row.document_id);
  }
  const [users, counts, areas] = await Promise.all([
    userIds.size
      ? sql<UserInfo>`${PREPARED} SELECT ${USER_COLUMNS} FROM users WHERE id = ANY(${idArray(userIds)})`
          .execute(db)
          .then((r) => r.rows)
      : [],
    imageCountsOf(db, outingIds),
    loadAreaEntries(areaCache, [...areaIds], lang),
  ]);
  return {
    lang,
    users: new Map(users.map((u) => [Number(u.id), { ...u, id: Number(u.id) }])),
    areas,
    imageCounts: new Map(counts.map((c) => [Number(c.id), Number(c.n)])),
  };
}

const ALL_ROUTE_ACTIVITIES = [...catalogOf('route').activities];

/** What decides a record's visible fields, worked out once per record. */
const visibilities = new WeakMap<DocumentRecord, VisibilityContext>();

function visibilityOf(r: DocumentRecord): VisibilityContext {
  let ctx = visibilities.get(r);
  if (!ctx) {
    const activities = (r.attributes.activities as string[] | undefined) ?? [];
    ctx = {
      // Routes without activities (old data) show the fields of every route activity (api.md §7.1).
      activities: r.typeName === 'route' && activities.length === 0 ? ALL_ROUTE_ACTIVITIES : activities,
      waypoint_type: (r.attributes.waypoint_type as string | undefined) ?? null,
      climbing_outdoor_type: (r.attributes.climbing_outdoor_type as string | undefined) ?? null,
    };
    visibilities.set(r, ctx);
  }
  return ctx;
}

const visibleFor = (r: DocumentRecord, f: FieldDef): boolean =>
  isFieldVisible(r.typeName, f, visibilityOf(r));

/** A value as it goes on the wire. */
function wireValue(f: FieldDef, v: unknown): unknown {
  if (v === undefined || v === null) return f.kind === 'enum[]' || f.kind === 'string[]' ? [] : null;
  if (f.kind === 'datetime' && v instanceof Date) return v.toISOString().replace('Z', '+00:00');
  if (f.kind === 'date' && v instanceof Date) return v.toISOString().slice(0, 10);
  return v;
}

const userRef = (ctx: PresentContext, id: number | null) => {
  const u = id ? ctx.users.get(id) : undefined;
  return u ? { user_id: u.id, name: u.name } : null;
};

function areasOf(r: DocumentRecord, ctx: PresentContext): Json[] {
  return (r.row.area_ids ?? [])
    .map((id) => ctx.areas.get(Number(id)))
    .filter((a): a is Json => !!a)
    .sort(byAreaOrder);
}

/**
 * A listing's fields in its schema's order: catalog order, `quality` first (after the envelope).
 * Shared with the listings PostgreSQL writes (`listing-json.ts`).
 */
export interface ListingPlan {
  quality: boolean;
  fields: readonly FieldDef[];
  localeFields: readonly FieldDef[];
  /** Derived values the listing carries, in catalog order. */
  derived: readonly string[];
  /** Its `geometry`: none, `{version, geom}`, or with `has_geom_detail` too. */
  geometry: 'none' | 'point' | 'detail';
}

const listingPlans = new Map<DocumentType, ListingPlan>();

export function listingPlanOf(type: DocumentType): ListingPlan {
  let plan = listingPlans.get(type);
  if (!plan) {
    const catalog = catalogOf(type);
    const listing = listingOf(type);
    const carried = new Set<string>(listing.areas ? ['areas'] : []);
    if (type === 'profile') for (const name of ['name', 'forum_username']) carried.add(name);
    if (type === 'outing') for (const name of ['author', 'img_count']) carried.add(name);
    plan = {
      quality: listing.fields.some((f) => f.name === 'quality'),
      fields: catalog.fields.filter((f) => f.name !== 'quality' && listing.fields.includes(f)),
      localeFields: catalog.fields.filter((f) => listing.localeFields.includes(f)),
      derived: catalog.derived.map((d) => d.name).filter((name) => carried.has(name)),
      geometry:
        !catalog.geometry || ['area', 'article', 'book', 'map', 'profile'].includes(type)
          ? 'none'
          : type === 'route' || type === 'outing'
            ? 'detail'
            : 'point',
    };
    listingPlans.set(type, plan);
  }
  return plan;
}

/** One locale of a listing item. */
function listingLocale(r: DocumentRecord, l: LocaleRow, fields: readonly FieldDef[]): Json {
  const out: Json = { lang: l.lang, version: l.version };
  for (const { name } of fields) {
    if (name === 'title') out.title = l.title;
    else if (name === 'title_prefix') out.title_prefix = l.title_prefix ?? '';
    else if (name === 'summary') out.summary = l.summary;
    else if (name === 'description') out.description = l.description;
    else if (name === 'access_period') {
      if (r.attributes.waypoint_type === 'climbing_outdoor')
        out.access_period = l.texts.access_period ?? null;
    } else out[name] = l.texts[name] ?? null;
  }
  return out;
}

/** A listing item (api.md §7 "Listing"). */
export function presentListing(r: DocumentRecord, ctx: PresentContext): Json {
  const type = r.typeName;
  const out: Json = {
    document_id: r.row.document_id,
    version: r.row.version,
    type: r.row.type,
    protected: r.row.protected,
    available_langs: r.row.available_langs,
  };
  const plan = listingPlanOf(type);
  if (plan.quality) out.quality = r.row.quality;
  for (const f of plan.fields) {
    if (!visibleFor(r, f)) continue;
    if (type === 'waypoint' && f.name === 'elevation' && r.attributes.waypoint_type === 'climbing_indoor')
      continue;
    out[f.name] = wireValue(f, r.attributes[f.name]);
  }
  const locales = ctx.lang ? [bestLocale(r.locales, ctx.lang)].filter((l): l is LocaleRow => !!l) : r.locales;
  out.locales = locales.map((l) => listingLocale(r, l, plan.localeFields));
  for (const name of plan.derived) {
    if (name === 'name') out.name = ctx.users.get(r.row.document_id)?.name ?? '';
    else if (name === 'forum_username')
      out.forum_username = ctx.users.get(r.row.document_id)?.forum_username ?? '';
    else if (name === 'author') out.author = userRef(ctx, r.row.creator_id);
    else if (name === 'img_count') out.img_count = ctx.imageCounts.get(r.row.document_id) ?? 0;
    else if (name === 'areas') out.areas = areasOf(r, ctx);
  }
  if (plan.geometry !== 'none') {
    const geometry: Json = { version: r.row.geometry_version ?? 1, geom: r.row.geom };
    if (plan.geometry === 'detail') geometry.has_geom_detail = r.row.geom_detail !== null;
    out.geometry = geometry;
  }
  return out;
}

/** Locale keys of a full document: the catalog's visible locale fields. */
function fullLocale(r: DocumentRecord, l: LocaleRow): Json {
  const out: Json = { lang: l.lang, version: l.version, topic_id: l.topic_id };
  const catalog = catalogOf(r.typeName);
  for (const f of catalog.fields) {
    if (f.level !== 'locale' || f.name === 'lang' || f.name === 'version' || !visibleFor(r, f)) continue;
    if (f.name === 'title') out.title = l.title;
    else if (f.name === 'title_prefix') out.title_prefix = l.title_prefix ?? '';
    else if (f.name === 'summary') out.summary = l.summary;
    else if (f.name === 'description') out.description = l.description;
    else out[f.name] = l.texts[f.name] ?? null;
  }
  if (r.typeName === 'profile') delete out.title;
  return out;
}

/** A full document (api.md §4.1, §7), without associations (added by the caller). */
export function presentFull(r: DocumentRecord, ctx: PresentContext, locales: LocaleRow[] = r.locales): Json {
  const type = r.typeName;
  const catalog = catalogOf(type);
  const out: Json = {
    document_id: r.row.document_id,
    version: r.row.version,
    type: r.row.type,
    quality: r.row.quality,
    protected: r.row.protected,
    available_langs: r.row.available_langs,
  };
  for (const f of catalog.fields) {
    if (f.level !== 'document' || f.name === 'quality' || f.name.includes('.') || !visibleFor(r, f)) continue;
    if (f.name in r.attributes) out[f.name] = wireValue(f, r.attributes[f.name]);
  }
  out.locales = locales.map((l) => fullLocale(r, l));
  if (catalog.geometry) {
    out.geometry = { version: r.row.geometry_version ?? 1, geom: r.row.geom, geom_detail: r.row.geom_detail };
  }
  for (const { name } of catalog.derived) {
    if (type === 'profile' && name === 'name') out.name = ctx.users.get(r.row.document_id)?.name ?? '';
    else if (type === 'profile' && name === 'forum_username')
      out.forum_username = ctx.users.get(r.row.document_id)?.forum_username ?? '';
    else if ((type === 'article' || type === 'xreport') && name === 'author')
      out.author = userRef(ctx, r.row.creator_id);
    else if (type === 'image' && name === 'creator') out.creator = userRef(ctx, r.row.creator_id);
    else if (name === 'areas' && hasAreas(catalog)) out.areas = areasOf(r, ctx);
  }
  return out;
}
