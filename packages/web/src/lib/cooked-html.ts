import { env } from '../config/env.ts';

/**
 * Cooked markdown is sanitised by the server (api.md §5.1); its embedded images carry only a
 * `c2c:url-proxy` path that the interface prefixes with the API base URL.
 */
export function withImageSources(html: string): string {
  return html.replace(
    /<img\b([^>]*?)\sc2c:url-proxy="([^"]*)"/g,
    (_match, before: string, proxy: string) =>
      `<img${before} src="${env.apiUrl}${proxy}" loading="lazy" c2c:url-proxy="${proxy}"`,
  );
}
