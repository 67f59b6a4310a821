import { documentPath, pluralOf, type DocumentType } from '@cairn/domain';
import { titleOf, typeOfLetter, type DocumentRef } from './documents.ts';

/**
 * Address of a listing item of any type (feed, search, dashboard, recent changes), with its
 * language and slug; the type comes from the item's letter unless given.
 */
export function documentHref(
  doc: DocumentRef,
  type: DocumentType | undefined = typeOfLetter(doc.type),
): string {
  if (!type) return '/';
  return documentPath(pluralOf(type), doc.document_id, doc.locales?.[0]?.lang, titleOf(doc));
}
