import { canBeAssociated } from '../associations/association-pairs.ts';
import { canEdit } from './can-edit.ts';
import { isAssociatedWith, type AssociationDocument } from './association-document.ts';
import {
  isActiveUser,
  isAssociatedUser,
  isCreator,
  isPersonal,
  type PermissionUser,
} from './permission-types.ts';

/** Why an association cannot be added (spec 3 §5 "Association rules"): the editor shows it on the refused button. */
export type AddAssociationRefusal =
  | 'signedOut'
  | 'itself'
  | 'alreadyAssociated'
  /** spec 3 §5: a waypoint already linked the other way (waypoints versus waypoint_children). */
  | 'waypointRelative'
  | 'invalidPair'
  | 'indoorClimbing'
  | 'notEditable'
  | 'waypointToWaypoint'
  | 'xreport'
  | 'personalArticle'
  /** api.md §10.2: no right on the outing, personal image or article, or xreport touched. */
  | 'noRights';

const isIndoorRoutePair = (a: AssociationDocument, b: AssociationDocument) =>
  a.type === 'route' && b.type === 'waypoint' && b.waypoint_type === 'climbing_indoor';

/** api.md §10.2: touching an outing, a personal image/article or an xreport needs a right on it. */
function holdsRightOn(user: NonNullable<PermissionUser>, doc: AssociationDocument): boolean {
  if (doc.type === 'outing') return isAssociatedUser(user, doc);
  if (doc.type === 'xreport' || isPersonal(doc)) return isCreator(user, doc) || isAssociatedUser(user, doc);
  return true;
}

/**
 * Why `user` may not associate `candidate` with `doc` from doc's association editor, or null
 * when they may (spec 3 §5 "Association rules", spec 2 §5, fields.md §15, api.md §10.2).
 * `doc.associations` holds its current lists (both waypoint lists for waypoints).
 */
export function addAssociationRefusal(
  user: PermissionUser,
  doc: AssociationDocument,
  candidate: AssociationDocument,
): AddAssociationRefusal | null {
  if (!isActiveUser(user)) return 'signedOut';
  // spec 3 §5: not the document itself, nor one already associated — which covers a waypoint
  // already in the other relative list (waypoints versus waypoint_children).
  if (candidate.document_id === doc.document_id) return 'itself';
  if (isAssociatedWith(doc, candidate.document_id) || isAssociatedWith(candidate, doc.document_id))
    return doc.type === 'waypoint' && candidate.type === 'waypoint'
      ? 'waypointRelative'
      : 'alreadyAssociated';
  if (!canBeAssociated(doc.type, candidate.type)) return 'invalidPair';
  // spec 3 §5: an indoor-climbing waypoint cannot be added to a route.
  if (isIndoorRoutePair(doc, candidate) || isIndoorRoutePair(candidate, doc)) return 'indoorClimbing';
  // spec 3 §6: associations are edited by editors of the document, never for areas.
  if (doc.type === 'area' || !canEdit(user, doc)) return 'notEditable';
  if (user.moderator) return null;
  // spec 3 §5: non-moderators cannot associate waypoint to waypoint, personal articles, or reports.
  if (doc.type === 'waypoint' && candidate.type === 'waypoint') return 'waypointToWaypoint';
  if (candidate.type === 'xreport') return 'xreport';
  if (candidate.type === 'article' && isPersonal(candidate)) return 'personalArticle';
  return holdsRightOn(user, doc) && holdsRightOn(user, candidate) ? null : 'noRights';
}

/** Whether `user` may associate `candidate` with `doc` (`addAssociationRefusal` finds no reason against). */
export const canAddAssociation = (
  user: PermissionUser,
  doc: AssociationDocument,
  candidate: AssociationDocument,
): boolean => addAssociationRefusal(user, doc, candidate) === null;
