/**
 * Serialised answers of the read calls that many visitors repeat with the same address
 * (lists, search, feeds), kept for a short while. Any successful write through this server
 * empties it at once (`invalidate()`, called before the write's answer leaves), so a person
 * sees their own change on their next read; with several API nodes on one PostgreSQL, a write
 * on another node empties it too (`shared-invalidation.ts`).
 *
 * Requests for the same key arriving while it is computed share that computation. An answer
 * computed while a write happened is not kept (it may predate the write). The API's answers are
 * kept with their compressed variants (`encoded-body.ts`): a hit is not compressed again.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody, sendEncoded } from './encoded-body.ts';

const LIFETIME_MS = 15_000;
/**
 * Memory held at most (`weightOf`): with the document bodies', the page renderer's and the search
 * titles' (`search/title-index.ts`, about 120 MB at a million documents), a node stays under 400 MB.
 */
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

interface Entry<T> {
  body: T;
  at: number;
}

/** Memory an answer may hold: a kept text counts three times its length, room for its variants. */
const weightOf = (body: string | EncodedBody) =>
  (typeof body === 'string' ? body.length : body.text.length) * 3;

export function createReadCache<T extends string | EncodedBody = string>(
  options: { lifetimeMs?: number; maxBytes?: number; enabled?: boolean } = {},
) {
  const lifetimeMs = options.lifetimeMs ?? LIFETIME_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const enabled = options.enabled ?? true;
  let entries = new Map<string, Entry<T>>();
  let pending = new Map<string, Promise<T>>();
  let bytes = 0;
  let generation = 0;

  const sizeOf = (key: string, body: T) => key.length * 2 + weightOf(body);

  function store(key: string, body: T) {
    const size = sizeOf(key, body);
    if (size > maxBytes / 8) return;
    const previous = entries.get(key);
    if (previous) {
      bytes -= sizeOf(key, previous.body);
      entries.delete(key);
    }
    entries.set(key, { body, at: Date.now() });
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= sizeOf(oldKey, old.body);
    }
  }

  return {
    /** The cached answer of `key`, or `compute()`'s (then kept when no write happened meanwhile). */
    async get(key: string, compute: () => Promise<T>): Promise<T> {
      if (!enabled) return compute();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < lifetimeMs) return hit.body;
      let running = pending.get(key);
      if (!running) {
        const startedIn = generation;
        const own = compute().then((body) => {
          if (generation === startedIn) store(key, body);
          return body;
        });
        const forget = () => {
          if (pending.get(key) === own) pending.delete(key);
        };
        own.then(forget, forget);
        pending.set(key, own);
        running = own;
      }
      return running;
    },
    /** Forgets every answer, and answers being computed, after a write. */
    invalidate(): void {
      generation++;
      entries = new Map();
      pending = new Map();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    /** Whether answers are kept at all (READ_CACHE_SECONDS > 0). */
    enabled,
  };
}

export type ReadCache = ReturnType<typeof createReadCache<EncodedBody>>;

/**
 * The text of an answer, through the route's serialiser (`strict-serializer.ts`; a `RawJson` text
 * is sent as it is in production).
 */
export const serialized = (reply: FastifyReply, answer: unknown): string => reply.serialize(answer) as string;

/**
 * Answers a GET from the read cache: the key is the address with its query and who asks (a
 * signed-in caller may see more, e.g. profiles in search or their own feed).
 */
export async function sendCachedJson(
  cache: ReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  // Turned off: the answer goes out as it is made, compressed by `plugins/compression.ts`.
  if (!cache.enabled)
    return reply.type('application/json; charset=utf-8').send(serialized(reply, await compute()));
  const viewer = request.user ? `u${request.user.id}${request.user.moderator ? 'm' : ''}` : 'anon';
  const body = await cache.get(
    `${viewer} ${request.url}`,
    async () => new EncodedBody(serialized(reply, await compute())),
  );
  return sendEncoded(reply, body);
}
