/**
 * Serialised answers of the read calls that many visitors repeat with the same address
 * (lists, search, feeds), kept for a short while. Any successful write through this server
 * empties it at once (`invalidate()`, called before the write's answer leaves), so a person
 * sees their own change on their next read; with several API nodes on one PostgreSQL, a write
 * on another node empties it too (`shared-invalidation.ts`).
 *
 * Requests for the same key arriving while it is computed share that computation. An answer
 * computed while a write happened is not kept (it may predate the write).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const LIFETIME_MS = 15_000;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

interface Entry {
  body: string;
  at: number;
}

export function createReadCache(options: { lifetimeMs?: number; maxBytes?: number; enabled?: boolean } = {}) {
  const lifetimeMs = options.lifetimeMs ?? LIFETIME_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const enabled = options.enabled ?? true;
  let entries = new Map<string, Entry>();
  let pending = new Map<string, Promise<string>>();
  let bytes = 0;
  let generation = 0;

  function store(key: string, body: string) {
    const size = (key.length + body.length) * 2;
    if (size > maxBytes / 8) return;
    const previous = entries.get(key);
    if (previous) {
      bytes -= (key.length + previous.body.length) * 2;
      entries.delete(key);
    }
    entries.set(key, { body, at: Date.now() });
    bytes += size;
    for (const [oldKey, old] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldKey);
      bytes -= (oldKey.length + old.body.length) * 2;
    }
  }

  return {
    /** The cached answer of `key`, or `compute()`'s (then kept when no write happened meanwhile). */
    async get(key: string, compute: () => Promise<string>): Promise<string> {
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
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

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
  const viewer = request.user ? `u${request.user.id}${request.user.moderator ? 'm' : ''}` : 'anon';
  const body = await cache.get(
    `${viewer} ${request.url}`,
    async () => reply.serialize(await compute()) as string,
  );
  return reply.type('application/json; charset=utf-8').send(body);
}
