/**
 * Reading history (api.md §9): one version rebuilt from its archives, the history of a
 * locale, and the slug info of a document.
 */
import { sql, type Kysely } from 'kysely';
import { catalogOf, TYPE_LETTERS, type DocumentType } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { bestLocale } from '../read/locales.ts';
import { presentFull, type Json } from '../read/present.ts';
import { readDocuments, type DocumentRecord, type LocaleRow } from '../read/read.ts';

const LOCALE_KEYS = new Set([
  'lang',
  'version',
  'title',
  'title_prefix',
  'summary',
  'description',
  'topic_id',
]);
const timestamp = (d: Date | string) => new Date(d).toISOString().replace('Z', '+00:00');

interface VersionRow {
  version_id: number;
  document_id: number;
  lang: string;
  user_id: number;
  name: string | null;
  comment: string;
  written_at: Date;
  masked: boolean;
  document_archive_id: number;
  locale_archive_id: number;
}

/** The version object of api.md §9.1. */
export const presentVersion = (v: VersionRow): Json => ({
  version_id: Number(v.version_id),
  user_id: Number(v.user_id),
  name: v.name ?? '',
  comment: v.comment,
  written_at: timestamp(v.written_at),
  masked: v.masked,
});

/** Versions of one locale of a document, oldest first, with their author's name. */
export async function versionsOf(db: Kysely<DB>, id: number, lang: string): Promise<VersionRow[]> {
  const rows = await sql<VersionRow>`
    SELECT v.version_id, v.document_id, v.lang, v.user_id, u.name, v.comment, v.written_at, v.masked,
           v.document_archive_id, v.locale_archive_id
    FROM document_versions v LEFT JOIN users u ON u.id = v.user_id
    WHERE v.document_id = ${id} AND v.lang = ${lang} ORDER BY v.version_id`.execute(db);
  return rows.rows.map((r) => ({ ...r, version_id: Number(r.version_id) }));
}

/** A document record as of one version: its figures and geometry archive and one locale archive. */
async function recordOfVersion(
  db: Kysely<DB>,
  current: DocumentRecord,
  v: VersionRow,
): Promise<DocumentRecord> {
  const [doc, locale] = await Promise.all([
    db
      .selectFrom('document_archives')
      .select('data')
      .where('archive_id', '=', v.document_archive_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('locale_archives')
      .select('data')
      .where('archive_id', '=', v.locale_archive_id)
      .executeTakeFirstOrThrow(),
  ]);
  const { version, quality, geometry, ...attributes } = doc.data as Record<string, unknown> & {
    geometry: { version: number; geom: string | null; geom_detail: string | null } | null;
  };
  const l = locale.data;
  const texts = Object.fromEntries(Object.entries(l).filter(([k]) => !LOCALE_KEYS.has(k)));
  const localeRow: LocaleRow = {
    document_id: current.row.document_id,
    lang: String(l.lang),
    version: Number(l.version),
    title: (l.title as string | undefined) ?? '',
    title_prefix: (l.title_prefix as string | null | undefined) ?? null,
    summary: (l.summary as string | null | undefined) ?? null,
    description: (l.description as string | null | undefined) ?? null,
    texts,
    topic_id: null,
  };
  return {
    typeName: current.typeName,
    attributes,
    locales: [localeRow],
    row: {
      ...current.row,
      version: Number(version),
      quality: String(quality ?? current.row.quality),
      geometry_version: geometry?.version ?? null,
      geom: geometry?.geom ?? null,
      geom_detail: geometry?.geom_detail ?? null,
      area_ids: [],
      map_ids: [],
    },
  };
}

/** api.md §9.1 response; `document` is null for a masked version unless the caller is a moderator. */
export async function readVersion(
  db: Kysely<DB>,
  type: DocumentType,
  id: number,
  lang: string,
  versionId: number,
  options: { moderator: boolean; cook: (locale: Json) => Promise<Json> },
): Promise<Json> {
  const current = (await readDocuments(db, [id], { withDetail: false })).get(id);
  const versions = current && current.row.type === TYPE_LETTERS[type] ? await versionsOf(db, id, lang) : [];
  const index = versions.findIndex((v) => v.version_id === versionId);
  if (index < 0) throw notFound('invalid version');
  const v = versions[index]!;
  let document: Json | null = null;
  if (!v.masked || options.moderator) {
    const record = await recordOfVersion(db, current!, v);
    document = presentFull(record, { users: new Map(), areas: new Map(), imageCounts: new Map() });
    // Versioned documents carry no associations, areas or author (api.md §9.1), and xreports
    // always the public variant (api.md §7.9).
    for (const key of ['areas', 'author', 'creator', 'maps']) delete document[key];
    if (type === 'xreport')
      for (const f of catalogOf('xreport').fields) if (f.personal) delete document[f.name];
    const locale = (document.locales as Json[])[0];
    if (locale) document.cooked = await options.cook(locale);
  }
  return {
    document,
    version: presentVersion(v),
    previous_version_id: versions[index - 1]?.version_id ?? null,
    next_version_id: versions[index + 1]?.version_id ?? null,
  };
}

/** api.md §9.2: the current title and the versions of a locale, oldest first; 404 without that locale. */
export async function readHistory(db: Kysely<DB>, record: DocumentRecord, lang: string): Promise<Json> {
  const locale = record.locales.find((l) => l.lang === lang);
  if (!locale) throw notFound('no locale in this lang');
  const versions = await versionsOf(db, record.row.document_id, lang);
  return { title: locale.title, versions: versions.map(presentVersion) };
}

/** api.md §9.3: title (and prefix) in the lang or the best locale; profiles show the user name. */
export async function readInfo(db: Kysely<DB>, record: DocumentRecord, lang: string): Promise<Json> {
  if (record.row.redirects_to) {
    const target = (await readDocuments(db, [record.row.redirects_to], { withDetail: false })).get(
      record.row.redirects_to,
    );
    return { redirects_to: record.row.redirects_to, available_langs: target?.row.available_langs ?? [] };
  }
  const locale = bestLocale(record.locales, lang);
  let title = locale?.title ?? '';
  if (record.typeName === 'profile') {
    const user = await db
      .selectFrom('users')
      .select('name')
      .where('id', '=', record.row.document_id)
      .executeTakeFirst();
    title = user?.name ?? '';
  }
  return {
    document_id: record.row.document_id,
    locales: locale
      ? [
          {
            lang: locale.lang,
            title,
            title_prefix: record.typeName === 'route' ? (locale.title_prefix ?? '') : null,
          },
        ]
      : [],
  };
}
