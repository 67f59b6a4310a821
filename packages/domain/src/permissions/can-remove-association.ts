import { canEdit } from './can-edit.ts';
import { countOf, type AssociationDocument } from './association-document.ts';
import {
  isActiveUser,
  isAssociatedUser,
  isCreator,
  isPersonal,
  type PermissionUser,
} from './permission-types.ts';

/** Why an association cannot be removed (spec 3 §5, api.md §10.2): the editor shows it on the refused button. */
export type RemoveAssociationRefusal =
  | 'signedOut'
  | 'lastRoute'
  | 'mainWaypoint'
  | 'lastWaypoint'
  | 'notEditable'
  /** spec 3 §5: non-moderators do not remove themselves from an outing (from either side). */
  | 'ownProfile'
  | 'image'
  | 'xreport'
  | 'personalArticle'
  /** An outing the user neither created nor takes part in. */
  | 'noRights'
  /** Every other link is removed by moderators only (spec 3 §5 "otherwise only own-profile or own-outing cases"). */
  | 'moderatorsOnly';

/** The refusals that hold for everyone, moderators included: what a document must keep. */
export const STRUCTURAL_REMOVE_REFUSALS: readonly RemoveAssociationRefusal[] = [
  'lastRoute',
  'mainWaypoint',
  'lastWaypoint',
];

/** spec 3 §5: an outing keeps at least one route (for everyone, moderators included). */
const isLastRoute = (outing: AssociationDocument, other: AssociationDocument) =>
  outing.type === 'outing' && other.type === 'route' && (countOf(outing, 'routes') ?? 2) <= 1;

/** api.md §10.2: a route keeps its main waypoint and at least one waypoint. */
function keptWaypointRefusal(
  route: AssociationDocument,
  other: AssociationDocument,
): RemoveAssociationRefusal | null {
  if (route.type !== 'route' || other.type !== 'waypoint') return null;
  if (route.main_waypoint_id === other.document_id) return 'mainWaypoint';
  return (countOf(route, 'waypoints') ?? 2) <= 1 ? 'lastWaypoint' : null;
}

/**
 * Why `user` may not remove the association of `associated` from `doc`, or null when they may
 * (spec 3 §5, spec 2 §5): never the last route of an outing, nor a route's main or last
 * waypoint; moderators otherwise may. Other editors: from an outing anything but themselves;
 * from their own profile anything but their outings (themselves again); elsewhere only their own outings — never images, personal
 * articles or xreports.
 */
export function removeAssociationRefusal(
  user: PermissionUser,
  doc: AssociationDocument,
  associated: AssociationDocument,
): RemoveAssociationRefusal | null {
  if (!isActiveUser(user)) return 'signedOut';
  if (isLastRoute(doc, associated) || isLastRoute(associated, doc)) return 'lastRoute';
  const waypoint = keptWaypointRefusal(doc, associated) ?? keptWaypointRefusal(associated, doc);
  if (waypoint) return waypoint;
  if (doc.type === 'area' || !canEdit(user, doc)) return 'notEditable';
  if (user.moderator) return null;
  if (doc.type === 'outing')
    return associated.type === 'profile' && associated.document_id === user.id ? 'ownProfile' : null;
  // spec 3 §5: from their own profile anything — but their outings, which would remove them
  // from the outing all the same.
  if (doc.type === 'profile' && doc.document_id === user.id)
    return associated.type === 'outing' ? 'ownProfile' : null;
  if (associated.type === 'image') return 'image';
  if (associated.type === 'xreport') return 'xreport';
  if (associated.type === 'article' && isPersonal(associated)) return 'personalArticle';
  if (associated.type === 'outing')
    return isCreator(user, associated) || isAssociatedUser(user, associated) ? null : 'noRights';
  return 'moderatorsOnly';
}

/** Whether `user` may remove the association of `associated` from `doc` (no `removeAssociationRefusal`). */
export const canRemoveAssociation = (
  user: PermissionUser,
  doc: AssociationDocument,
  associated: AssociationDocument,
): boolean => removeAssociationRefusal(user, doc, associated) === null;
