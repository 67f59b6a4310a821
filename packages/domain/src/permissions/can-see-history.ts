import { isActiveUser, type PermissionDocument, type PermissionUser } from './permission-types.ts';

/**
 * spec 2 §6: history is a logged-in user's right; a profile's history is seen only by its
 * owner, and by moderators for any profile.
 */
export function canSeeHistory(
  user: PermissionUser,
  doc: Pick<PermissionDocument, 'type' | 'document_id'>,
): boolean {
  if (!isActiveUser(user)) return false;
  if (doc.type !== 'profile' || user.moderator) return true;
  return doc.document_id === user.id;
}
