/**
 * The chosen files of the items not saved yet, kept in IndexedDB beside their items in local
 * storage (`pending-store.ts`): a tab closed during an upload finds its queued files again.
 * Where IndexedDB is missing or refuses (private browsing), nothing is kept and nothing fails.
 */

const DATABASE = 'cairn-image-upload';
const STORE = 'files';

let opened: Promise<IDBDatabase | null> | undefined;

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opened;
}

/** Runs `work` on the store; resolves with its request's result, or undefined on any failure. */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Every key of one uploader starts with its address: a key range finds them all. */
const rangeOf = (address: string) => IDBKeyRange.bound(`${address}|`, `${address}|\uffff`);

export const keepFile = (address: string, key: string, file: File): Promise<unknown> =>
  withStore('readwrite', (store) => store.put(file, `${address}|${key}`));

export const dropFile = (address: string, key: string): Promise<unknown> =>
  withStore('readwrite', (store) => store.delete(`${address}|${key}`));

export const dropFiles = (address: string): Promise<unknown> =>
  withStore('readwrite', (store) => store.delete(rangeOf(address)));

/** The kept files of one uploader, by item key. */
export async function keptFiles(address: string): Promise<Map<string, File>> {
  const [keys, files] = await Promise.all([
    withStore('readonly', (store) => store.getAllKeys(rangeOf(address))),
    withStore('readonly', (store) => store.getAll(rangeOf(address))),
  ]);
  const kept = new Map<string, File>();
  (keys ?? []).forEach((key, index) => {
    const file = files?.[index] as unknown;
    if (file instanceof File) kept.set(String(key).slice(address.length + 1), file);
  });
  return kept;
}
