/**
 * Defaults of the settings whose addresses the browser reaches: `env.ts` reads them for the app,
 * `csp-sources.ts` for the build's list of origins. No `import.meta.env` here, so that the Vite
 * config can import this file too.
 */
export const DEFAULT_API_URL = '/api';
export const DEFAULT_FORUM_URL = '/forum';
export const DEFAULT_GEOCODER_URL = 'https://photon.komoot.io/api/';
/** Google's reCAPTCHA v2 script (`features/auth/lib/load-recaptcha.ts`). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
