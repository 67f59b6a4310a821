import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { geocoderLang, placesOf, PLACE_SEARCH_MIN_LENGTH, type Place } from '../lib/geocoder.ts';

/**
 * The place search adapter (spec 3 §7 "A place search service: GET with q, lon, lat, lang"):
 * a third-party service with its own base URL, so it does not go through the API client.
 * The map centre biases the results towards what the visitor is looking at.
 */
export async function searchPlaces(
  q: string,
  center: [number, number],
  lang: string,
  signal?: AbortSignal,
): Promise<Place[]> {
  const url = new URL(env.geocoderUrl, window.location.href);
  url.searchParams.set('q', q);
  url.searchParams.set('lon', center[0].toFixed(4));
  url.searchParams.set('lat', center[1].toFixed(4));
  url.searchParams.set('lang', geocoderLang(lang));
  url.searchParams.set('limit', '8');
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Place search: HTTP ${response.status}`);
  return placesOf(await response.json());
}

/** Places for a text; the centre is rounded so that panning a little reuses the answer. */
export const placesQuery = (q: string, center: [number, number], lang: string) =>
  queryOptions({
    queryKey: ['places', q, geocoderLang(lang), Math.round(center[0]), Math.round(center[1])],
    queryFn: ({ signal }) => searchPlaces(q, center, lang, signal),
    staleTime: 5 * 60_000,
  });

export function usePlaces(q: string, center: [number, number], lang: string) {
  const trimmed = q.trim();
  return useQuery({
    ...placesQuery(trimmed, center, lang),
    enabled: trimmed.length >= PLACE_SEARCH_MIN_LENGTH,
  });
}
