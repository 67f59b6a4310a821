/**
 * Contracts of the moderation calls (api.md §11; spec 2 §4, §6): protect, unprotect, merge,
 * revert, mask and unmask (moderators), and document or locale deletion. Success bodies are `{}`.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParam, queryParam } from './query-params.ts';

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

/** Actions the moderation log records (issue 13), one entry each. */
export const MODERATION_ACTIONS = [
  'protect',
  'unprotect',
  'merge',
  'revert',
  'mask',
  'unmask',
  'delete_document',
  'delete_locale',
  'block',
  'unblock',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const ModerationLogQuery = z.object({
  limit: queryParam('Entries per page (integer, default 50, at most 200)'),
  offset: queryParam('Entries to skip (integer, default 0)'),
});

const LogUser = z.object({ user_id: z.number().int(), name: z.string(), username: z.string() });

/** One moderation action: who, what, on which document, version or user, when. */
export const ModerationLogEntry = z.object({
  entry_id: z.number().int(),
  written_at: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  user: LogUser,
  document_id: z.number().int().nullable(),
  /** The document's type letter today; null when it is gone (deleted). */
  document_type: z.string().nullable(),
  lang: z.string().nullable(),
  version_id: z.number().int().nullable(),
  /** The blocked or unblocked user; null when that account is gone. */
  target_user: LogUser.nullable(),
  /** What else the action concerned (the merge target, the document's type and title…). */
  details: z.record(z.string(), z.unknown()),
});
export type ModerationLogEntry = z.output<typeof ModerationLogEntry>;

export const getModerationLog = defineEndpoint({
  method: 'GET',
  path: '/moderation/log',
  query: ModerationLogQuery,
  summary: 'The moderation actions, newest first (moderators)',
  response: z.object({ total: z.number().int(), entries: z.array(ModerationLogEntry) }),
});
