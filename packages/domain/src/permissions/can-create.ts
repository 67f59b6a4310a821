import type { DocumentType } from '../documents/document-types.ts';
import { isActiveUser, type PermissionUser } from './permission-types.ts';

/** spec 2 §6 with the API's exceptions: the types only moderators create. */
const MODERATORS_CREATE: readonly DocumentType[] = ['area', 'map'];

/**
 * spec 2 §6: logged-in users create documents. Areas and maps are created by moderators only
 * (api.md §1.2 and §8.5, fields.md §2): issue 13 follows the API we stay compatible with for
 * maps, against spec 2 §6 and fields.md §16 item 28. Profiles only by registration (api.md §1.2).
 */
export function canCreate(user: PermissionUser, type: DocumentType): boolean {
  if (!isActiveUser(user) || type === 'profile') return false;
  return MODERATORS_CREATE.includes(type) ? user.moderator : true;
}
