/**
 * The items not saved yet, kept per parent document and user in local storage (issue 15 §4),
 * their files in IndexedDB (`pending-files.ts`): the next time the uploader opens there, the
 * files already on the server come back as SUCCESS items and the others queue again — a tab
 * closed during an upload loses at most the file on its way.
 */
import { readStored, writeStored } from '../../../lib/storage.ts';
import type { UploadItem } from './upload-items.ts';

export interface PendingAddress {
  parentType: string;
  parentId: number;
  userId: number;
}

/** The text naming one uploader: its parent document and user. */
export const addressText = ({ parentType, parentId, userId }: PendingAddress): string =>
  `${parentType}.${parentId}.${userId}`;

const keyOf = (address: PendingAddress) => `imageUpload.${addressText(address)}`;

/** The items as they come back: uploaded ones as they are, the others waiting again. */
export const pendingItems = (items: readonly UploadItem[]): UploadItem[] =>
  items.map((item) =>
    item.status === 'success' && item.filename
      ? item
      : { ...item, status: 'initial', percent: 0, error: null, filename: null },
  );

const isItem = (value: unknown): value is UploadItem => {
  const item = value as Partial<UploadItem> | null;
  return (
    !!item &&
    typeof item.key === 'string' &&
    typeof item.name === 'string' &&
    ((item.status === 'success' && typeof item.filename === 'string') ||
      (item.status === 'initial' && item.filename === null)) &&
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
