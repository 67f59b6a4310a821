/** The ten document types, with their URL letter (spec 1 §3, spec 2 §1, fields.md §16 item 17). */
export const DOCUMENT_TYPES = [
  'area',
  'article',
  'book',
  'image',
  'map',
  'outing',
  'profile',
  'route',
  'waypoint',
  'xreport',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const TYPE_LETTERS = {
  area: 'a',
  article: 'c',
  book: 'b',
  image: 'i',
  map: 'm',
  outing: 'o',
  profile: 'u',
  route: 'r',
  waypoint: 'w',
  xreport: 'x',
} as const satisfies Record<DocumentType, string>;
export type DocumentLetter = (typeof TYPE_LETTERS)[DocumentType];

export const LETTER_TYPES = Object.fromEntries(
  Object.entries(TYPE_LETTERS).map(([type, letter]) => [letter, type]),
) as Record<DocumentLetter, DocumentType>;

/** Types that carry a point and show on maps in lists (spec 2 §1). */
export const GEOLOCALISED_TYPES = [
  'image',
  'outing',
  'profile',
  'route',
  'waypoint',
  'xreport',
] as const satisfies readonly DocumentType[];

/** Plural used in URLs and API paths: `/routes`, `/waypoints`… */
export const pluralOf = (type: DocumentType): `${DocumentType}s` => `${type}s`;

export function typeFromPlural(plural: string): DocumentType | undefined {
  if (!plural.endsWith('s')) return undefined;
  const t = plural.slice(0, -1);
  return (DOCUMENT_TYPES as readonly string[]).includes(t) ? (t as DocumentType) : undefined;
}

export const isDocumentType = (value: string): value is DocumentType =>
  (DOCUMENT_TYPES as readonly string[]).includes(value);

export const isGeolocalised = (type: DocumentType): boolean =>
  (GEOLOCALISED_TYPES as readonly string[]).includes(type);
