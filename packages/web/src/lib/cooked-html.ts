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

const attributeOf = (attributes: string, name: string): string | undefined =>
  new RegExp(`\\s${name.replace(':', '\\:')}="([^"]*)"`).exec(attributes)?.[1];

/**
 * The guidebook's internal links (markdown.md "wikilinks": `[[routes/123/fr/slug#part|label]]`)
 * come cooked as `<a c2c:role="internal-link" c2c:document-type c2c:document-id …>` without an
 * address; the interface gives them the document page's address.
 */
export function withInternalLinks(html: string): string {
  return html.replace(/<a\b([^>]*)>/g, (match, attributes: string) => {
    if (attributeOf(attributes, 'c2c:role') !== 'internal-link' || /\shref=/.test(attributes)) return match;
    const type = attributeOf(attributes, 'c2c:document-type') ?? '';
    const id = attributeOf(attributes, 'c2c:document-id') ?? '';
    if (!/^[a-z]+s$/.test(type) || !/^\d+$/.test(id)) return match;
    const lang = attributeOf(attributes, 'c2c:lang');
    const slug = attributeOf(attributes, 'c2c:slug');
    const anchor = attributeOf(attributes, 'c2c:anchor');
    let href = `/${type}/${id}`;
    if (lang && /^[a-z]{2}$/.test(lang)) {
      href += `/${lang}`;
      if (slug && /^[a-z0-9-]+$/.test(slug)) href += `/${slug}`;
    }
    if (anchor && /^[\w-]+$/.test(anchor)) href += `#${anchor}`;
    return `<a href="${href}"${attributes}>`;
  });
}

/** Cooked HTML ready to show: image sources and internal links filled in. */
export const preparedCookedHtml = (html: string): string => withInternalLinks(withImageSources(html));
