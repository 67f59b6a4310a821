import type { DocumentType } from '@cairn/domain';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import { SEARCH_LIMIT, SEARCH_TYPES, type SearchResults, type SearchType } from '../api/search-documents.ts';

/**
 * The dropdown's entries (spec 1 §2.2): per type its documents (7 at most), then a 'more
 * results' entry when the type has more; with no result at all, one creation entry per type.
 * Entries are flat so that arrow keys walk them in order; groups only change how they show.
 */
export type SearchEntry =
  | { kind: 'document'; type: DocumentType; doc: Listing; label: string }
  | { kind: 'more'; type: SearchType; total: number }
  | { kind: 'create'; type: SearchType };

export type SearchGroup = { type: SearchType; entries: SearchEntry[] };

/** The found documents of one type as entries: a picker's options (spec 2 §9: 5 of them). */
export const documentEntries = (documents: readonly Listing[], type: DocumentType): SearchEntry[] =>
  documents.map((doc) => ({ kind: 'document', type, doc, label: titleOf(doc) || `#${doc.document_id}` }));

export function searchGroups(results: SearchResults | undefined): SearchGroup[] {
  if (!results) return [];
  return SEARCH_TYPES.flatMap((type) => {
    const paged = results[`${type}s` as const];
    const documents = (paged?.documents ?? []).slice(0, SEARCH_LIMIT);
    if (documents.length === 0) return [];
    const entries = documentEntries(documents, type);
    if ((paged?.total ?? 0) > documents.length) entries.push({ kind: 'more', type, total: paged!.total });
    return [{ type, entries }];
  });
}

/** Spec 1 §8: 'No match?' proposes creating a document of each searched type. */
export const createEntries = (): SearchEntry[] => SEARCH_TYPES.map((type) => ({ kind: 'create', type }));
