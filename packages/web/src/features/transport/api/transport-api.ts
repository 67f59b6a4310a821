import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getJourneys,
  getTransportSettings,
  getWaypointStopareas,
  reverseGeocode,
  searchAddresses,
  type QueryOf,
} from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** Which areas show the box and which services the server has (issue 18). */
export const transportSettingsQuery = () =>
  queryOptions({
    queryKey: ['transport', 'settings'],
    queryFn: ({ signal }) => call(getTransportSettings, { signal }),
    staleTime: Infinity,
  });

export const useTransportSettings = () => useQuery(transportSettingsQuery());

/** The stop areas within 5 km walking of an access waypoint. */
export const stopareasQuery = (waypointId: number) =>
  queryOptions({
    queryKey: ['transport', 'stopareas', waypointId],
    queryFn: ({ signal }) => call(getWaypointStopareas, { params: { id: waypointId }, signal }),
    staleTime: 10 * 60_000,
  });

export const findJourneys = (query: QueryOf<typeof getJourneys>, signal?: AbortSignal) =>
  call(getJourneys, { query, signal }).then((r) => r.journeys);

export const findAddresses = (query: QueryOf<typeof searchAddresses>, signal?: AbortSignal) =>
  call(searchAddresses, { query, signal }).then((r) => r.features);

export const addressAt = (query: QueryOf<typeof reverseGeocode>) =>
  call(reverseGeocode, { query }).then((r) => r.features[0]);
