/**
 * spec 2 §4, spec 3 §4 "Association side effects", as the edit form shows them before saving:
 * a route added to an outing fills the outing's empty point, elevation, height difference and
 * rating fields and its empty titles; a waypoint added to a route, a route or an outing added
 * to an xreport, fill the empty point. The server does the same on save (api.md §8.6); the form
 * applies them at once so the user sees, and may change, what will be saved.
 */
import {
  isEmpty,
  OUTING_FIELDS_FROM_ROUTE,
  POINT_SOURCES,
  type DocumentType,
  type EditedDocument,
  type EditedLocale,
} from '@cairn/domain';
import { typeOfLetter, type FullDocument } from '../../../lib/documents.ts';

/** One filled field: `geom` (the point), a document field, or `title` of the locale `lang`. */
export type SideEffectChange = { field: string; value: unknown; lang?: string };

export type SideEffects = { changes: SideEffectChange[]; document: EditedDocument };

type WireGeometry = { geom?: string | null; geom_detail?: string | null; [key: string]: unknown };

/** A route's title as shown, "prefix : title" (api.md §8.6), in `lang` or else its first locale. */
function routeTitle(route: FullDocument, lang: string): string {
  const locale = route.locales.find((l) => l.lang === lang) ?? route.locales[0];
  const title = String(locale?.title ?? '').trim();
  const prefix = String(locale?.title_prefix ?? '').trim();
  return title && prefix ? `${prefix} : ${title}` : title;
}

/**
 * What adding `added` (a full document from the API) to `document` (the form's document of
 * `type`) fills: the changes, to list them to the user, and the document with them applied.
 * Nothing when the pair has no side effect or every field concerned is already filled.
 */
export function associationSideEffects(
  type: DocumentType,
  document: EditedDocument,
  added: FullDocument,
): SideEffects {
  const addedType = typeOfLetter(added.type);
  const changes: SideEffectChange[] = [];
  let next: EditedDocument = document;

  const geometry = (document.geometry ?? null) as WireGeometry | null;
  const point = added.geometry?.geom;
  // The point is "empty" only without a track either: the server takes a track's midpoint first.
  if (
    addedType &&
    POINT_SOURCES[type]?.includes(addedType) &&
    isEmpty(geometry?.geom) &&
    isEmpty(geometry?.geom_detail) &&
    !isEmpty(point)
  ) {
    changes.push({ field: 'geom', value: point });
    next = { ...next, geometry: { ...geometry, geom: point } };
  }

  if (type === 'outing' && addedType === 'route') {
    const source = added as Record<string, unknown>;
    for (const field of OUTING_FIELDS_FROM_ROUTE) {
      if (!isEmpty(document[field]) || isEmpty(source[field])) continue;
      changes.push({ field, value: source[field] });
      next = { ...next, [field]: source[field] };
    }
    const locales = (document.locales ?? []).map((locale): EditedLocale => {
      const title = routeTitle(added, locale.lang);
      if (!isEmpty(locale.title) || !title) return locale;
      changes.push({ field: 'title', value: title, lang: locale.lang });
      return { ...locale, title };
    });
    if (changes.some((change) => change.field === 'title')) next = { ...next, locales };
  }

  return { changes, document: next };
}
