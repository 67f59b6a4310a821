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
 * waypoints, areas (their polygon by moderators only: `detailModeratorOnly`
 * in validate-geometry.ts, api.md §8.5) and books by any logged-in user;
 * maps by moderators only — api.md §1.2 and §8.5 ("create/update: moderators only"), which
 * issue 13 follows against spec 2 §6 and fields.md §16 item 28; a profile by its owner;
 * collaborative articles and images by anyone, personal ones (and copyright images) by their
 * creator; an xreport by its author or an associated user; an outing by an associated user.
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
      return true;
    case 'map':
      return false;
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
