/** Association lists per type (fields.md §15; api.md §1.2, §5.3, §8.4). */
import type { DocumentType } from '../documents/document-types.ts';

/** Association keys of bodies and responses, with the type of their documents. */
export const ASSOCIATION_KEY_TYPES = {
  waypoints: 'waypoint',
  waypoint_children: 'waypoint',
  routes: 'route',
  outings: 'outing',
  images: 'image',
  articles: 'article',
  books: 'book',
  xreports: 'xreport',
  users: 'profile',
  areas: 'area',
} as const satisfies Record<string, DocumentType>;
export type AssociationKey = keyof typeof ASSOCIATION_KEY_TYPES;

/** Editable association lists in editor order (fields.md §15); area has no editor. */
export const EDITABLE_ASSOCIATIONS: Record<DocumentType, readonly AssociationKey[]> = {
  area: [],
  article: ['articles', 'waypoints', 'routes', 'books', 'outings', 'xreports', 'users', 'images'],
  book: ['articles', 'waypoints', 'routes', 'images'],
  image: ['routes', 'waypoints', 'outings', 'xreports', 'articles', 'areas', 'books', 'users', 'images'],
  map: [],
  outing: ['routes', 'users', 'images', 'xreports', 'articles'],
  profile: ['images'],
  route: ['waypoints', 'books', 'routes', 'articles', 'images', 'xreports'],
  waypoint: ['waypoints', 'waypoint_children', 'books', 'articles', 'images'],
  xreport: ['outings', 'users', 'routes', 'waypoints', 'images', 'articles'],
};

/** Keys a create/update body may carry (api.md §8.4); others are ignored. */
export const UPDATABLE_ASSOCIATION_KEYS: Record<DocumentType, readonly AssociationKey[]> = {
  area: ['images'],
  article: ['articles', 'images', 'users', 'routes', 'waypoints', 'outings', 'books', 'xreports'],
  book: ['routes', 'articles', 'images', 'waypoints'],
  image: ['routes', 'waypoints', 'images', 'users', 'articles', 'areas', 'outings', 'books', 'xreports'],
  map: [],
  outing: ['articles', 'routes', 'users', 'xreports'],
  profile: [],
  route: ['articles', 'routes', 'waypoints', 'books', 'xreports'],
  waypoint: ['articles', 'waypoints', 'waypoint_children', 'xreports'],
  xreport: ['routes', 'outings', 'articles', 'users', 'images'],
};

/** The key under which documents of `type` are listed (`waypoints` for waypoints' parents). */
export const associationKeyOf = (type: DocumentType): AssociationKey =>
  type === 'profile' ? 'users' : (`${type}s` as AssociationKey);
