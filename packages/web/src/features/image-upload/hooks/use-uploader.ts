import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { uploadImage } from '../api/images.ts';
import { dropFile, dropFiles, keepFile, keptFiles } from '../lib/pending-files.ts';
import {
  addressText,
  clearPending,
  loadPending,
  savePending,
  type PendingAddress,
} from '../lib/pending-store.ts';
import { prepareFile, previewOf, UnreadableImage } from '../lib/prepare-file.ts';
import { readExif } from '../lib/read-exif.ts';
import {
  keyOf,
  newFiles,
  nextToUpload,
  uploadReducer,
  type ItemMetadata,
  type UploadItem,
} from '../lib/upload-items.ts';

/** spec 2 §8: the server's words for a file it cannot read, which the item shows translated. */
const NOT_AN_IMAGE = 'Image could not be processed';
/** `UploadItem.error` of a file the browser or the server cannot read. */
export const UNREADABLE = 'unreadable';

/** What an upload failure leaves on its item: `UNREADABLE`, or the error itself to be worded. */
function failureOf(error: unknown): string | ApiError {
  if (error instanceof UnreadableImage) return UNREADABLE;
  if (error instanceof ApiError && error.status === 400 && error.hasDescription(NOT_AN_IMAGE))
    return UNREADABLE;
  if (error instanceof ApiError) return error;
  return UNREADABLE;
}

export interface Uploader {
  items: UploadItem[];
  /** Files kept for the items (none for items put back from a closed tab). */
  hasFile: (key: string) => boolean;
  add: (files: readonly File[]) => { added: number; refused: number };
  retry: (key: string) => void;
  remove: (key: string) => void;
  rotate: (key: string) => void;
  edit: (key: string, metadata: Partial<ItemMetadata>) => void;
  /** The preview of an item's file (a small `data:` image), once drawn. */
  previewOf: (key: string) => string | undefined;
  /** The items are saved: nothing to keep any more. */
  forget: () => void;
  /** The ApiErrors of failed items, for their message. */
  errorOf: (key: string) => ApiError | undefined;
}

/**
 * The uploader's state (issue 15 §1, §2): the items and their files, uploaded one after the
 * other with their progress once chosen (each turned and resized first when it must be), their
 * EXIF read; items and files are kept until saved (`pending-store.ts`, `pending-files.ts`), and
 * those of a closed tab come back: the uploaded ones as they were, the others queued again.
 */
export function useUploader(address: PendingAddress | null, metadata: ItemMetadata): Uploader {
  const [items, dispatch] = useReducer(uploadReducer, [], () => (address ? loadPending(address) : []));
  const files = useRef(new Map<string, File>());
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const errors = useRef(new Map<string, ApiError>());
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef<string | null>(null);
  const unmountTimer = useRef<number | undefined>(undefined);
  const where = address ? addressText(address) : null;
  // The kept files of items put back are read first (IndexedDB answers later).
  const [filesReady, setFilesReady] = useState(!where || items.length === 0);
  const restoredKeys = useRef(items.map((item) => item.key));

  useEffect(() => {
    if (!where || filesReady) return;
    void keptFiles(where).then((kept) => {
      for (const [key, file] of kept) {
        if (files.current.has(key)) continue;
        files.current.set(key, file);
        void previewOf(file).then((url) => {
          if (url) setPreviews((current) => ({ ...current, [key]: url }));
        });
      }
      // A waiting item whose file was not kept cannot be sent: it goes.
      for (const key of restoredKeys.current) if (!kept.has(key)) dispatch({ kind: 'forget', key });
      setFilesReady(true);
    });
  }, [where, filesReady]);

  // Closing the dialog stops the upload on its way; the timer keeps a development remount
  // (StrictMode) from doing so.
  useEffect(() => {
    window.clearTimeout(unmountTimer.current);
    const controllersNow = controllers.current;
    return () => {
      unmountTimer.current = window.setTimeout(() => {
        for (const controller of controllersNow.values()) controller.abort();
      }, 0);
    };
  }, []);

  useEffect(() => {
    if (address) savePending(address, items);
    // `where` stands for the address, a new object at each render of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [where, items]);

  // One upload at a time: the next waiting item once none is on its way.
  useEffect(() => {
    if (running.current || !filesReady) return;
    const item = nextToUpload(items);
    if (!item) return;
    const file = files.current.get(item.key);
    if (!file) {
      dispatch({ kind: 'fail', key: item.key, error: UNREADABLE });
      return;
    }
    running.current = item.key;
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    dispatch({ kind: 'start', key: item.key });
    void (async () => {
      try {
        const prepared = await prepareFile(file, item.rotation);
        const filename = await uploadImage(prepared, prepared.name, {
          signal: controller.signal,
          onProgress: (percent) => dispatch({ kind: 'progress', key: item.key, percent }),
        });
        dispatch({ kind: 'succeed', key: item.key, filename });
      } catch (error) {
        if (!controller.signal.aborted) {
          const failure = failureOf(error);
          if (failure instanceof ApiError) errors.current.set(item.key, failure);
          dispatch({ kind: 'fail', key: item.key, error: failure instanceof ApiError ? 'api' : failure });
        }
      } finally {
        controllers.current.delete(item.key);
        running.current = null;
        // Wakes the queue for the next item.
        dispatch({ kind: 'progress', key: item.key, percent: 100 });
      }
    })();
  }, [items, filesReady]);

  const add = useCallback(
    (chosen: readonly File[]) => {
      const fresh = newFiles(items, chosen);
      for (const file of fresh) {
        const key = keyOf(file);
        files.current.set(key, file);
        if (where) void keepFile(where, key, file);
        void readExif(file).then((exif) => dispatch({ kind: 'exif', key, exif }));
        void previewOf(file).then((url) => {
          if (url) setPreviews((current) => ({ ...current, [key]: url }));
        });
      }
      dispatch({ kind: 'add', files: fresh, metadata });
      const refused = chosen.filter((file) => !file.type.startsWith('image/')).length;
      return { added: fresh.length, refused };
    },
    [items, metadata, where],
  );

  const remove = useCallback(
    (key: string) => {
      controllers.current.get(key)?.abort();
      setPreviews(({ [key]: _removed, ...others }) => others);
      files.current.delete(key);
      errors.current.delete(key);
      if (where) void dropFile(where, key);
      dispatch({ kind: 'remove', key });
    },
    [where],
  );

  return {
    items,
    hasFile: (key) => files.current.has(key),
    add,
    retry: (key) => {
      errors.current.delete(key);
      dispatch({ kind: 'retry', key });
    },
    remove,
    rotate: (key) => dispatch({ kind: 'rotate', key }),
    edit: (key, change) => dispatch({ kind: 'edit', key, metadata: change }),
    previewOf: (key) => previews[key],
    forget: () => {
      if (address) clearPending(address);
      if (where) void dropFiles(where);
    },
    errorOf: (key) => errors.current.get(key),
  };
}
