import { isModerator, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: only moderators protect and unprotect documents. */
export const canProtect = (user: PermissionUser): boolean => isModerator(user);
