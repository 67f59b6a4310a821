import { queryOptions, useQuery } from '@tanstack/react-query';
import { pluralOf, type DocumentType } from '@cairn/domain';
import { request } from '../../../lib/api.ts';

/** api.md §9.3: the title in that language (profiles: the user name), for page titles. */
export type DocumentInfo = {
  document_id: number;
  locales: { lang: string; title: string; title_prefix: string | null }[];
};

export const infoQuery = (type: DocumentType, id: number, lang: string) =>
  queryOptions({
    queryKey: ['info', type, id, lang],
    queryFn: ({ signal }) =>
      request<DocumentInfo>('GET', `/${pluralOf(type)}/${id}/${encodeURIComponent(lang)}/info`, { signal }),
  });

/** Asked only when the history has no title of its own (profiles have none, api.md §8.5). */
export const useInfo = (type: DocumentType, id: number, lang: string, isEnabled: boolean) =>
  useQuery({ ...infoQuery(type, id, lang), enabled: isEnabled });
