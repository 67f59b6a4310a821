import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumentEndpoint, type DocumentType } from '@cairn/domain';
import { call } from './api.ts';
import type { DocumentAnswer } from './documents.ts';

/**
 * GET /{type}s/{id}?cook={lang} (api.md §5.1): document pages always cook, and read the
 * language shown from `cooked.lang`.
 */
export function getDocument(
  type: DocumentType,
  id: number,
  lang: string,
  signal?: AbortSignal,
): Promise<DocumentAnswer> {
  return call(getDocumentEndpoint(type), { params: { id }, query: { cook: lang }, signal });
}

export const documentQuery = (type: DocumentType, id: number, lang: string) =>
  queryOptions({
    queryKey: ['document', type, id, lang],
    queryFn: ({ signal }) => getDocument(type, id, lang, signal),
  });

export const useDocument = (type: DocumentType, id: number, lang: string) =>
  useQuery(documentQuery(type, id, lang));
