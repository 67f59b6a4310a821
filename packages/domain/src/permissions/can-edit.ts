import {
  isActiveUser,
  isAssociatedUser,
  isCreator,
  isPersonal,
  type PermissionDocument,
  type PermissionUser,
} from './permission-types.ts';

/**
 * spec 2 §6: moderators edit any document. Others never edit protected documents; routes,
 * waypoints, areas, books and maps by any logged-in user; a profile by its owner; collaborative
 * articles and images by anyone, personal ones (and copyright images) by their creator; an
 * xreport by its author or an associated user; an outing by an associated user.
 */
export function canEdit(user: PermissionUser, doc: PermissionDocument): boolean {
  if (!isActiveUser(user)) return false;
  if (user.moderator) return true;
  if (doc.protected) return false;
  switch (doc.type) {
    case 'route':
    case 'waypoint':
    case 'area':
    case 'book':
    case 'map':
      return true;
    case 'profile':
      return doc.document_id === user.id;
    case 'article':
    case 'image':
      return isPersonal(doc) ? isCreator(user, doc) : true;
    case 'xreport':
      return isCreator(user, doc) || isAssociatedUser(user, doc);
    case 'outing':
      return isAssociatedUser(user, doc);
  }
}
