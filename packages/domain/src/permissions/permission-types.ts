/** Inputs of the permission predicates (spec 2 §6). */
import type { DocumentType } from '../documents/document-types.ts';

/** The signed-in user, or null for a visitor. A blocked account has no rights (api.md §2). */
export type PermissionUser = { id: number; moderator: boolean; blocked?: boolean } | null;

/** What the rules need to know about a document. */
export interface PermissionDocument {
  type: DocumentType;
  /** Profiles: the profile id is the owner's user id (api.md §3.2). */
  document_id?: number;
  protected?: boolean;
  article_type?: string | null;
  image_type?: string | null;
  /** User who wrote the first version (article/xreport `author`, image `creator`). */
  creator_id?: number | null;
  /** Users associated with the document (outing participants, xreport users). */
  associated_user_ids?: readonly number[];
  /** Time of the first version (ISO string or Date), for the 24 h delete rule. */
  created_at?: string | Date | null;
}

/** A signed-in, not blocked user. */
export const isActiveUser = (user: PermissionUser): user is NonNullable<PermissionUser> =>
  user !== null && !user.blocked;

export const isModerator = (user: PermissionUser): boolean => isActiveUser(user) && user.moderator;

export const isCreator = (user: NonNullable<PermissionUser>, doc: PermissionDocument): boolean =>
  doc.creator_id != null && doc.creator_id === user.id;

export const isAssociatedUser = (user: NonNullable<PermissionUser>, doc: PermissionDocument): boolean =>
  !!doc.associated_user_ids?.includes(user.id);

/** Personal articles and personal or copyright images belong to their creator (spec 2 §6). */
export const isPersonal = (doc: PermissionDocument): boolean =>
  (doc.type === 'article' && doc.article_type === 'personal') ||
  (doc.type === 'image' && (doc.image_type === 'personal' || doc.image_type === 'copyright'));
