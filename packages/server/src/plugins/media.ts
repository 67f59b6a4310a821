/**
 * Serves uploaded images and their sizes under `/media/` from the media store (the local
 * folder or S3, `images/media-store.ts`); names never change: cache forever. The Content-Type
 * comes from each file's first bytes, never from its name or what the store says: a file that
 * is none of the stored image kinds (an SVG uploaded before they were refused, anything else)
 * goes out as an `attachment` of type `application/octet-stream`, which no browser shows as a
 * page. The security headers (`security-headers.ts`) add nosniff and the sandboxing policy.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
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

export async function registerMedia(app: FastifyInstance, media: MediaStore): Promise<void> {
  // Files, not API: left out of the OpenAPI description.
  app.get<{ Params: { name: string } }>(
    '/media/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const file = isMediaName(name) ? await media.get(name) : undefined;
      if (!file) throw notFound('media file not found');
      const { head, body } = await peek(file.body, SNIFF_LENGTH);
      const kind = sniffImage(head);
      reply
        .header('content-length', file.length)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-type', kind?.mime ?? 'application/octet-stream');
      if (!kind) reply.header('content-disposition', 'attachment');
      return reply.send(body);
    },
  );
}
