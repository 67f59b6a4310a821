import type { DocumentType } from '../documents/document-types.ts';
import { isActiveUser, type PermissionUser } from './permission-types.ts';

/**
 * spec 2 §6: logged-in users create documents. Areas are created by moderators only
 * (fields.md §2, api.md §8.5); maps by any logged-in user (spec 2 wins over the backend,
 * fields.md §16 item 28); profiles only by registration (api.md §1.2).
 */
export function canCreate(user: PermissionUser, type: DocumentType): boolean {
  if (!isActiveUser(user) || type === 'profile') return false;
  return type === 'area' ? user.moderator : true;
}
