/**
 * URL slug of a title (spec 2 §2: "lowercase slug of the title, accents stripped,
 * non-alphanumerics as dashes"). Letters and digits of every script are kept (a Chinese title
 * keeps its characters, percent-encoded in URLs); Latin accents are stripped; each run of other
 * characters becomes one dash; no leading or trailing dash. An empty result means "no slug".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Path of a document view: `/{type}s/{id}/{lang}/{slug}`, the slug dropped when empty (spec 2 §2). */
export function documentPath(plural: string, id: number, lang?: string, title?: string): string {
  const parts = [`/${plural}`, String(id)];
  if (lang) {
    parts.push(lang);
    const slug = title ? slugify(title) : '';
    if (slug) parts.push(encodeURIComponent(slug));
  }
  return parts.join('/');
}
