/**
 * Image files: upload (multipart `file` → `{filename}`, with SI/MI/BI sizes made at once),
 * the proxy `GET /images/proxy/{id}?size=&extension=` (302 to the file, api.md §14.3), and
 * the media files themselves under `/media/`.
 */
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { sql } from 'kysely';
import { getImageProxy, postImageUpload } from '@cairn/domain';
import { badRequest, fieldError, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import {
  ensureVariant,
  IMAGE_EXTENSIONS,
  IMAGE_SIZES,
  makeSizes,
  type ImageExtension,
  type ImageSize,
} from './variants.ts';
import { SNIFF_LENGTH, sniffImage } from './sniff.ts';

const MAX_UPLOAD = 40 * 1024 * 1024;
/**
 * The kinds accepted, by sharp's name of the decoded format. SVG is refused (issue 13): an SVG
 * document may hold scripts, which would run on the guidebook's origin where the web app keeps
 * the session; refusing is simpler and safer than sanitising it, and photos and topos are raster
 * images anyway.
 */
const ACCEPTED = new Map([
  ['jpeg', 'jpg'],
  ['png', 'png'],
  ['gif', 'gif'],
  ['webp', 'webp'],
]);
export const SVG_REFUSED = 'SVG images are not accepted: upload a JPEG, PNG, GIF or WebP image';
export const NOT_AN_IMAGE = 'Image could not be processed';

/**
 * The stored extension of an upload, from its content only (the file name and the type the
 * client gives are ignored): sharp must decode it as an accepted kind and its first bytes must
 * say the same kind.
 */
async function uploadExtension(data: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    format = (await sharp(data).metadata()).format;
  } catch {
    format = undefined;
  }
  if (format === 'svg') throw badRequest(SVG_REFUSED);
  const ext = format ? ACCEPTED.get(format) : undefined;
  if (!ext || sniffImage(data.subarray(0, SNIFF_LENGTH))?.ext !== ext) throw badRequest(NOT_AN_IMAGE);
  return ext;
}

/** Unique stored name: `<epoch seconds>_<random>.<ext>` (fits the 30-character column). */
const newFilename = (ext: string) => `${Math.floor(Date.now() / 1000)}_${randomInt(100000, 999999)}.${ext}`;

export async function imageRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config, database } = app.deps;
  const mediaDir = config.mediaDir;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD, files: 1 } });

  app.post(postImageUpload.path, { schema: schemaOf(postImageUpload) }, async (request) => {
    requireUser(request);
    const file = await request.file();
    if (!file) throw fieldError('file', 'Required');
    const data = await file.toBuffer();
    const ext = await uploadExtension(data);
    const filename = newFilename(ext);
    fs.mkdirSync(mediaDir, { recursive: true });
    await fs.promises.writeFile(path.join(mediaDir, filename), data);
    await makeSizes(mediaDir, filename);
    return { filename };
  });

  app.get(getImageProxy.path, { schema: schemaOf(getImageProxy) }, async (request, reply) => {
    const { size, extension } = request.query;
    if (size !== undefined && !IMAGE_SIZES.includes(size as ImageSize))
      throw fieldError('size', 'Invalid size', 'querystring');
    if (extension !== undefined && (!size || !IMAGE_EXTENSIONS.includes(extension as ImageExtension))) {
      throw fieldError('extension', 'Invalid extension', 'querystring');
    }
    const row = await sql<{ filename: string | null }>`
      SELECT i.filename FROM images i JOIN documents d USING (document_id)
      WHERE i.document_id = ${request.params.id} AND d.redirects_to IS NULL`.execute(database.db);
    const filename = row.rows[0]?.filename;
    if (!filename) throw notFound('image not found');
    if (!fs.existsSync(path.join(mediaDir, filename))) throw notFound('image file not found');
    const name = size
      ? await ensureVariant(mediaDir, filename, size as ImageSize, extension as ImageExtension | undefined)
      : filename;
    return reply.redirect(`${config.mediaUrl}${name}`, 302);
  });
}
