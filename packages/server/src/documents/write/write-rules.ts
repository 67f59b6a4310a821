/**
 * Rules shared by create and update: the write context, domain validation errors in the API
 * error shape (api.md §1.4), and the image and article type rules of api.md §8.5.
 */
import type { Kysely } from 'kysely';
import { canSetImageType, type DocumentType, type ValidationError } from '@cairn/domain';
import type { DB } from '../../db/schema.ts';
import { ApiError, forbidden, type ErrorEntry } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import type { PolygonIndex } from './polygon-index.ts';

export interface WriteContext {
  db: Kysely<DB>;
  polygons: PolygonIndex;
  user: CurrentUser;
  now?: Date;
  /** Account anonymous xreports are attributed to (config ANONYMOUS_USER_ID, api.md §8.5). */
  anonymousUserId?: number | undefined;
  /** Most positions of a detail geometry (config GEOMETRY_MAX_POINTS); 50,000 when not given. */
  geometryMaxPoints?: number;
}

/**
 * Domain errors as API entries. Inside PUT bodies schema paths are prefixed `document.`
 * (api.md §1.4); association checks and the duplicate-lang check keep their bare names.
 */
export function toErrorEntries(errors: ValidationError[], prefix = ''): ErrorEntry[] {
  return errors.map((e) => ({
    location: 'body',
    name:
      prefix && !e.field.startsWith('associations.') && e.field !== 'locales'
        ? `${prefix}${e.field}`
        : e.field,
    description: SERVER_WORDING[e.message] ?? e.message,
  }));
}

/**
 * The form's messages (spec 2 §5: 'required field', 'This field is too short'…) as the server
 * words them on the wire (spec 2 §5 server messages, api.md §1.4: `Required`, `Shorter than
 * minimum length`…), so existing API clients read what they expect.
 */
const SERVER_WORDING: Record<string, string> = {
  'required field': 'Required',
  'This field is too short': 'Shorter than minimum length',
  'This field is too long': 'Longer than maximum length',
};

/** Throws the collected validation errors as one 400. */
export function throwIfAny(errors: ErrorEntry[]): void {
  if (errors.length) throw new ApiError(400, errors);
}

/**
 * api.md §8.5 image and article types: `copyright` only by moderators (403), other changes as
 * the domain's canSetImageType allows (400); a collaborative article keeps its type (400).
 */
export function typeChangeErrors(
  type: DocumentType,
  user: CurrentUser,
  current: Record<string, unknown> | null,
  next: Record<string, unknown>,
  hasBook: boolean,
): ErrorEntry[] {
  if (type === 'image' && typeof next.image_type === 'string') {
    const from = (current?.image_type as string | null | undefined) ?? null;
    if (next.image_type === 'copyright' && from !== 'copyright' && !user.moderator) {
      throw forbidden('No permission to set the image type copyright');
    }
    if (!canSetImageType(user, { current: from, next: next.image_type, hasBook })) {
      return [
        {
          location: 'body',
          name: 'image_type',
          description: `can not change image_type from ${from} to ${next.image_type}`,
        },
      ];
    }
  }
  // api.md §8.5: collab articles cannot change type (no domain predicate for it).
  if (
    type === 'article' &&
    current?.article_type === 'collab' &&
    next.article_type !== 'collab' &&
    !user.moderator
  ) {
    return [
      { location: 'body', name: 'article_type', description: 'a collaborative article can not change type' },
    ];
  }
  return [];
}

/** 403 messages of api.md §8.5 when canEdit refuses. */
export const EDIT_REFUSALS: Partial<Record<DocumentType, string>> = {
  outing: 'No permission to change this outing',
  profile: 'No permission to change this profile',
  xreport: 'No permission to change this xreport',
  image: 'No permission to change this image',
  article: 'No permission to change this article',
};
