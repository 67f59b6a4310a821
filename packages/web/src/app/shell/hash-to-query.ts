/**
 * Spec 1 §2.1: a hash in an address is rewritten to a query string (old links and mail
 * links such as `/auth#change_password=…`, api.md §3.2). Only hashes that look like a query
 * (`key=value`) are rewritten: `/article/123#section` is a real anchor (help links, spec 1 §2.1).
 * Returns the new `search`, or undefined when there is nothing to rewrite.
 */
export function hashToQuery(search: string, hash: string): string | undefined {
  const fragment = hash.replace(/^#/, '');
  if (!fragment.includes('=')) return undefined;
  const query = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(fragment)) query.set(key, value);
  // URLSearchParams encodes commas; list filters read better with them (spec 1 §2.5).
  return `?${query.toString().replace(/%2C/gi, ',')}`;
}
