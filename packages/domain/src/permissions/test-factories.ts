/** Test data for the permission tests. */
import type { PermissionDocument, PermissionUser } from './permission-types.ts';
import type { DocumentType } from '../documents/document-types.ts';

export const NOW = new Date('2024-05-10T12:00:00Z');
export const RECENT = '2024-05-10T00:00:00Z';
export const OLD = '2024-05-08T12:00:00Z';

export const visitor: PermissionUser = null;
export const alice: NonNullable<PermissionUser> = { id: 1, moderator: false };
export const bob: NonNullable<PermissionUser> = { id: 2, moderator: false };
export const moderator: NonNullable<PermissionUser> = { id: 9, moderator: true };
export const blocked: NonNullable<PermissionUser> = { id: 1, moderator: false, blocked: true };

/** A document of `type` created recently by alice, with alice associated. */
export const buildDocument = (
  type: DocumentType,
  extra: Partial<PermissionDocument> = {},
): PermissionDocument => ({
  type,
  document_id: 100,
  protected: false,
  creator_id: alice.id,
  associated_user_ids: [alice.id],
  created_at: RECENT,
  ...extra,
});
