/**
 * Contracts of the moderation calls (api.md §11; spec 2 §4, §6): protect, unprotect, merge,
 * revert, mask and unmask (moderators), and document or locale deletion. Success bodies are `{}`.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParam } from './query-params.ts';

const documentId = z.number().int().positive();

export const DocumentIdBody = z.object({ document_id: documentId });
export const MergeBody = z.object({ source_document_id: documentId, target_document_id: documentId });
export const VersionBody = z.object({ document_id: documentId, lang: z.string(), version_id: documentId });
export type VersionBody = z.infer<typeof VersionBody>;

export const DeleteParams = z.object({ id: idParam() });
export const DeleteLocaleParams = z.object({ id: idParam(), lang: z.string() });

const empty = z.object({});

export const protectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/documents/protect',
  body: DocumentIdBody,
  summary: 'Protects a document: only moderators edit it (moderators)',
  response: empty,
});

export const unprotectEndpoint = defineEndpoint({
  method: 'POST',
  path: '/documents/unprotect',
  body: DocumentIdBody,
  summary: 'Unprotects a document (moderators)',
  response: empty,
});

export const mergeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/documents/merge',
  body: MergeBody,
  summary: 'Merges a document into another of its type: the source redirects to the target (moderators)',
  response: empty,
});

export const revertEndpoint = defineEndpoint({
  method: 'POST',
  path: '/documents/revert',
  body: VersionBody,
  summary: 'Writes a new version equal to an older one (moderators)',
  response: empty,
});

export const maskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/versions/mask',
  body: VersionBody,
  summary: 'Masks a version: its content is shown to moderators only (moderators)',
  response: empty,
});

export const unmaskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/versions/unmask',
  body: VersionBody,
  summary: 'Unmasks a version (moderators)',
  response: empty,
});

export const deleteDocumentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/documents/delete/:id',
  params: DeleteParams,
  summary: 'Deletes a document and its versions (as the permissions allow)',
  response: empty,
});

export const deleteLocaleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/documents/delete/:id/:lang',
  params: DeleteLocaleParams,
  summary: 'Deletes one locale of a document (as the permissions allow)',
  response: empty,
});
