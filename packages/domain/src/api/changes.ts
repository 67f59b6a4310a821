/** Recent changes ("what's new", api.md §12.2) and the associations history (api.md §10.2). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { queryParam } from './query-params.ts';

export const ChangesQuery = z.object({
  limit: queryParam('Versions per page (integer, default 30, at most 50)'),
  token: queryParam('`pagination_token` of the previous page: older versions only'),
  u: queryParam('Only the versions written by this user id'),
});

/** One version of a document. */
export const Change = z.object({
  written_at: z.string(),
  lang: z.string(),
  version_id: z.number().int(),
  comment: z.string(),
  document: z.object({
    document_id: z.number().int(),
    /** The document's current version. */
    version: z.number().int(),
    /** The title at that version. */
    title: z.string(),
    type: z.string(),
    quality: z.string(),
  }),
  user: z.object({ user_id: z.number().int(), name: z.string(), username: z.string(), lang: z.string() }),
});
export type Change = z.output<typeof Change>;

export const getDocumentChanges = defineEndpoint({
  method: 'GET',
  path: '/documents/changes',
  summary: 'Versions of every document but outings and profiles, newest first',
  query: ChangesQuery,
  response: z.object({ feed: z.array(Change), pagination_token: z.string().optional() }),
});

export const AssociationsHistoryQuery = z.object({
  d: queryParam('Only the links of this document id (either side)'),
  u: queryParam('Only the links changed by this user id'),
  limit: queryParam('Entries per page (integer, default 50, at most 500)'),
  offset: queryParam('Entries to skip (integer, default 0)'),
});

/** One side of a link: its titles, and the name of a profile. */
const LinkedDocument = z.object({
  document_id: z.number().int(),
  type: z.string(),
  locales: z.array(z.object({ lang: z.string(), title: z.string() })),
  name: z.string().optional(),
});

export const AssociationChange = z.object({
  written_at: z.string(),
  is_creation: z.boolean(),
  user: z.object({
    user_id: z.number().int(),
    name: z.string(),
    forum_username: z.string(),
    robot: z.boolean(),
    moderator: z.boolean(),
    blocked: z.boolean(),
  }),
  parent_document: LinkedDocument,
  child_document: LinkedDocument,
});
export type AssociationChange = z.output<typeof AssociationChange>;

export const getAssociationsHistory = defineEndpoint({
  method: 'GET',
  path: '/associations-history',
  summary: 'Links made and removed, newest first',
  query: AssociationsHistoryQuery,
  response: z.object({ count: z.number().int(), associations: z.array(AssociationChange) }),
});
