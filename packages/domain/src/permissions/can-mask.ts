import { isModerator, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: only moderators mask and unmask versions. */
export const canMask = (user: PermissionUser): boolean => isModerator(user);
