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
}

/** fr.json without the sections of pages other than home (vite.config.ts `frenchCore`). */
declare module 'virtual:fr-core' {
  const messages: Record<string, unknown>;
  export default messages;
}
