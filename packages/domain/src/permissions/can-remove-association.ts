import { canEdit } from './can-edit.ts';
import { countOf, type AssociationDocument } from './association-document.ts';
import {
  isActiveUser,
  isAssociatedUser,
  isCreator,
  isPersonal,
  type PermissionUser,
} from './permission-types.ts';

/** spec 3 §5: an outing keeps at least one route (for everyone, moderators included). */
const isLastRoute = (outing: AssociationDocument, other: AssociationDocument) =>
  outing.type === 'outing' && other.type === 'route' && (countOf(outing, 'routes') ?? 2) <= 1;

/** api.md §10.2: a route keeps its main waypoint and at least one waypoint. */
const isKeptWaypoint = (route: AssociationDocument, other: AssociationDocument) =>
  route.type === 'route' &&
  other.type === 'waypoint' &&
  (route.main_waypoint_id === other.document_id || (countOf(route, 'waypoints') ?? 2) <= 1);

/**
 * Whether `user` may remove the association of `associated` from `doc` (spec 3 §5, spec 2 §5):
 * never the last route of an outing; moderators otherwise may. Other editors: from an outing
 * anything but themselves; from their own profile anything; elsewhere only their own outings —
 * never images, personal articles or xreports.
 */
export function canRemoveAssociation(
  user: PermissionUser,
  doc: AssociationDocument,
  associated: AssociationDocument,
): boolean {
  if (!isActiveUser(user)) return false;
  if (isLastRoute(doc, associated) || isLastRoute(associated, doc)) return false;
  if (isKeptWaypoint(doc, associated) || isKeptWaypoint(associated, doc)) return false;
  if (doc.type === 'area' || !canEdit(user, doc)) return false;
  if (user.moderator) return true;
  if (doc.type === 'outing') return !(associated.type === 'profile' && associated.document_id === user.id);
  if (doc.type === 'profile' && doc.document_id === user.id) return true;
  if (associated.type === 'image' || associated.type === 'xreport') return false;
  if (associated.type === 'article' && isPersonal(associated)) return false;
  if (associated.type === 'outing') return isCreator(user, associated) || isAssociatedUser(user, associated);
  return false;
}
