import { isModerator, type PermissionDocument, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: moderators merge documents, profiles excepted. */
export const canMerge = (user: PermissionUser, doc: Pick<PermissionDocument, 'type'>): boolean =>
  isModerator(user) && doc.type !== 'profile';
