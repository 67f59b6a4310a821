import { MESSAGES } from '@cairn/domain';
import type { LooseT } from '../../../lib/loose-t.ts';

/**
 * The domain's and the server's English messages of document validation (spec 2 §5, api.md
 * §8.3) with the key each shows as in the user's language. Anything else shows as written.
 */
const MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.required]: 'documentEdit.errors.required',
  Required: 'documentEdit.errors.required',
  [MESSAGES.tooShort]: 'documentEdit.errors.tooShort',
  [MESSAGES.tooLong]: 'documentEdit.errors.tooLong',
  [MESSAGES.invalidDate]: 'documentEdit.errors.invalidDate',
  [MESSAGES.tooSmall]: 'documentEdit.errors.tooSmall',
  [MESSAGES.tooBig]: 'documentEdit.errors.tooBig',
  [MESSAGES.invalidValue]: 'documentEdit.errors.invalidValue',
  [MESSAGES.invalidIsbn]: 'documentEdit.errors.invalidIsbn',
  [MESSAGES.routeRequired]: 'documentEdit.errors.routeRequired',
  [MESSAGES.userRequired]: 'documentEdit.errors.userRequired',
  [MESSAGES.waypointRequired]: 'documentEdit.errors.waypointRequired',
  [MESSAGES.noMainWaypointAssociation]: 'documentEdit.errors.noMainWaypoint',
  [MESSAGES.dateInFuture]: 'documentEdit.errors.dateInFuture',
  [MESSAGES.dateBeforeStart]: 'documentEdit.errors.dateBeforeStart',
  [MESSAGES.invalidGeometry]: 'documentEdit.errors.invalidGeometry',
  [MESSAGES.geometryForbidden]: 'documentEdit.errors.geometryForbidden',
  'No permission to change a protected document': 'documentEdit.errors.protected',
  'can not update merged document': 'documentEdit.errors.merged',
};

/** A validation message in the user's language, with the bounds of the field where it has them. */
export function validationMessage(message: string, t: LooseT, bounds?: { min?: number; max?: number }) {
  if (message === MESSAGES.tooSmall && bounds?.min !== undefined)
    return t('documentEdit.errors.tooSmallBound', { min: bounds.min });
  if (message === MESSAGES.tooBig && bounds?.max !== undefined)
    return t('documentEdit.errors.tooBigBound', { max: bounds.max });
  // The shape checks of a geometry (`Invalid geometry: …`) detail for API clients what the
  // form's map never draws: the form says it in one sentence.
  const key =
    MESSAGE_KEYS[message] ??
    (message.startsWith(MESSAGES.invalidGeometry) ? MESSAGE_KEYS[MESSAGES.invalidGeometry] : undefined);
  return key ? t(key) : message;
}
