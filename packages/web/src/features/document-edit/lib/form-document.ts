/**
 * The document an edit form holds, and the bodies it sends (api.md §8.1, §8.2).
 *
 * The form edits one language: its state is the wire shape of a write body (figures at top
 * level, `locales` holding the one locale edited, `geometry`, `associations`), with the
 * associated documents kept as listings so the form can name them; `bodyOf` reduces them to
 * `{document_id}` on the way out. New documents start from the catalog's defaults and as
 * `draft` (spec 2 §3).
 */
import {
  canSetImageType,
  catalogOf,
  defaultsOf,
  IMAGE_TYPES,
  TYPE_LETTERS,
  UPDATABLE_ASSOCIATION_KEYS,
  validateDocument,
  type AssociationKey,
  type DocumentType,
  type EditedDocument,
  type EditedLocale,
  type ValidationError,
} from '@cairn/domain';
import type { FullDocument, Listing } from '../../../lib/documents.ts';

/** An associated document as the form keeps it: at least its id, usually the whole listing. */
export type AssociatedItem = { document_id: number } & Partial<Listing>;

export type FormAssociations = Partial<Record<AssociationKey, AssociatedItem[]>>;

/** What the form edits. */
export type FormDocument = EditedDocument & {
  locales: EditedLocale[];
  geometry?: { version?: number; geom?: string | null; geom_detail?: string | null } | null;
  associations: FormAssociations;
};

/**
 * The image types an image's form offers (spec 2 §5, fields.md §5): those `canSetImageType`
 * allows from the type the image was opened with — copyright only for moderators with a book
 * among the image's associations, personal for moderators once the image is collaborative.
 */
export function imageTypeChoicesOf(
  doc: FormDocument,
  openedType: string | null,
  moderator: boolean,
): string[] {
  const hasBook = (doc.associations.books ?? []).length > 0;
  // Only the role matters to the rule: no user id is needed.
  const user = { id: 0, moderator };
  return IMAGE_TYPES.filter((next) => canSetImageType(user, { current: openedType, next, hasBook }));
}

/** Keys of a loaded document the server computes or answers only for reading. */
const READ_ONLY_KEYS = ['cooked', 'areas', 'maps', 'available_langs', 'redirects_to'] as const;

/**
 * The associations a body of `type` may carry (api.md §8.4), each as a list: every key for a new
 * document (a create body carries them all), only the keys the answer holds for a loaded one — an
 * update replaces each list it sends, so a list never read is never sent (api.md §8.2).
 */
function updatableAssociations(
  type: DocumentType,
  source: Record<string, unknown> | undefined,
  everyKey: boolean,
): FormAssociations {
  const out: FormAssociations = {};
  for (const key of UPDATABLE_ASSOCIATION_KEYS[type]) {
    const value = source?.[key];
    if (Array.isArray(value)) out[key] = (value as AssociatedItem[]).map((item) => ({ ...item }));
    else if (everyKey) out[key] = [];
  }
  return out;
}

/** What an add address may pre-fill (issue 12 §6): associations and the first activities. */
export interface Prefill {
  associations?: FormAssociations;
  activities?: string[];
  fields?: Record<string, unknown>;
}

/** A new document of `type` in `lang`: catalog defaults, quality draft, empty title. */
export function newDocument(type: DocumentType, lang: string, prefill: Prefill = {}): FormDocument {
  const catalog = catalogOf(type);
  const locale: EditedLocale = { lang };
  if (catalog.title !== 'none') locale.title = '';
  const doc: FormDocument = {
    ...defaultsOf(type),
    type: TYPE_LETTERS[type],
    quality: 'draft',
    locales: [locale],
    associations: updatableAssociations(type, prefill.associations, true),
    ...prefill.fields,
  };
  if (catalog.activities.length > 0) doc.activities = prefill.activities ?? [];
  if (catalog.geometry) doc.geometry = { geom: null, geom_detail: null };
  return doc;
}

/**
 * The form's document from `GET /{type}s/{id}?l={lang}` (api.md §5.1): every figure as loaded
 * (an update replaces them all), the locale in `lang` or a new empty one (a translation), and
 * the updatable associations.
 */
export function editedDocumentOf(type: DocumentType, loaded: FullDocument, lang: string): FormDocument {
  const source = { ...(loaded as Record<string, unknown>) };
  for (const key of READ_ONLY_KEYS) delete source[key];
  const locales = ((loaded.locales ?? []) as EditedLocale[]).filter((l) => l.lang === lang);
  const locale: EditedLocale = locales[0] ? { ...locales[0] } : { lang };
  if (!locales[0] && catalogOf(type).title !== 'none') locale.title = '';
  delete locale.topic_id;
  return {
    ...source,
    locales: [locale],
    associations: updatableAssociations(
      type,
      loaded.associations as Record<string, unknown> | undefined,
      false,
    ),
  } as FormDocument;
}

/** Whether the form edits a language the document does not have yet (a translation). */
export const isTranslation = (loaded: FullDocument, lang: string): boolean =>
  !(loaded.available_langs ?? []).includes(lang);

/** The associations of a body: each list reduced to ids. */
export function associationsBody(associations: FormAssociations): Record<string, { document_id: number }[]> {
  const out: Record<string, { document_id: number }[]> = {};
  for (const [key, list] of Object.entries(associations))
    out[key] = (list ?? []).map((item) => ({ document_id: item.document_id }));
  return out;
}

/** The document object sent by `POST /{type}s` or in `document` of `PUT /{type}s/{id}`. */
export function bodyOf(doc: FormDocument): EditedDocument {
  const body: EditedDocument = { ...doc, associations: associationsBody(doc.associations) };
  // A geometry left empty is not sent: the server keeps (update) or computes (create) it.
  if (body.geometry && !doc.geometry?.geom && !doc.geometry?.geom_detail) delete body.geometry;
  return body;
}

/** The edited locale. */
export const localeOfForm = (doc: FormDocument): EditedLocale => doc.locales[0] ?? { lang: '' };

/**
 * Where an error shows in the form: `locales.0.title` → `title` (the form has one locale),
 * `geometry.geom` → `geometry`, `associations.routes` stays, other names unchanged.
 */
export function formFieldOf(name: string): string {
  const locale = /^locales\.\d+\.(.+)$/.exec(name);
  if (locale) return locale[1] ?? name;
  if (name.startsWith('geometry')) return 'geometry';
  return name;
}

/** The domain's checks of the whole document, keyed by the form's field names (first message kept). */
export function formErrorsOf(
  type: DocumentType,
  doc: FormDocument,
  options: { creating: boolean; isModerator: boolean; now?: Date },
): Record<string, string> {
  const body = bodyOf(doc);
  const errors: ValidationError[] = validateDocument(type, body, {
    creating: options.creating,
    isModerator: options.isModerator,
    now: options.now,
  });
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = formFieldOf(error.field);
    out[field] ??= error.message;
  }
  return out;
}

/** The images an uploader opened from a form created, linked to the form's document. */
export type AddedImage = { document_id: number; title: string };

/**
 * The form's document with `images` added to its image list, where it has one (an update
 * replaces the lists it sends: the new images must be in it, api.md §8.2).
 */
export function withAddedImages(doc: FormDocument, images: AddedImage[], lang: string): FormDocument {
  const current = doc.associations.images;
  if (!current) return doc;
  const added = images
    .filter((image) => !current.some((item) => item.document_id === image.document_id))
    .map((image) => ({ document_id: image.document_id, type: 'i', locales: [{ lang, title: image.title }] }));
  return {
    ...doc,
    associations: { ...doc.associations, images: [...current, ...(added as typeof current)] },
  };
}
