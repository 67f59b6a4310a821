import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocumentsEndpoint } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** Spec 1 §9: every dashboard block asks for quality draft to great (a rank range, api.md §6.3). */
export const DASHBOARD_QUALITY = 'draft,great';

/** Spec 1 §9: how many documents each dashboard block shows. */
export const DASHBOARD_LIMITS = { image: 10, outing: 40, route: 5, article: 5 } as const;
export type DashboardType = keyof typeof DASHBOARD_LIMITS;

/** GET /{type}s for one dashboard block (spec 1 §2.3). */
export function getDashboardDocuments(type: DashboardType, lang: string, signal?: AbortSignal) {
  return call(listDocumentsEndpoint(type), {
    query: { qa: DASHBOARD_QUALITY, limit: DASHBOARD_LIMITS[type], pl: lang },
    signal,
  });
}

export const dashboardQuery = (type: DashboardType, lang: string) =>
  queryOptions({
    queryKey: ['dashboard', type, lang],
    queryFn: ({ signal }) => getDashboardDocuments(type, lang, signal),
  });

export const useDashboardDocuments = (type: DashboardType, lang: string) =>
  useQuery(dashboardQuery(type, lang));
