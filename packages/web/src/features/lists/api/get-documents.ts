import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listDocumentsEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import type { Paged } from '../../../lib/documents.ts';

/** GET /{type}s with the list's filters (spec 1 §7, api.md §6): `{documents, total}`. */
export function getDocuments(
  type: DocumentType,
  query: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<Paged> {
  return call(listDocumentsEndpoint(type), { query, signal });
}

/** Keyed by the address the list asks for, so equal queries share a cache entry. */
export const documentsQuery = (type: DocumentType, query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['documents', type, query],
    queryFn: ({ signal }) => getDocuments(type, query, signal),
    // Keep the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useDocuments = (type: DocumentType, query: Record<string, string | number>) =>
  useQuery(documentsQuery(type, query));
