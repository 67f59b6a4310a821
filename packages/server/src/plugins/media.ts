/**
 * Serves uploaded images and their sizes under `/media/` (names never change: cache forever).
 * The Content-Type comes from each file's first bytes, never from its name: a file that is none
 * of the stored image kinds (an SVG uploaded before they were refused, anything else) goes out
 * as an `attachment` of type `application/octet-stream`, which no browser shows as a page. The
 * security headers (`security-headers.ts`) add nosniff and the sandboxing policy.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SNIFF_LENGTH, sniffImage } from '../images/sniff.ts';

/**
 * The first bytes of a file (a small synchronous read: `setHeaders` cannot wait); none when it
 * went away since it was found, which then goes out as an unknown kind.
 */
function headOf(filePath: string): Uint8Array {
  const head = new Uint8Array(SNIFF_LENGTH);
  let fd: number | undefined;
  try {
    fd = fs.openSync(filePath, 'r');
    return head.subarray(0, fs.readSync(fd, head, 0, SNIFF_LENGTH, 0));
  } catch {
    return new Uint8Array(0);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: 365 * 24 * 3600 * 1000,
    immutable: true,
    setHeaders(reply, filePath) {
      const kind = sniffImage(headOf(filePath));
      if (kind) {
        reply.header('content-type', kind.mime);
      } else {
        reply.header('content-type', 'application/octet-stream');
        reply.header('content-disposition', 'attachment');
      }
    },
  });
}
