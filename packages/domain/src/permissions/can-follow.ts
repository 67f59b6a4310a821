import { isActiveUser, type PermissionUser } from './permission-types.ts';

/** spec 2 §4, spec 1 §2.9: logged-in users follow profiles, not their own. */
export const canFollow = (user: PermissionUser, profileId: number): boolean =>
  isActiveUser(user) && user.id !== profileId;
