// URL protocol check of bleach (sanitize_uri_value) with its Python urlparse
// quirks, e.g. `scheme:digits` counts as scheme-less (markdown.md §6).
import { ALLOWED_PROTOCOLS } from './allow-list.ts';
import { convertEntities } from './entities.ts';

const SCHEME_CHARS = /^[a-zA-Z0-9+\-.]+$/;

/** Python urlsplit's scheme detection; throws like it on a broken IPv6 netloc. */
function urlScheme(url: string): string {
  let scheme = '';
  const i = url.indexOf(':');
  if (i > 0) {
    const head = url.slice(0, i);
    const rest = url.slice(i + 1);
    if (head === 'http') {
      scheme = head;
      url = rest;
    } else if (SCHEME_CHARS.test(head) && (!rest || !/^[0-9]+$/.test(rest))) {
      scheme = head.toLowerCase();
      url = rest;
    }
  }
  if (url.startsWith('//')) {
    const m = /^\/\/([^/?#]*)/.exec(url);
    const netloc = m ? (m[1] as string) : '';
    if (netloc.includes('[') !== netloc.includes(']')) throw new Error('Invalid IPv6 URL');
  }
  return scheme;
}

/** The value to keep, or null to drop the attribute. */
export function sanitizeUri(value: string): string | null {
  let normalized = convertEntities(value);
  normalized = normalized.replace(
    /[`\x00-\x20\x7f-\xa0\s\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\x1c-\x1f\x85]+/g,
    '',
  );
  normalized = normalized.replace(/\ufffd/g, '').toLowerCase();
  let scheme: string;
  try {
    scheme = urlScheme(normalized);
  } catch {
    return null;
  }
  if (scheme) return ALLOWED_PROTOCOLS.has(scheme) ? value : null;
  if (normalized.startsWith('#')) return value;
  if (normalized.includes(':') && ALLOWED_PROTOCOLS.has(normalized.split(':')[0] as string)) return value;
  // No scheme: taken as relative (http/https are allowed).
  return value;
}
