import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumentEndpoint, type DocumentType } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/**
 * The document behind an association filter tile (spec 1 §2.5: "filter tiles show a single
 * document fetched by id"), in the interface language.
 */
export const filterDocumentQuery = (type: DocumentType, id: number, lang: string) =>
  queryOptions({
    queryKey: ['document', type, id, lang],
    queryFn: ({ signal }) =>
      call(getDocumentEndpoint(type), { params: { id }, query: { cook: lang }, signal }),
    staleTime: 5 * 60_000,
  });

export const useFilterDocument = (type: DocumentType, id: number, lang: string) =>
  useQuery(filterDocumentQuery(type, id, lang));
