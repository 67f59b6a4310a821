/** The trackers' calls (issue 19, spec 1 §7) through the API's contracts. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deauthorizeTracker,
  exchangeTrackerToken,
  getTrackerActivities,
  getTrackerActivity,
  getTrackerStatus,
  requestTrackerToken,
  type TrackerVendor,
} from '@cairn/domain';
import { call } from '../../../lib/api.ts';

export const trackerStatusQuery = (userId: number) =>
  queryOptions({
    queryKey: ['trackers', 'status', userId],
    queryFn: ({ signal }) => call(getTrackerStatus, { params: { id: userId }, signal }),
  });

export const trackerActivitiesQuery = (userId: number, lang: string) =>
  queryOptions({
    queryKey: ['trackers', 'activities', userId, lang],
    queryFn: ({ signal }) =>
      call(getTrackerActivities, { params: { id: userId }, query: { lang, limit: 5 }, signal }),
  });

export const useTrackerStatus = (userId: number) => useQuery(trackerStatusQuery(userId));
export const useTrackerActivities = (userId: number, lang: string) =>
  useQuery(trackerActivitiesQuery(userId, lang));

/** One activity with its track (the outing add form's prefill). */
export const getActivity = (id: number, signal?: AbortSignal) =>
  call(getTrackerActivity, { params: { id }, signal });

/** The vendor's authorisation page to send the user to. */
export const requestToken = (vendor: TrackerVendor, userId: number) =>
  call(requestTrackerToken, { params: { vendor, id: userId } });

export const exchangeToken = (vendor: TrackerVendor, query: Record<string, string | undefined>) =>
  call(exchangeTrackerToken, { params: { vendor }, query });

export function useDeauthorize(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vendor: TrackerVendor) => call(deauthorizeTracker, { params: { vendor, id: userId } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['trackers'] }),
  });
}
