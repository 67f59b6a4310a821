import { DEFAULT_API_URL, DEFAULT_FORUM_URL, DEFAULT_GEOCODER_URL } from './env-defaults.ts';
import { parseMapLayers, parseMapOverlays } from './map-layers.ts';

/**
 * The origins other than its own that a build of the web app reaches, by Content-Security-Policy
 * directive (issue 13). The build writes them to `dist/.cairn-csp.json` (`vite.config.ts`); the
 * server reads that file and allows exactly these in the app's policy.
 */
export interface CspSources {
  /** Images: map tiles and overlays, forum avatars, the API's image proxy. */
  img: string[];
  /**
   * `fetch`: the API, the forum's JSON, the place search, the protection-area services, the
   * risk map's terrain tiles (fetched by its worker).
   */
  connect: string[];
  /** Scripts: the signup captcha's, when the build has a site key. */
  script: string[];
  /** Frames: the signup captcha's. */
  frame: string[];
}

/** Where reCAPTCHA v2 loads its scripts and frames from (Google's CSP guidance). */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * The origin of an absolute address (none for a path of the app's own origin). Tile templates
 * may spread over sub-domains (`{a-c}`, `{1-4}`): each one is listed.
 */
export function originsOf(url: string): string[] {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(url);
  if (!match) return [];
  const [, scheme, host] = match as unknown as [string, string, string];
  const range = /\{([a-z0-9])-([a-z0-9])\}/i.exec(host);
  if (!range) return [`${scheme.toLowerCase()}//${host.toLowerCase()}`];
  const [whole, from, to] = range as unknown as [string, string, string];
  const origins: string[] = [];
  for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) {
    origins.push(...originsOf(`${scheme}//${host.replace(whole, String.fromCharCode(c))}`));
  }
  return origins;
}

const unique = (urls: string[]) => [...new Set(urls.flatMap(originsOf))].sort();

/** The sources a build with these `VITE_*` settings needs (same defaults as `env.ts`). */
export function cspSourcesOf(env: Record<string, string | undefined>): CspSources {
  const api = env.VITE_API_URL || DEFAULT_API_URL;
  const forum = env.VITE_FORUM_URL || DEFAULT_FORUM_URL;
  const tiles = [...parseMapLayers(env.VITE_MAP_LAYERS), ...parseMapOverlays(env.VITE_MAP_OVERLAYS)].map(
    (layer) => layer.url,
  );
  const captcha = Boolean(env.VITE_RECAPTCHA_SITE_KEY);
  return {
    img: unique([...tiles, api, forum]),
    connect: unique([
      api,
      forum,
      env.VITE_GEOCODER_URL || DEFAULT_GEOCODER_URL,
      env.VITE_BIODIV_SPORTS_URL?.trim() ?? '',
      env.VITE_SWISS_GEO_URL?.trim() ?? '',
      env.VITE_TERRAIN_URL?.trim() ?? '',
    ]),
    script: captcha ? RECAPTCHA.script : [],
    frame: captcha ? RECAPTCHA.frame : [],
  };
}
