/**
 * Title, description, Open Graph and Twitter tags and the canonical link of a page, written
 * into the HTML the server sends, so that link previews and search engines see them without
 * running JavaScript (issue 5). Document pages get the document's own; other pages the site's.
 */
import type { Kysely } from 'kysely';
import { documentPath, isLang, typeFromPlural, TYPE_LETTERS } from '@cairn/domain';
import { toPlainText } from '@cairn/markdown';
import type { DB } from '../db/schema.ts';
import { bestLocale } from '../documents/read/locales.ts';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string;
  type: 'website' | 'article';
  lang: string;
}

const SITE = 'Cairn';
const SITE_DESCRIPTION =
  'Cairn, le topoguide collaboratif des sports de montagne : itinéraires, sommets, refuges, sorties et récits.';
/** Spec 2 §9: the description for sharing is limited to 200 characters. */
/** Characters of markdown read for a page description. */
const DESCRIPTION_SOURCE_MAX = 4000;
const DESCRIPTION_MAX = 200;

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Meta of the page at `pathname` (document pages read their document) for a reader of interface
 * language `uiLang`: a document's in the language of the address, else in the reader's (as the
 * page shows it), else in the best one it has. `<html lang>` is the interface's, as the web app
 * sets it; the document's text carries its own.
 */
export async function pageMeta(
  db: Kysely<DB>,
  publicUrl: string,
  pathname: string,
  uiLang = 'fr',
): Promise<PageMeta> {
  const site: PageMeta = {
    title: SITE,
    description: SITE_DESCRIPTION,
    url: `${publicUrl}${pathname}`,
    type: 'website',
    lang: uiLang,
  };
  const m = /^\/([a-z]+s)\/(\d+)(?:\/([a-z]{2}))?(?:\/[^/]*)?\/?$/.exec(pathname);
  const type = m ? typeFromPlural(m[1]!) : undefined;
  if (!m || !type) return site;
  const id = Number(m[2]);
  const doc = await db
    .selectFrom('documents')
    .select(['type', 'redirects_to'])
    .where('document_id', '=', id)
    .executeTakeFirst();
  if (!doc || doc.type !== TYPE_LETTERS[type] || doc.redirects_to) return site;
  if (type === 'profile') {
    const user = await db
      .selectFrom('users')
      .select(['name', 'is_profile_public'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Private profiles say nothing about their owner to anonymous readers.
    if (!user?.is_profile_public) return site;
  }
  const locales = await db
    .selectFrom('document_locales')
    .select(['lang', 'title', 'title_prefix', 'summary', 'description'])
    .where('document_id', '=', id)
    .execute();
  const wanted = m[3] && isLang(m[3]) ? m[3] : uiLang;
  const locale = bestLocale(locales, wanted);
  if (!locale) return site;
  let title = locale.title;
  if (type === 'route' && locale.title_prefix) title = `${locale.title_prefix} : ${title}`;
  if (type === 'profile') {
    title =
      (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? title;
  }
  const text = locale.summary || locale.description || '';
  // The description needs the text's start only: cooking that much on the event loop stays cheap
  // whatever the text's length (issue 13; the API's cooking runs in the worker pool).
  const description = text
    ? toPlainText(text.slice(0, DESCRIPTION_SOURCE_MAX), DESCRIPTION_MAX)
    : SITE_DESCRIPTION;
  const image = await db
    .selectFrom('associations')
    .select('child_document_id')
    .where('parent_document_id', '=', id)
    .where('child_type', '=', 'i')
    .orderBy('child_document_id')
    .executeTakeFirst();
  return {
    title: `${title || SITE} · ${SITE}`,
    description,
    url: `${publicUrl}${documentPath(`${type}s`, id, locale.lang, locale.title)}`,
    ...(image ? { image: `${publicUrl}/api/images/proxy/${image.child_document_id}?size=BI` } : {}),
    type: 'article',
    lang: uiLang,
  };
}

/** index.html with the page's head tags in place of its bare title. */
export function withMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<link rel="canonical" href="${escape(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escape(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
  ].join('\n    ');
  // Replaced by functions: a `$&` or `$'` that a title holds is text, not a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => tags)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${meta.lang}"`);
}
