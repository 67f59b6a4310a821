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
