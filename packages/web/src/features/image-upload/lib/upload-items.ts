/**
 * The uploader's items (spec 2 §4, §5; issue 15): one per chosen file, INITIAL → SAVING
 * (percent) → SUCCESS or FAILED (retry or cancel). Pure: the dialog keeps the list in a reducer
 * and the files themselves beside it, keyed by `keyOf`.
 */
import type { ImageFields } from './exif-fields.ts';

export type UploadStatus = 'initial' | 'saving' | 'success' | 'failed';
export type Rotation = 0 | 90 | 180 | 270;

/** What the user sets on each image (issue 15 §3); the EXIF facts come beside it. */
export interface ItemMetadata {
  title: string;
  image_type: string;
  categories: string[];
  activities: string[];
}

export interface UploadItem {
  /** Name plus last-modified time: the same file chosen twice is one item (spec 2 §4). */
  key: string;
  name: string;
  size: number;
  /** The browser's type of the file (`image/jpeg`…), from its name. */
  mimeType: string;
  status: UploadStatus;
  /** Upload progress while SAVING, 0 to 100. */
  percent: number;
  rotation: Rotation;
  /** The stored name the server gave (SUCCESS). */
  filename: string | null;
  /** Why it FAILED: `unreadable` (the server or the browser cannot read it) or the server's words. */
  error: string | null;
  metadata: ItemMetadata;
  /** Fields read from the file's EXIF (date, camera, point…), null until read. */
  exif: ImageFields | null;
}

/** The facts of a chosen file the items need (a `File` has them). */
export interface FileFacts {
  name: string;
  lastModified: number;
  size: number;
  type: string;
}

export const keyOf = (file: Pick<FileFacts, 'name' | 'lastModified'>): string =>
  `${file.name}:${file.lastModified}`;

/** spec 2 §5: images only; the browser types a file from its name. */
export const isImageFile = (file: Pick<FileFacts, 'type'>): boolean => file.type.startsWith('image/');

export const isSvg = (item: Pick<UploadItem, 'mimeType' | 'name'>): boolean =>
  item.mimeType === 'image/svg+xml' || /\.svgz?$/i.test(item.name);

export type UploadAction =
  | { kind: 'add'; files: FileFacts[]; metadata: ItemMetadata }
  | { kind: 'start'; key: string }
  | { kind: 'progress'; key: string; percent: number }
  | { kind: 'succeed'; key: string; filename: string }
  | { kind: 'fail'; key: string; error: string }
  | { kind: 'retry'; key: string }
  | { kind: 'remove'; key: string }
  | { kind: 'rotate'; key: string }
  | { kind: 'exif'; key: string; exif: ImageFields }
  | { kind: 'edit'; key: string; metadata: Partial<ItemMetadata> }
  /** Items of a closed tab, put back. */
  | { kind: 'restore'; items: UploadItem[] }
  /** A waiting item put back without its file: it cannot be sent and goes. */
  | { kind: 'forget'; key: string };

/** A new item of a chosen file. */
export function newItem(file: FileFacts, metadata: ItemMetadata): UploadItem {
  return {
    key: keyOf(file),
    name: file.name,
    size: file.size,
    mimeType: file.type,
    status: 'initial',
    percent: 0,
    rotation: 0,
    filename: null,
    error: null,
    metadata: { ...metadata, categories: [...metadata.categories], activities: [...metadata.activities] },
    exif: null,
  };
}

/** The files of `files` not already in `items` nor twice in `files` (spec 2 §4), images only. */
export function newFiles<F extends FileFacts>(items: readonly UploadItem[], files: readonly F[]): F[] {
  const seen = new Set(items.map((item) => item.key));
  return files.filter((file) => {
    const key = keyOf(file);
    if (!isImageFile(file) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** spec 2 §4: 90° steps modulo 360; not for SVG, nor while saving, nor once failed. */
export const canRotate = (item: UploadItem): boolean =>
  !isSvg(item) && item.status !== 'saving' && item.status !== 'failed';

/** spec 2 §4: Save needs at least one item, every one SUCCESS. */
export const canSave = (items: readonly UploadItem[]): boolean =>
  items.length > 0 && items.every((item) => item.status === 'success');

/** Uploads run one after the other: the next INITIAL item once none is SAVING. */
export function nextToUpload(items: readonly UploadItem[]): UploadItem | undefined {
  if (items.some((item) => item.status === 'saving')) return undefined;
  return items.find((item) => item.status === 'initial');
}

export const isBusy = (items: readonly UploadItem[]): boolean =>
  items.some((item) => item.status === 'saving' || item.status === 'initial');

const update = (items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem | null) =>
  items.flatMap((item) => {
    if (item.key !== key) return [item];
    const next = change(item);
    return next ? [next] : [];
  });

export function uploadReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.kind) {
    case 'add':
      return [...items, ...newFiles(items, action.files).map((file) => newItem(file, action.metadata))];
    case 'restore': {
      const known = new Set(items.map((item) => item.key));
      return [...items, ...action.items.filter((item) => !known.has(item.key))];
    }
    case 'start':
      return update(items, action.key, (item) =>
        item.status === 'initial' ? { ...item, status: 'saving', percent: 0, error: null } : item,
      );
    case 'progress':
      return update(items, action.key, (item) =>
        item.status === 'saving'
          ? { ...item, percent: Math.max(item.percent, Math.min(100, Math.round(action.percent))) }
          : item,
      );
    case 'succeed':
      return update(items, action.key, (item) =>
        item.status === 'saving'
          ? { ...item, status: 'success', percent: 100, filename: action.filename }
          : item,
      );
    case 'fail':
      return update(items, action.key, (item) =>
        item.status === 'saving' || item.status === 'initial'
          ? { ...item, status: 'failed', percent: 0, error: action.error }
          : item,
      );
    case 'retry':
      return update(items, action.key, (item) =>
        item.status === 'failed' ? { ...item, status: 'initial', error: null } : item,
      );
    case 'remove':
      return update(items, action.key, () => null);
    case 'forget':
      return update(items, action.key, (item) => (item.status === 'initial' ? null : item));
    case 'rotate':
      // An uploaded file is sent again, turned: its item goes back to the queue.
      return update(items, action.key, (item) =>
        canRotate(item)
          ? {
              ...item,
              rotation: ((item.rotation + 90) % 360) as Rotation,
              status: 'initial',
              percent: 0,
              filename: null,
            }
          : item,
      );
    case 'exif':
      return update(items, action.key, (item) => ({ ...item, exif: action.exif }));
    case 'edit':
      return update(items, action.key, (item) => ({
        ...item,
        metadata: { ...item.metadata, ...action.metadata },
      }));
  }
}
