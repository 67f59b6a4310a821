/**
 * Serves uploaded images and their sizes under `/media/` from the media store (the local
 * folder or S3, `images/media-store.ts`); names never change: cache forever. The Content-Type
 * comes from each file's first bytes, never from its name or what the store says: a file that
 * is none of the stored image kinds (an SVG uploaded before they were refused, anything else)
 * goes out as an `attachment` of type `application/octet-stream`, which no browser shows as a
 * page. The security headers (`security-headers.ts`) add nosniff and the sandboxing policy.
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { isMediaName, type MediaStore } from '../images/media-store.ts';
import { SNIFF_LENGTH, sniffImage } from '../images/sniff.ts';

/** The first `length` bytes of a stream (fewer if it is shorter), left in it to be sent. */
async function peek(stream: Readable, length: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  let got = 0;
  while (got < length) {
    const chunk = stream.read() as Buffer | null;
    if (chunk) {
      parts.push(chunk);
      got += chunk.length;
    } else if (stream.readableEnded) {
      break;
    } else {
      await once(stream, 'readable');
    }
  }
  const head = Buffer.concat(parts);
  if (head.length) stream.unshift(head);
  return head.subarray(0, length);
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
      let head: Buffer;
      try {
        head = await peek(file.body, SNIFF_LENGTH);
      } catch (error) {
        file.body.destroy();
        throw error;
      }
      const kind = sniffImage(head);
      reply
        .header('content-length', file.length)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-type', kind?.mime ?? 'application/octet-stream');
      if (!kind) reply.header('content-disposition', 'attachment');
      return reply.send(file.body);
    },
  );
}
