/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (DESIGN.md "Wire compatibility": any server of the API works). */
  readonly VITE_API_URL?: string;
  /** Where /forum sends the visitor (spec 1 §2.1). */
  readonly VITE_FORUM_URL?: string;
  readonly VITE_WEATHER_URL?: string;
  readonly VITE_DIRECTIONS_URL?: string;
  /** JSON list of map base layers: [{"name", "url" (XYZ template), "attribution", "maxZoom"}]. */
  readonly VITE_MAP_LAYERS?: string;
  /** Place search service speaking Photon's GeoJSON (q, lon, lat, lang). */
  readonly VITE_GEOCODER_URL?: string;
  /** JSON list of map overlays (slopes…): [{"name", "url", "attribution", "maxZoom", "opacity", "restricted"}]. */
  readonly VITE_MAP_OVERLAYS?: string;
  /** Biodiversity sports service of sensitive areas (spec 3 §7); none when unset. */
  readonly VITE_BIODIV_SPORTS_URL?: string;
  /** Swiss geodata service answering MapServer/identify (spec 3 §7); none when unset. */
  readonly VITE_SWISS_GEO_URL?: string;
  /** XYZ template of terrain tiles for the risk tool's map (issue 17); no risk map when unset. */
  readonly VITE_TERRAIN_URL?: string;
  /** How the terrain tiles store elevations: `terrarium` (default) or `mapbox` (terrain-RGB). */
  readonly VITE_TERRAIN_ENCODING?: string;
  /** The external analysis of the incident database linked from the SERAC page. */
  readonly VITE_SERAC_ANALYSIS_URL?: string;
  /** Site key of Google reCAPTCHA v2 for the signup form; no captcha without it. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** Comma list of forum category ids the home page widget leaves out. */
  readonly VITE_FORUM_EXCLUDED_CATEGORIES?: string;
  /** JSON object language → slug or id of its forum announcement topic. */
  readonly VITE_FORUM_ANNOUNCEMENT_TOPICS?: string;
}

/** fr.json without the sections of pages other than home (vite.config.ts `frenchCore`). */
declare module 'virtual:fr-core' {
  const messages: Record<string, unknown>;
  export default messages;
}
