/**
 * Weak ETags (api.md §1.6): a route computes the cache key of what it is about to send and
 * calls `reply.etag(key)`, which sets `ETag: W/"<key>"` and tells whether the request's
 * `If-None-Match` already holds it — the route then answers 304 without body (and without
 * building the body at all).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the weak ETag of `key`; true when If-None-Match matches it (answer 304). */
    etag(key: string): boolean;
  }
}

export const weakEtag = (key: string): string => `W/"${key}"`;

/** Weak comparison (RFC 9110 §8.8.3.2): `W/` prefixes are ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

async function etagPlugin(app: FastifyInstance): Promise<void> {
  app.decorateReply('etag', function (this: FastifyReply, key: string): boolean {
    const tag = weakEtag(key);
    this.header('etag', tag);
    return etagMatches(this.request.headers['if-none-match'], tag);
  });
}
// Not encapsulated: the decoration serves every route of the scope that registers it.
(etagPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export { etagPlugin };
