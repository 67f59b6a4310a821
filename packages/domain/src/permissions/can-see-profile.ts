import { isActiveUser, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: profiles may be denied to unauthenticated users (the account's is_profile_public flag). */
export const canSeeProfile = (
  user: PermissionUser,
  profile: { is_profile_public?: boolean | null },
): boolean => profile.is_profile_public === true || isActiveUser(user);
