/**
 * Serves uploaded images and their sizes under `/media/` from the media store (the local
 * folder or S3, `images/media-store.ts`); names never change: cache forever. The Content-Type
 * comes from each file's first bytes, never from its name or what the store says: a file that
 * is none of the stored image kinds (an SVG uploaded before they were refused, anything else)
 * goes out as an `attachment` of type `application/octet-stream`, which no browser shows as a
 * page. The security headers (`security-headers.ts`) add nosniff and the sandboxing policy.
 *
 * An original (a name that is not a derived size) goes out whole only when its image is
 * collaborative or copyright; otherwise — a personal image, or an upload not yet saved as one —
 * it is served from its GPS-free copy (`images/gps-free.ts`). Its image type is read on each
 * request since it may change, and its answer is cached for an hour, not forever.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { gpsFreeOriginal, isDerivedName, keepsGps } from '../images/gps-free.ts';
import { isMediaName, type MediaStore } from '../images/media-store.ts';
import { SNIFF_LENGTH, sniffImage } from '../images/sniff.ts';

/**
 * The first `length` bytes of a stream (fewer if it is shorter), and a stream of the whole
 * (those bytes, then the rest); destroying it ends the source too.
 */
async function peek(source: Readable, length: number): Promise<{ head: Buffer; body: Readable }> {
  const chunks = source[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let got = 0;
  let done = false;
  try {
    while (got < length && !done) {
      const next = await chunks.next();
      if (next.done) done = true;
      else {
        read.push(next.value as Buffer);
        got += (next.value as Buffer).length;
      }
    }
  } catch (error) {
    source.destroy();
    throw error;
  }
  async function* whole() {
    yield* read;
    if (!done) for await (const chunk of { [Symbol.asyncIterator]: () => chunks }) yield chunk as Buffer;
  }
  return {
    head: Buffer.concat(read).subarray(0, length),
    body: Readable.from(whole(), { objectMode: false }),
  };
}

/** The image type of the image document whose original is `filename`, if there is one. */
export async function imageTypeOf(db: Kysely<DB>, filename: string): Promise<string | null | undefined> {
  const rows = await sql<{ image_type: string | null }>`
    SELECT image_type FROM images WHERE filename = ${filename}`.execute(db);
  return rows.rows[0]?.image_type;
}

/** The file to send for the media name asked: itself, or an original's GPS-free copy. */
async function servedName(db: Kysely<DB>, media: MediaStore, name: string): Promise<string | undefined> {
  if (isDerivedName(name) || keepsGps(await imageTypeOf(db, name))) return name;
  return gpsFreeOriginal(media, name);
}

export async function registerMedia(app: FastifyInstance, media: MediaStore, db: Kysely<DB>): Promise<void> {
  // Files, not API: left out of the OpenAPI description.
  app.get<{ Params: { name: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const source = isMediaName(name) ? await servedName(db, media, name) : undefined;
      const file = source ? await media.get(source) : undefined;
      if (!file) throw notFound('media file not found');
      const { head, body } = await peek(file.body, SNIFF_LENGTH);
      const kind = sniffImage(head);
      reply
        .header('content-length', file.length)
        .header(
          'cache-control',
          isDerivedName(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
        .header('content-type', kind?.mime ?? 'application/octet-stream');
      if (!kind) reply.header('content-disposition', 'attachment');
      return reply.send(body);
    },
  );
}
