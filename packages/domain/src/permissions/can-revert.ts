import { isModerator, type PermissionUser } from './permission-types.ts';

/** spec 2 §6: only moderators revert a document to an earlier version (the restore-version button). */
export const canRevert = (user: PermissionUser): boolean => isModerator(user);
