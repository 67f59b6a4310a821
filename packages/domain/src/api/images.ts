/** Image files and upload batches (api.md §14.3). */
import { z } from 'zod';
import { DocumentBodyRef } from './document-refs.ts';
import { defineEndpoint } from './endpoint.ts';
import { NumericIdParams } from './query-params.ts';

/** Multipart `file` in; the stored name out, to put in the image's `filename`. */
export const postImageUpload = defineEndpoint({
  method: 'POST',
  path: '/images/upload',
  summary: 'Upload an image file (multipart `file`); its sizes are made at once',
  response: z.object({ filename: z.string() }),
});

/** A 302 to the media file: no JSON answer. */
export const getImageProxy = defineEndpoint({
  method: 'GET',
  path: '/images/proxy/:id',
  summary: 'Redirect to the file of an image, in a size and format',
  params: NumericIdParams,
  query: z.object({ size: z.string().optional(), extension: z.string().optional() }),
});

/**
 * The server validates each image with the document create body (see `document-refs.ts`:
 * the contract's body is a placeholder until the document contracts are merged).
 */
export const postImageList = defineEndpoint({
  method: 'POST',
  path: '/images/list',
  summary: 'Create the images of an upload batch, all or nothing',
  body: z.object({ images: z.array(DocumentBodyRef) }),
  response: z.object({ images: z.array(z.object({ document_id: z.number().int() })) }),
});
