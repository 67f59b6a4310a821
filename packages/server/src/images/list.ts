/**
 * `POST /images/list` (auth; api.md §14.3, §12.1; spec 2 §5): creates the images of an upload
 * batch, `{images: [<image create body with associations>]}` → `{images: [{document_id}, …]}`
 * in the same order. Each image is created like a single `POST /images` (createDocumentIn),
 * with the upload defaults: quality `medium`, the image type by parent, the file's size and
 * dimensions read from the uploaded file. All or nothing: one transaction for the batch, which
 * also updates the linked documents' feed entries once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import { z } from 'zod';
import { postImageList } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { ApiError, type ErrorEntry } from '../errors.ts';
import { isMediaName, readMedia, type MediaStore } from './media-store.ts';
import { claimPendingUploads } from './unsaved-sweep.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { createDocumentIn } from '../documents/write/create.ts';
import { polygonIndex } from '../documents/write/polygon-index.ts';
import { DocumentBody } from '../documents/write-input.ts';
import type { WriteContext } from '../documents/write/write-rules.ts';

const required = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'Required' : 'Invalid value'),
};
export const ImageListBody = z.object({ images: z.array(DocumentBody) }, required);
type ImageBody = z.infer<typeof DocumentBody>;

/** Association keys whose documents are an image's parents (their feed entries get the photos). */
const PARENT_KEYS = [
  'routes',
  'waypoints',
  'outings',
  'articles',
  'books',
  'xreports',
  'users',
  'areas',
] as const;
const HTTP_NAMES = new Set(['Bad Request', 'Forbidden', 'Not Found', 'Conflict', 'Unauthorized']);

const idsOf = (body: ImageBody, key: string): number[] => {
  const list = (body.associations as Record<string, unknown> | null | undefined)?.[key];
  return Array.isArray(list)
    ? list
        .map((d) => Number((d as { document_id?: unknown })?.document_id))
        .filter((n) => Number.isInteger(n) && n > 0)
    : [];
};

/**
 * spec 2 §5: the image type defaults by parent — personal for an outing, profile or xreport;
 * for an article collaborative if it is collab, else personal; otherwise collaborative.
 */
async function defaultImageType(db: Kysely<DB>, body: ImageBody): Promise<string> {
  if (['outings', 'users', 'xreports'].some((k) => idsOf(body, k).length)) return 'personal';
  const [article] = idsOf(body, 'articles');
  if (article !== undefined) {
    const row = await sql<{
      article_type: string | null;
    }>`SELECT article_type FROM articles WHERE document_id = ${article}`.execute(db);
    return row.rows[0]?.article_type === 'collab' ? 'collaborative' : 'personal';
  }
  return 'collaborative';
}

/** The file of `filename` in the media store (uploaded before), or an error entry. */
async function fileFacts(
  media: MediaStore,
  filename: unknown,
): Promise<{ width?: number; height?: number; size: number } | ErrorEntry> {
  if (filename === undefined || filename === null || filename === '')
    return { location: 'body', name: 'filename', description: 'Required' };
  const name = String(filename);
  const data = isMediaName(name) ? await readMedia(media, name) : undefined;
  if (!data) return { location: 'body', name: 'filename', description: `file "${name}" was not uploaded` };
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    return { width: meta.width, height: meta.height, size: data.length };
  } catch {
    return { size: data.length };
  }
}

/** The create body of one image with the upload defaults filled in. */
async function uploadBody(db: Kysely<DB>, media: MediaStore, body: ImageBody): Promise<ImageBody> {
  const facts = await fileFacts(media, body.filename);
  if ('location' in facts) throw new ApiError(400, [facts]);
  return {
    ...body,
    quality: body.quality ?? 'medium',
    image_type: body.image_type ?? (await defaultImageType(db, body)),
    width: body.width ?? facts.width ?? null,
    height: body.height ?? facts.height ?? null,
    file_size: body.file_size ?? facts.size,
  };
}

/** Errors of image `index` named under `images.<index>.` (HTTP errors keep their reason phrase). */
function withIndex(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return error;
  return new ApiError(
    400,
    error.errors.map((e) => (HTTP_NAMES.has(e.name) ? e : { ...e, name: `images.${index}.${e.name}` })),
  );
}

/**
 * api.md §12.1: the feed entry of each linked document is bumped once for the batch — the
 * document's own entry as `updated` when the uploader is its actor, else the uploader's copy
 * as `added_photos` — with the first three images and whether there are more.
 */
async function bumpFeedEntries(
  db: Kysely<DB>,
  userId: number,
  bodies: ImageBody[],
  ids: number[],
): Promise<void> {
  const byDocument = new Map<number, number[]>();
  bodies.forEach((body, i) => {
    for (const key of PARENT_KEYS)
      for (const doc of idsOf(body, key)) byDocument.set(doc, [...(byDocument.get(doc) ?? []), ids[i]!]);
  });
  const time = new Date();
  for (const [documentId, images] of byDocument) {
    const entries = await db
      .selectFrom('feed_changes')
      .selectAll()
      .where('document_id', '=', documentId)
      .orderBy('change_id')
      .execute();
    const base = entries.find((e) => e.change_type !== 'added_photos');
    if (!base) continue;
    const photos = {
      image1_id: images[0] ?? null,
      image2_id: images[1] ?? null,
      image3_id: images[2] ?? null,
      more_images: images.length > 3,
      time,
    };
    const own =
      Number(base.user_id) === userId
        ? base
        : entries.find((e) => e.change_type === 'added_photos' && Number(e.user_id) === userId);
    if (own) {
      await db
        .updateTable('feed_changes')
        .set({ ...photos, change_type: own === base ? 'updated' : 'added_photos' })
        .where('change_id', '=', own.change_id)
        .execute();
    } else {
      await db
        .insertInto('feed_changes')
        .values({
          ...photos,
          user_id: userId,
          change_type: 'added_photos',
          document_id: documentId,
          document_type: base.document_type,
          activities: base.activities,
          langs: base.langs,
          area_ids: base.area_ids,
          user_ids: [...new Set([userId, ...base.user_ids.map(Number)])],
        })
        .execute();
    }
  }
}

/** Creates the batch; returns the new ids in body order. */
export async function createImages(
  ctx: WriteContext,
  media: MediaStore,
  bodies: ImageBody[],
): Promise<number[]> {
  return ctx.db.transaction().execute(async (trx) => {
    // First, so that the sweep of unsaved uploads leaves these files alone (`unsaved-sweep.ts`).
    await claimPendingUploads(trx, bodies.map((b) => String(b.filename ?? '')).filter(isMediaName));
    const ids: number[] = [];
    // The feed names whom the images are attributed to (the anonymous account for images of
    // an anonymous xreport added by its hidden author).
    let feedUser = ctx.user.id;
    for (const [index, raw] of bodies.entries()) {
      try {
        const body = await uploadBody(trx, media, raw);
        const created = await createDocumentIn(trx, ctx, 'image', body);
        ids.push(created.id);
        feedUser = created.authorId;
      } catch (e) {
        throw withIndex(e, index);
      }
    }
    await bumpFeedEntries(trx, feedUser, bodies, ids);
    return ids;
  });
}

export async function imageListRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, media } = app.deps;
  const polygons = polygonIndex(database);
  const preValidation = async (request: FastifyRequest) => void requireUser(request);
  // The contract's body is a placeholder until the document contracts land (domain `api/document-refs.ts`):
  // each image is validated with the document create body.
  app.post(
    postImageList.path,
    { preValidation, schema: schemaOf(postImageList, { body: ImageListBody }) },
    async (request) => {
      const user = requireUser(request);
      const ids = await createImages({ db: database.db, polygons, user }, media, request.body.images);
      return { images: ids.map((document_id) => ({ document_id })) };
    },
  );
}
