import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAssociationsHistory as getAssociationsHistoryEndpoint, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** A page of the associations history (api.md §10.2, spec 3 §3). */
export type AssociationsHistory = ResponseOf<typeof getAssociationsHistoryEndpoint>;
/** An association history item. */
export type AssociationChange = AssociationsHistory['associations'][number];

export type AssociationsHistoryQuery = { d?: number; u?: number; limit: number; offset: number };

/** GET /associations-history (spec 1 §7): newest first, paged by offset. */
export function getAssociationsHistory(query: AssociationsHistoryQuery, signal?: AbortSignal) {
  return call(getAssociationsHistoryEndpoint, { query, signal });
}

export const associationsHistoryQuery = (query: AssociationsHistoryQuery) =>
  queryOptions({
    queryKey: ['associations-history', query],
    queryFn: ({ signal }) => getAssociationsHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAssociationsHistory = (query: AssociationsHistoryQuery) =>
  useQuery(associationsHistoryQuery(query));
