/**
 * The uploaded items not saved yet, kept per parent document and user in local storage
 * (issue 15 §4): a tab closed during an upload loses at most the file on its way; the files
 * already on the server come back as SUCCESS items the next time the uploader opens there.
 */
import { readStored, writeStored } from '../../../lib/storage.ts';
import type { UploadItem } from './upload-items.ts';

export interface PendingAddress {
  parentType: string;
  parentId: number;
  userId: number;
}

const keyOf = ({ parentType, parentId, userId }: PendingAddress) =>
  `imageUpload.${parentType}.${parentId}.${userId}`;

/** The items worth keeping: those whose file the server holds. */
export const pendingItems = (items: readonly UploadItem[]): UploadItem[] =>
  items.filter((item) => item.status === 'success' && !!item.filename);

const isItem = (value: unknown): value is UploadItem => {
  const item = value as Partial<UploadItem> | null;
  return (
    !!item &&
    typeof item.key === 'string' &&
    typeof item.name === 'string' &&
    typeof item.filename === 'string' &&
    item.status === 'success' &&
    typeof item.metadata === 'object' &&
    !!item.metadata &&
    typeof item.metadata.title === 'string' &&
    typeof item.metadata.image_type === 'string' &&
    Array.isArray(item.metadata.categories) &&
    Array.isArray(item.metadata.activities)
  );
};

/** The kept items of a stored text; anything unreadable is dropped. */
export function parsePending(text: string | null): UploadItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isItem) : [];
  } catch {
    return [];
  }
}

export const loadPending = (address: PendingAddress): UploadItem[] =>
  parsePending(readStored(keyOf(address)));

export function savePending(address: PendingAddress, items: readonly UploadItem[]): void {
  const kept = pendingItems(items);
  writeStored(keyOf(address), kept.length ? JSON.stringify(kept) : null);
}

export const clearPending = (address: PendingAddress): void => writeStored(keyOf(address), null);
