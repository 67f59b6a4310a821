import type { DocumentType } from '../documents/document-types.ts';
import {
  isActiveUser,
  isAssociatedUser,
  isCreator,
  isPersonal,
  type PermissionDocument,
  type PermissionUser,
} from './permission-types.ts';

/** spec 2 §9: non-moderators delete only documents under 24 hours old. */
export const DELETE_WINDOW_MS = 24 * 3600 * 1000;

/** spec 2 §6: moderators delete documents except profiles and areas. */
const UNDELETABLE: readonly DocumentType[] = ['profile', 'area'];

/** Whether the document's first version is less than 24 h before `now`. */
export function isUnder24Hours(doc: PermissionDocument, now: Date): boolean {
  if (doc.created_at == null) return false;
  const age = now.getTime() - new Date(doc.created_at).getTime();
  return age >= 0 && age < DELETE_WINDOW_MS;
}

/**
 * spec 2 §6: moderators delete any document but profiles and areas. Others, within 24 h of
 * creation (spec 2 §4) and never when protected: an outing as an associated user, a personal
 * or copyright image as its creator, an xreport as its author, a personal article as its author.
 */
export function canDelete(user: PermissionUser, doc: PermissionDocument, now: Date): boolean {
  if (!isActiveUser(user) || UNDELETABLE.includes(doc.type)) return false;
  if (user.moderator) return true;
  if (doc.protected || !isUnder24Hours(doc, now)) return false;
  switch (doc.type) {
    case 'outing':
      return isAssociatedUser(user, doc);
    case 'image':
    case 'article':
      return isPersonal(doc) && isCreator(user, doc);
    case 'xreport':
      return isCreator(user, doc);
    default:
      return false;
  }
}
