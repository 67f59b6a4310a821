import { isModerator, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: only moderators block and unblock accounts. */
export const canBlock = (user: PermissionUser): boolean => isModerator(user);
