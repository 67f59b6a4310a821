import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { Listing } from '../../../lib/documents.ts';

/** An association history item (api.md §10.2, spec 3 §3). */
export type AssociationChange = {
  written_at: string;
  is_creation: boolean;
  user: { user_id: number; name: string; forum_username?: string };
  parent_document: Listing;
  child_document: Listing;
};

export type AssociationsHistory = { count: number; associations: AssociationChange[] };

export type AssociationsHistoryQuery = { d?: number; u?: number; limit: number; offset: number };

/** GET /associations-history (spec 1 §7): newest first, paged by offset. */
export function getAssociationsHistory(query: AssociationsHistoryQuery, signal?: AbortSignal) {
  return request<AssociationsHistory>('GET', '/associations-history', { query, signal });
}

export const associationsHistoryQuery = (query: AssociationsHistoryQuery) =>
  queryOptions({
    queryKey: ['associations-history', query],
    queryFn: ({ signal }) => getAssociationsHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAssociationsHistory = (query: AssociationsHistoryQuery) =>
  useQuery(associationsHistoryQuery(query));
