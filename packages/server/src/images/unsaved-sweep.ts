/**
 * Uploads never saved (issue 15): a file accepted by `POST /images/upload` but never attached by
 * `POST /images/list` (the tab closed, Save never pressed) is deleted with its sizes once its
 * `pending_uploads` row is older than `UNSAVED_UPLOAD_HOURS`. Every API node runs the sweep;
 * they share it row by row: a batch of old rows is locked `FOR UPDATE SKIP LOCKED` (another node
 * takes other rows), the files are deleted from the media store, then the rows, in that one
 * transaction. A list call deletes its files' rows first in its own transaction: holding one, it
 * keeps the sweep off that file; coming after the sweep, it finds the file gone and says so.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/client.ts';
import type { DB } from '../db/schema.ts';
import { codeArray } from '../db/sql-arrays.ts';
import type { MediaStore } from './media-store.ts';
import { allVariantNames } from './variants.ts';

/** Rows taken at once by one node. */
const BATCH = 100;
/** How often each node looks for old uploads. */
export const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Records uploaded files as waiting for their image (the upload call). */
export async function recordPendingUpload(db: Kysely<DB>, filename: string): Promise<void> {
  await db
    .insertInto('pending_uploads')
    .values({ filename })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Takes the rows of files being attached (inside the list call's transaction): waits while a
 * sweep holds one, so a file is either swept before (the call then finds no file) or kept.
 */
export async function claimPendingUploads(db: Kysely<DB>, filenames: string[]): Promise<void> {
  if (!filenames.length) return;
  await sql`DELETE FROM pending_uploads WHERE filename = ANY(${codeArray(filenames)})`.execute(db);
}

/**
 * One pass: deletes the files of uploads older than `olderThanMs` that no image names, and their
 * rows (a row whose file became an image some other way is only dropped). Returns the names of
 * the uploads deleted.
 */
export async function sweepUnsavedUploads(
  database: Database,
  media: MediaStore,
  olderThanMs: number,
): Promise<string[]> {
  const swept: string[] = [];
  const cutoff = new Date(Date.now() - olderThanMs);
  for (;;) {
    const batch = await database.db.transaction().execute(async (trx) => {
      const rows = await sql<{ filename: string; attached: boolean }>`
        SELECT p.filename, EXISTS (SELECT 1 FROM images i WHERE i.filename = p.filename) AS attached
        FROM pending_uploads p WHERE p.uploaded_at < ${cutoff}
        ORDER BY p.uploaded_at LIMIT ${BATCH} FOR UPDATE OF p SKIP LOCKED`.execute(trx);
      const names = rows.rows.map((r) => r.filename);
      const lost = rows.rows.filter((r) => !r.attached).map((r) => r.filename);
      if (lost.length) await media.delete(lost.flatMap((name) => [name, ...allVariantNames(name)]));
      if (names.length)
        await sql`DELETE FROM pending_uploads WHERE filename = ANY(${codeArray(names)})`.execute(trx);
      return { size: names.length, lost };
    });
    swept.push(...batch.lost);
    if (batch.size < BATCH) return swept;
  }
}

interface Log {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface UnsavedSweeper {
  /** One pass now (also what the schedule runs); failures are logged, never thrown. */
  sweep(): Promise<void>;
  /** Ends the schedule and waits for a pass on its way. */
  stop(): Promise<void>;
}

/** Sweeps at start and every `SWEEP_INTERVAL_MS`. */
export function startUnsavedSweeper(
  database: Database,
  media: MediaStore,
  hours: number,
  log: Log,
): UnsavedSweeper {
  let chain: Promise<void> = Promise.resolve();
  const sweep = () => {
    chain = chain
      .then(async () => {
        const swept = await sweepUnsavedUploads(database, media, hours * 3_600_000);
        if (swept.length) log.info({ count: swept.length }, 'unsaved uploads deleted');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'sweep of unsaved uploads failed'));
    return chain;
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await chain;
    },
  };
}
