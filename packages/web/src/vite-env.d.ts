/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API (DESIGN.md "Wire compatibility": any server of the API works). */
  readonly VITE_API_URL?: string;
  /** Where /forum sends the visitor (spec 1 §2.1). */
  readonly VITE_FORUM_URL?: string;
  readonly VITE_WEATHER_URL?: string;
  readonly VITE_DIRECTIONS_URL?: string;
}
