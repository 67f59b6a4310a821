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

const isIndoorRoutePair = (a: AssociationDocument, b: AssociationDocument) =>
  a.type === 'route' && b.type === 'waypoint' && b.waypoint_type === 'climbing_indoor';

/** api.md §10.2: touching an outing, a personal image/article or an xreport needs a right on it. */
function holdsRightOn(user: NonNullable<PermissionUser>, doc: AssociationDocument): boolean {
  if (doc.type === 'outing') return isAssociatedUser(user, doc);
  if (doc.type === 'xreport' || isPersonal(doc)) return isCreator(user, doc) || isAssociatedUser(user, doc);
  return true;
}

/**
 * Whether `user` may associate `candidate` with `doc` from doc's association editor (spec 3 §5
 * "Association rules", spec 2 §5, fields.md §15, api.md §10.2). `doc.associations` holds its
 * current lists (both waypoint lists for waypoints).
 */
export function canAddAssociation(
  user: PermissionUser,
  doc: AssociationDocument,
  candidate: AssociationDocument,
): boolean {
  if (!isActiveUser(user)) return false;
  // spec 3 §5: not the document itself, nor one already associated — which covers a waypoint
  // already in the other relative list (waypoints versus waypoint_children).
  if (candidate.document_id === doc.document_id) return false;
  if (isAssociatedWith(doc, candidate.document_id) || isAssociatedWith(candidate, doc.document_id))
    return false;
  if (!canBeAssociated(doc.type, candidate.type)) return false;
  // spec 3 §5: an indoor-climbing waypoint cannot be added to a route.
  if (isIndoorRoutePair(doc, candidate) || isIndoorRoutePair(candidate, doc)) return false;
  // spec 3 §6: associations are edited by editors of the document, never for areas.
  if (doc.type === 'area' || !canEdit(user, doc)) return false;
  if (user.moderator) return true;
  // spec 3 §5: non-moderators cannot associate waypoint to waypoint, personal articles, or reports.
  if (doc.type === 'waypoint' && candidate.type === 'waypoint') return false;
  if (candidate.type === 'xreport' || (candidate.type === 'article' && isPersonal(candidate))) return false;
  return holdsRightOn(user, doc) && holdsRightOn(user, candidate);
}
