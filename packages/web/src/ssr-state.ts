/**
 * What a server-rendered page hands to the browser (`entry-server.tsx` writes it into the HTML
 * as JSON, `main.tsx` reads it): the language it was rendered in, the router's loader data and
 * the TanStack queries the page used, so that hydration renders the same and fetches nothing.
 */
export type SsrState = {
  lang: string;
  loaderData: Record<string, unknown>;
  /** Query key, data, and when the data was fetched (ms). */
  queries: [key: readonly unknown[], data: unknown, updatedAt: number][];
};

/** The id of the `<script type="application/json">` element holding the state. */
export const SSR_STATE_ID = 'cairn-ssr';

/**
 * The id of the `<script type="application/json">` element of a server-rendered page that lists
 * the app's scripts, `{ entry, modules }` (their URLs), which `early.ts` asks for once the page
 * has painted.
 */
export const APP_SCRIPTS_ID = 'cairn-app-scripts';
