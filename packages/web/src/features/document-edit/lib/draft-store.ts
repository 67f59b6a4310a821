/**
 * Drafts of the edit forms (issue 12 §7: nothing a user wrote is lost). The form writes its
 * state here as the user types; reopening the same form (same type, document and language)
 * after a crash, a closed tab or a failed save offers to restore it; a successful save clears it.
 *
 * localStorage, one entry per form, under the app's namespace (`cairn.draft.route.123.fr`,
 * `cairn.draft.route.new.fr` for an add form). Drafts older than `DRAFT_LIFETIME_DAYS` are
 * dropped when read. A write can fail (private browsing, full quota): `saveDraft` says so, and
 * the form tells the user their work is not kept locally.
 */
import type { DocumentType, EditedDocument } from '@cairn/domain';
import { readStored, writeStored, storageKey } from '../../../lib/storage.ts';

export const DRAFT_LIFETIME_DAYS = 30;

export interface DraftAddress {
  type: DocumentType;
  /** Absent for an add form. */
  id?: number | undefined;
  lang: string;
}

export interface Draft {
  /** When the draft was last written (ms since the epoch). */
  savedAt: number;
  /** The document version the form was opened on (to detect a conflict when restoring). */
  baseVersion: number | null;
  document: EditedDocument;
}

const keyOf = ({ type, id, lang }: DraftAddress) => `draft.${type}.${id ?? 'new'}.${lang}`;

/** Writes the draft; false when the browser refused to keep it. */
export function saveDraft(
  address: DraftAddress,
  document: EditedDocument,
  baseVersion: number | null,
  now = Date.now(),
): boolean {
  const value = JSON.stringify({ savedAt: now, baseVersion, document } satisfies Draft);
  writeStored(keyOf(address), value);
  return readStored(keyOf(address)) === value;
}

/** The draft of this form, if one is kept and not expired. */
export function loadDraft(address: DraftAddress, now = Date.now()): Draft | null {
  const raw = readStored(keyOf(address));
  if (raw === null) return null;
  const draft = parse(raw);
  if (!draft || now - draft.savedAt > DRAFT_LIFETIME_DAYS * 86_400_000) {
    writeStored(keyOf(address), null);
    return null;
  }
  return draft;
}

export function clearDraft(address: DraftAddress): void {
  writeStored(keyOf(address), null);
}

/** The key of a form's draft in localStorage (tests, and the storage event of other tabs). */
export const draftStorageKey = (address: DraftAddress) => storageKey(keyOf(address));

function parse(raw: string): Draft | null {
  try {
    const value = JSON.parse(raw) as Partial<Draft> | null;
    if (
      !value ||
      typeof value.savedAt !== 'number' ||
      typeof value.document !== 'object' ||
      value.document === null
    )
      return null;
    return {
      savedAt: value.savedAt,
      baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : null,
      document: value.document,
    };
  } catch {
    return null;
  }
}
