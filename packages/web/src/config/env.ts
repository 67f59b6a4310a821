import { DEFAULT_API_URL, DEFAULT_FORUM_URL, DEFAULT_GEOCODER_URL } from './env-defaults.ts';

/**
 * The environment, read once. Every value has a default so that `npm run dev` works with
 * no configuration (DESIGN.md): the API is proxied under /api by Vite and served under
 * /api by our server in production.
 */
export const env = {
  apiUrl: trimSlash(import.meta.env.VITE_API_URL || DEFAULT_API_URL),
  /**
   * The forum answering Discourse JSON (menu, home widget, announcement, comments): the
   * server's built-in one by default, whose pages start at `/forum/` (`/forum` is our route).
   */
  forumUrl: trimSlash(import.meta.env.VITE_FORUM_URL || DEFAULT_FORUM_URL),
  /** Comma-separated category ids the home widget leaves out; features/forum has the default. */
  forumExcludedCategories: import.meta.env.VITE_FORUM_EXCLUDED_CATEGORIES as string | undefined,
  /** JSON object language → announcement topic slug or id; features/forum has the default. */
  forumAnnouncementTopics: import.meta.env.VITE_FORUM_ANNOUNCEMENT_TOPICS as string | undefined,
  /** Weather forecast service of the document tool box (spec 2 "Tool box"); `{lang}/…` is appended. */
  weatherUrl: trimSlash(import.meta.env.VITE_WEATHER_URL || 'https://www.meteoblue.com'),
  /** Route planner of the directions link; the destination `lat,lon` is appended. */
  directionsUrl: import.meta.env.VITE_DIRECTIONS_URL || 'https://www.google.com/maps/dir/?api=1&destination=',
  // The map's layers and overlays: `map-env.ts`, read by the pages that show a map.
  /**
   * Site key of the signup captcha (spec 1 §5, Google reCAPTCHA v2); none by default, and then
   * the signup form asks for no captcha (the server asks for one only with CAPTCHA_SECRET).
   */
  recaptchaSiteKey: import.meta.env.VITE_RECAPTCHA_SITE_KEY || '',
  /** Place search of the map (spec 3 §7): a Photon-like GeoJSON service taking q, lon, lat, lang. */
  geocoderUrl: import.meta.env.VITE_GEOCODER_URL || DEFAULT_GEOCODER_URL,
  /**
   * Spec 3 "Incident database landing page": the external analysis of the reports. The spec
   * gives no address: a deployment sets its own (README "Configuration"); without one the page
   * offers no such link rather than a dead one.
   */
  seracAnalysisUrl: import.meta.env.VITE_SERAC_ANALYSIS_URL || '',
} as const;

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
