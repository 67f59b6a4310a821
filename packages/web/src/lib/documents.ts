import {
  LETTER_TYPES,
  regionText,
  getDocumentEndpoint,
  type DocumentGeometry,
  type DocumentLetter,
  type DocumentOf,
  type DocumentType,
  type ListingOf,
  type LocaleOf,
  type NotAuthorized,
  type PagedOf,
  type Redirect,
  type ResponseOf,
  type UserRef,
} from '@cairn/domain';
import { env } from '../config/env.ts';

/**
 * The JSON documents the API answers (api.md §4–§7), as the screens read them: the types of
 * the contracts in @cairn/domain (`packages/domain/src/api/document-shapes.ts`), derived from
 * the field catalog. Until the catalog is literal, field values are `unknown` there.
 */

export type Locale = LocaleOf<DocumentType>;

export type { DocumentGeometry, UserRef };

/** A listing item (api.md §7 "Listing"): in lists, associations, feeds and search. */
export type Listing = ListingOf<DocumentType>;

/** `{documents, total}`: list answers and the paged associations (api.md §5.3, §6.1). */
export type Paged = PagedOf<DocumentType>;

/** A full document from GET /{type}s/{id}?cook= (api.md §4.1, §5). */
export type FullDocument = DocumentOf<DocumentType>;

/** What GET /{type}s/{id} answers: the document, a redirect (api.md §4.2) or a private profile (§5.2). */
export type DocumentAnswer = ResponseOf<ReturnType<typeof getDocumentEndpoint<DocumentType>>>;

/** api.md §4.2: a merged document answers only where it went. */
export const isRedirect = (answer: DocumentAnswer): answer is Redirect => 'redirects_to' in answer;

/** api.md §5.2: a private profile seen anonymously. */
export const isNotAuthorized = (answer: DocumentAnswer): answer is NotAuthorized =>
  'not_authorized' in answer;

/** The document itself, not a redirect nor a private profile. */
export const isFullDocument = (answer: DocumentAnswer): answer is FullDocument =>
  !isRedirect(answer) && !isNotAuthorized(answer);

/** The type of a document from its letter (`r` → route). */
export const typeOfLetter = (letter: string): DocumentType | undefined =>
  LETTER_TYPES[letter as DocumentLetter];

/** A locale field read by a name known at run time (catalog walks: detail fields, diffs). */
export const localeValue = (locale: Locale | undefined, name: string): unknown =>
  (locale as Record<string, unknown> | undefined)?.[name];

/** The locale shown: the cooked one when present, else the first (lists ask for one with `pl`). */
export const localeOf = (doc: FullDocument): Locale | undefined => doc.cooked ?? doc.locales?.[0];

/** What naming and linking a document needs: any listing or document answer, or a smaller reference (associations history). */
export type DocumentRef = {
  document_id: number;
  type: string;
  name?: unknown;
  locales?: readonly { lang: string; title?: unknown; title_prefix?: unknown }[] | null | undefined;
};

/** Plain title of a document: profiles by name, routes as "prefix : title" (api.md §8.6). */
export function titleOf(doc: DocumentRef, withPrefix = true): string {
  if (doc.type === 'u') return typeof doc.name === 'string' ? doc.name : '';
  const locale = doc.locales?.[0];
  const title = String(locale?.title ?? '');
  const prefix = locale?.title_prefix;
  return withPrefix && prefix ? `${String(prefix)} : ${title}` : title;
}

/** fields.md §1: ranges, administrative limits, then countries. */
export const regionOf = (doc: Listing): string =>
  regionText(
    ((doc.areas as Listing[] | undefined) ?? []).map((area) => ({
      area_type: area.area_type as string,
      title: titleOf(area),
    })),
  );

export type ImageSize = 'SI' | 'MI' | 'BI';
/** Formats the proxy converts to on request (api.md §14.3); without one, the original's. */
export type ImageExtension = 'webp' | 'avif';

/** Image served through the API proxy (spec 2 §7: sizes SI, MI, BI; api.md §14.3 extension). */
export const imageUrl = (documentId: number, size: ImageSize, extension?: ImageExtension): string =>
  `${env.apiUrl}/images/proxy/${documentId}?size=${size}${extension ? `&extension=${extension}` : ''}`;

/** The associations of a key, whether a plain list or a paged object. */
export function associated(doc: FullDocument, key: string): Listing[] {
  const value = (doc.associations as Record<string, Listing[] | Paged | undefined> | undefined)?.[key];
  if (!value) return [];
  return Array.isArray(value) ? value : value.documents;
}

/**
 * The raw route title prefix of the shown locale: `cooked` renders every string it does not
 * list as verbatim (api.md §5.1), title_prefix included, so it is read from `locales`.
 */
export function titlePrefixOf(doc: FullDocument): string {
  const shown = doc.cooked?.lang;
  const locale = doc.locales?.find((l) => l.lang === shown) ?? doc.locales?.[0];
  const raw = locale?.title_prefix ?? doc.cooked?.title_prefix ?? '';
  return String(raw)
    .replace(/<[^>]*>/g, '')
    .trim();
}
