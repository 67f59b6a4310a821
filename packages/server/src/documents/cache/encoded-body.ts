/**
 * A serialised JSON answer as the caches keep it (`read-cache.ts`, `response-cache.ts`): its text
 * and, made on first demand and kept with it, its brotli and gzip variants, so that a cache hit
 * sends bytes compressed once instead of compressing them again for every caller. The variants
 * are made with the settings of `plugins/compression.ts`, whose hook leaves an answer that is
 * already encoded as it is; small answers go out as they are, as that plugin sends them.
 */
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD } from '../../plugins/compression.ts';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

export class EncodedBody {
  private br?: Buffer;
  private gzip?: Buffer;
  /** Whether the text is long enough to be compressed. */
  readonly compressible: boolean;

  constructor(readonly text: string) {
    this.compressible = Buffer.byteLength(text) >= COMPRESSION_THRESHOLD;
  }

  /** The bytes of the answer in `encoding`, compressed on the first call only. */
  variant(encoding: Encoding): Buffer {
    if (encoding === 'br')
      return (this.br ??= zlib.brotliCompressSync(this.text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        },
      }));
    return (this.gzip ??= zlib.gzipSync(this.text, { level: 6 }));
  }

  /** Memory held, in bytes (the text as UTF-16 and the variants made so far). */
  get size(): number {
    return this.text.length * 2 + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }
}

/** The encoding `accept-encoding` prefers among brotli and gzip (`*` and `x-gzip` read as gzip). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  const chosen = negotiate(header, ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/** Sends a kept answer as JSON, in the encoding the caller prefers when it is worth compressing. */
export function sendEncoded(reply: FastifyReply, body: EncodedBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = body.compressible
    ? preferredEncoding(reply.request.headers['accept-encoding'])
    : undefined;
  if (!encoding || reply.request.headers['x-no-compression'] !== undefined) return reply.send(body.text);
  return reply.header('content-encoding', encoding).send(body.variant(encoding));
}
