/**
 * Compressed answers of the API and of the built-in forum (issue 16): brotli or gzip, as the
 * request's `Accept-Encoding` prefers, for text answers (JSON, CSV, HTML) of 1 KB or more.
 * @fastify/compress does the work: a small answer (below a size it derives from the cores, 8 KB
 * on two) is compressed in one call, a bigger one through zlib's streams on libuv's thread pool,
 * so a long list leaves the event loop free. Brotli at quality 4, not the maximum 11: per request,
 * it costs about what gzip does and still compresses better.
 *
 * ETags stay as the routes set them (`etag.ts`): they are weak, and a compressed body is the same
 * representation. Every answer says `Vary: accept-encoding`, the small ones and the 304s too, so a
 * shared cache never gives one client's encoding to another. Static files and media are not
 * registered here: the web app's are compressed at build time (`web-app.ts`), images are
 * compressed formats already. Request bodies are not decompressed: the API takes plain JSON.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';

/** Answers below this size go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli quality of answers compressed per request (0–11). */
export const BROTLI_QUALITY = 4;

/** Adds `accept-encoding` to the answer's `Vary` unless it is there already. */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', value ? `${value}, accept-encoding` : 'accept-encoding');
}

/** Compresses the answers of every route `scope` registers after this call. */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
  scope.addHook('onSend', async (_request, reply, payload) => {
    varyOnEncoding(reply);
    return payload;
  });
}
