/**
 * Validation messages, in the spec's words: the form messages of spec 2 §5 for field checks,
 * the server messages of spec 2 §5 and api.md §8.3 for the rules only the server stated.
 */
export const MESSAGES = {
  required: 'required field',
  tooShort: 'This field is too short',
  tooLong: 'This field is too long',
  invalidDate: 'Invalid date',
  // The spec gives no message for numeric bounds; these follow the wording of the two above.
  tooSmall: 'This field is too small',
  tooBig: 'This field is too big',
  invalidValue: 'Invalid value',
  notANumber: (value: unknown) => `"${String(value)}" is not a number`,
  notOneOf: (value: unknown, values: readonly string[]) =>
    `"${String(value)}" is not one of ${values.join(', ')}`,
  duplicateLang: (lang: string) => `lang "${lang}" is given twice`,
  // fields.md §1: the Basque locale is frozen for non-moderators (wording ours).
  frozenLang: (lang: string) => `lang "${lang}" can only be changed by moderators`,
  invalidIsbn: 'ISBN must be valid',
  routeRequired: 'at least one route required',
  userRequired: 'at least one user required',
  waypointRequired: 'at least one waypoint required',
  noMainWaypointAssociation: 'no association to the main waypoint',
  dateInFuture: 'can not be sometime in the future',
  dateBeforeStart: 'can not be prior the starting date',
  geometryForbidden: 'No permission to change the geometry',
  invalidGeometry: 'Invalid geometry',
  invalidGeometryType: (expected: readonly string[], got: string) =>
    `Invalid geometry type. Expected: [${expected.join(', ')}]. Got: ${got}`,
  // Wording ours: the spec names no message for the shape of a geometry (issue 14).
  geometryNotAllowed: (type: string, key: 'point' | 'detail') =>
    `Documents of type ${type} have no ${key === 'point' ? 'point' : 'detail'} geometry`,
  invalidPosition:
    'Invalid geometry: a position is an array of 2 to 4 finite numbers (x, y, elevation, time)',
  outsideWorld: 'Invalid geometry: x and y must lie within ±20037508.34 (EPSG:3857 metres)',
  lineTooShort: 'Invalid geometry: a line needs at least 2 positions',
  ringTooShort: 'Invalid geometry: a polygon ring needs at least 4 positions',
  ringNotClosed: 'Invalid geometry: a polygon ring must end at its first position',
  emptyGeometry: 'Invalid geometry: no coordinates',
} as const;

/** One validation problem; `field` follows api.md §1.4 (`activities`, `locales.0.title`, `associations.routes`). */
export interface ValidationError {
  field: string;
  message: string;
}
