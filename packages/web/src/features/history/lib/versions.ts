import type { DocumentType, PermissionUser } from '@cairn/domain';
import type { Session } from '../../../lib/session.ts';
import type { Version } from '../api/get-history.ts';

/**
 * Spec 2 §2: no version view for profiles; api.md §9.1/§16: no version endpoint for maps
 * either. Their history lists the versions without links to view or compare them.
 */
export const hasVersionView = (type: DocumentType): boolean => type !== 'profile' && type !== 'map';

/** The signed-in user as the domain's permission predicates see them. */
export const permissionUserOf = (session: Session | null): PermissionUser =>
  session ? { id: session.id, moderator: session.roles.includes('moderator') } : null;

/** The history newest first, as the page lists it (api.md §9.2 answers oldest first). */
export const newestFirst = (versions: readonly Version[]): Version[] =>
  [...versions].sort((a, b) => b.version_id - a.version_id);

/** A diff address end: a version id, or the word standing for the neighbour (spec 2 §2). */
export type DiffEnd = number | 'prev' | 'next' | undefined;

/** Reads a diff address segment: digits, `prev`/`next`, or nothing (the defaults). */
export function parseDiffEnd(raw: string | undefined): DiffEnd {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'prev' || raw === 'next') return raw;
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

/**
 * Which version anchors a diff address (spec 2 §2, defaults prev and next): a numbered `to`
 * is compared with `from` (or its previous version); a numbered `from` alone with its next
 * version; with no number at all, the latest version with its previous one.
 */
export type DiffPlan =
  | { anchor: 'to'; to: number; from: number | 'prev' }
  | { anchor: 'from'; from: number }
  | { anchor: 'latest' };

export function diffPlanOf(from: DiffEnd, to: DiffEnd): DiffPlan {
  if (typeof to === 'number') return { anchor: 'to', to, from: typeof from === 'number' ? from : 'prev' };
  if (typeof from === 'number') return { anchor: 'from', from };
  return { anchor: 'latest' };
}
