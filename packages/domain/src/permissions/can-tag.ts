import type { DocumentType } from '../documents/document-types.ts';
import { isActiveUser, type PermissionUser } from './permission-types.ts';

/** spec 2 §5: tags (to-do marks) are supported for routes only, for logged-in users. */
export const canTag = (user: PermissionUser, type: DocumentType): boolean =>
  isActiveUser(user) && type === 'route';
