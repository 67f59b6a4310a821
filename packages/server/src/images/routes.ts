/**
 * Image files: upload (multipart `file` → `{filename}`, checked by `accept.ts`, with SI/MI/BI
 * sizes made at once) and the proxy `GET /images/proxy/{id}?size=&extension=` (302 to the file,
 * api.md §14.3; a personal image's original without its GPS position, `gps-free.ts`). The files
 * live in the media store (`media-store.ts`), served under `/media/` by `plugins/media.ts`.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { getImageProxy, postImageUpload } from '@cairn/domain';
import { badRequest, fieldError, notFound } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { acceptUpload, DAMAGED, tooLarge, type ImageLimits } from './accept.ts';
import { gpsFreeOriginal, keepsGps } from './gps-free.ts';
import { isMediaName, type MediaStore } from './media-store.ts';
import { recordPendingUpload } from './unsaved-sweep.ts';
import {
  ensureVariant,
  isStored,
  IMAGE_EXTENSIONS,
  IMAGE_SIZES,
  mediaTypeOf,
  renderSizes,
  type ImageExtension,
  type ImageSize,
} from './variants.ts';

export { NOT_AN_IMAGE, SVG_REFUSED } from './accept.ts';

/** Unique stored name: `<epoch seconds>_<random>.<ext>` (fits the 30-character column). */
const newFilename = (ext: string) => `${Math.floor(Date.now() / 1000)}_${randomInt(100000, 999999)}.${ext}`;

/** The uploaded file's bytes; a file over the limit is a 400 (multipart stops reading it there). */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file();
  if (!file) throw fieldError('file', 'Required');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge(maxBytes));
    throw error;
  }
}

/**
 * The original and its SI, MI and BI sizes, all made before anything is stored: a refused or
 * broken upload leaves nothing behind.
 */
async function prepareFiles(
  data: Buffer,
  limits: ImageLimits,
): Promise<{ filename: string; files: Array<{ name: string; data: Buffer }> }> {
  const accepted = await acceptUpload(data, limits);
  const filename = newFilename(accepted.ext);
  try {
    const sizes = await renderSizes(accepted.data, filename, limits.maxPixels);
    return { filename, files: [{ name: filename, data: accepted.data }, ...sizes] };
  } catch {
    // The header was read and the dimensions are within the limit: the pixels are not whole.
    throw badRequest(DAMAGED);
  }
}

/** Stores the files of one upload, or none of them. */
async function storeAll(media: MediaStore, files: Array<{ name: string; data: Buffer }>): Promise<void> {
  try {
    for (const { name, data } of files) await media.put(name, data, mediaTypeOf(name));
  } catch (error) {
    await media.delete(files.map((f) => f.name)).catch(() => undefined);
    throw error;
  }
}

export async function imageRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config, database, media } = app.deps;
  const limits = config.images;
  await app.register(multipart, { limits: { fileSize: limits.maxBytes, files: 1 } });

  app.post(postImageUpload.path, { schema: schemaOf(postImageUpload) }, async (request) => {
    requireUser(request);
    const { filename, files } = await prepareFiles(await readUpload(request, limits.maxBytes), limits);
    await storeAll(media, files);
    // Swept after UNSAVED_UPLOAD_HOURS unless `POST /images/list` attaches it (`unsaved-sweep.ts`).
    await recordPendingUpload(database.db, filename);
    return { filename };
  });

  app.get(getImageProxy.path, { schema: schemaOf(getImageProxy) }, async (request, reply) => {
    const { size, extension } = request.query;
    if (size !== undefined && !IMAGE_SIZES.includes(size as ImageSize))
      throw fieldError('size', 'Invalid size', 'querystring');
    if (extension !== undefined && (!size || !IMAGE_EXTENSIONS.includes(extension as ImageExtension))) {
      throw fieldError('extension', 'Invalid extension', 'querystring');
    }
    const row = await sql<{ filename: string | null; image_type: string | null }>`
      SELECT i.filename, i.image_type FROM images i JOIN documents d USING (document_id)
      WHERE i.document_id = ${request.params.id} AND d.redirects_to IS NULL`.execute(database.db);
    const filename = row.rows[0]?.filename;
    const imageType = row.rows[0]?.image_type;
    if (!filename || !isMediaName(filename)) throw notFound('image not found');
    // A size that exists is one look-up; a missing one is made from the original, then kept.
    const name = size
      ? await ensureVariant(
          media,
          filename,
          size as ImageSize,
          extension as ImageExtension | undefined,
          limits.maxPixels,
        )
      : keepsGps(imageType)
        ? (await isStored(media, filename)) && filename
        : await gpsFreeOriginal(media, filename);
    if (!name) throw notFound('image file not found');
    return reply.redirect(`${config.mediaUrl}${name}`, 302);
  });
}
