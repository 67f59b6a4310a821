import { parseMapLayers } from './map-layers.ts';

/**
 * The environment, read once. Every value has a default so that `npm run dev` works with
 * no configuration (DESIGN.md): the API is proxied under /api by Vite and served under
 * /api by our server in production.
 */
export const env = {
  apiUrl: trimSlash(import.meta.env.VITE_API_URL || '/api'),
  // example.org is reserved: a deployment sets its own forum (README "Configuration").
  forumUrl: import.meta.env.VITE_FORUM_URL || 'https://forum.example.org',
  /** Weather forecast service of the document tool box (spec 2 "Tool box"); `{lang}/…` is appended. */
  weatherUrl: trimSlash(import.meta.env.VITE_WEATHER_URL || 'https://www.meteoblue.com'),
  /** Route planner of the directions link; the destination `lat,lon` is appended. */
  directionsUrl: import.meta.env.VITE_DIRECTIONS_URL || 'https://www.google.com/maps/dir/?api=1&destination=',
  /** Base layers of the map (spec 3 §2): JSON list of {name, url, attribution, maxZoom}; OpenStreetMap by default. */
  mapLayers: parseMapLayers(import.meta.env.VITE_MAP_LAYERS),
  /** Place search of the map (spec 3 §7): a Photon-like GeoJSON service taking q, lon, lat, lang. */
  geocoderUrl: import.meta.env.VITE_GEOCODER_URL || 'https://photon.komoot.io/api/',
} as const;

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
