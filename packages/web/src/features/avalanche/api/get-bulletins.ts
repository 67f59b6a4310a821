import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAvalancheBulletins } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** The bulletins now valid in the zones of a route (the server's stored copy, issue 17). */
export const avalancheBulletinsQuery = (routeId: number) =>
  queryOptions({
    queryKey: ['avalanche', 'bulletins', routeId],
    queryFn: ({ signal }) => call(getAvalancheBulletins, { query: { route: routeId }, signal }),
    // Bulletins change twice a day: a page shown again within minutes need not ask again.
    staleTime: 5 * 60_000,
  });

export const useAvalancheBulletins = (routeId: number) => useQuery(avalancheBulletinsQuery(routeId));

/** The bulletins now valid in the zones of a WGS84 point (the risk tool's clicked point). */
export const bulletinsAt = (lon: number, lat: number) =>
  call(getAvalancheBulletins, { query: { lon: lon.toFixed(5), lat: lat.toFixed(5) } });
