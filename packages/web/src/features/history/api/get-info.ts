import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInfoEndpoint, type DocumentType, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** api.md §9.3: the title in that language (profiles: the user name), for page titles. */
export type DocumentInfo = ResponseOf<ReturnType<typeof getInfoEndpoint<DocumentType>>>;

export const infoQuery = (type: DocumentType, id: number, lang: string) =>
  queryOptions({
    queryKey: ['info', type, id, lang],
    queryFn: ({ signal }) => call(getInfoEndpoint(type), { params: { id, lang }, signal }),
  });

/** Asked only when the history has no title of its own (profiles have none, api.md §8.5). */
export const useInfo = (type: DocumentType, id: number, lang: string, isEnabled: boolean) =>
  useQuery({ ...infoQuery(type, id, lang), enabled: isEnabled });
