import { canDelete } from './can-delete.ts';
import type { PermissionDocument, PermissionUser } from './permission-types.ts';

/** spec 2 §5: a locale is deleted like its document, and only while more than one language exists. */
export const canDeleteLocale = (
  user: PermissionUser,
  doc: PermissionDocument & { available_langs?: readonly string[] | null },
  now: Date,
): boolean => (doc.available_langs?.length ?? 0) > 1 && canDelete(user, doc, now);
