/**
 * An API node's title index (`title-index.ts`), loaded from `search_titles` and kept in step with
 * it, whichever node or script writes the titles (issue 16 §3).
 *
 * Loading reads every title row in one snapshot (a repeatable-read transaction, through a
 * cursor, in the index's order) and notes that snapshot's oldest running transaction. Before
 * each search, the node asks `search_title_changes` (migration 0016) for the documents changed
 * by that transaction or later ones, rereads their titles, and notes the new oldest running
 * transaction: a change it has not seen was made by a transaction running at its last look or
 * started after it, whatever order they commit in. Searches arriving while a look runs share the
 * next one, which starts after them: a search sees every title committed before it started,
 * on whichever node it was written.
 *
 * A small guidebook is loaded before the server answers; a large one in the background, while the
 * searches go to PostgreSQL as before (`repository.ts`). After a failed look the index is
 * dropped and loaded again, and the searches go to PostgreSQL meanwhile.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentLetter } from '@cairn/domain';
import type { DB } from '../db/schema.ts';
import { PREPARED_GENERIC } from '../db/prepared.ts';
import { TitleIndex, type MatchLimits, type TitleRow, type TypeMatches } from './title-index.ts';

/** Title rows below which the index is loaded before the server answers. */
const LOAD_FIRST_BELOW = 50_000;
/**
 * Documents changed since the last look above which the titles are loaded again rather than
 * followed one by one (each insertion moves part of an array: thousands would hold the server).
 */
const RELOAD_ABOVE = 2000;
/** Rows read per fetch while loading. */
const BATCH = 2_000;

export interface TitleSearch {
  /**
   * The matches (`TitleIndex.match`) once the index has every title committed before the call;
   * `undefined` while the index loads or after a failure (PostgreSQL answers then).
   */
  match(
    letters: DocumentLetter[],
    q: string,
    k: number,
    limits: MatchLimits,
    pl?: string,
  ): Promise<Map<DocumentLetter, TypeMatches> | undefined>;
  /** Resolves once loaded (tests and benches). */
  loaded(): Promise<void>;
  /** Title rows held (0 while loading). */
  size(): number;
  stop(): void;
}

/** `wait`: loaded before it resolves, whatever the guidebook's size. */
export async function startTitleSearch(
  db: Kysely<DB>,
  log: FastifyBaseLogger,
  options: { wait?: boolean } = {},
): Promise<TitleSearch> {
  let index: TitleIndex | undefined;
  let xmin = '';
  let stopped = false;
  let loading: Promise<void> | undefined;
  /** Told the number of rows of a load as soon as it has counted them (at start-up). */
  let onCounted: ((rows: number) => void) | undefined;

  async function load(): Promise<void> {
    const started = performance.now();
    const fresh = new TitleIndex();
    let from = '';
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const sizes = (
          await sql<{ xmin: string; rows: string; bytes: string | null; last: string | null }>`
            SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, count(*) AS rows,
              sum(octet_length(search_title)) AS bytes, max(document_id) AS last
            FROM search_titles`.execute(trx)
        ).rows[0]!;
        from = sizes.xmin;
        onCounted?.(Number(sizes.rows));
        // Room made once: no array is grown (and copied) while loading.
        fresh.reserve(Number(sizes.rows), Number(sizes.bytes ?? 0), Number(sizes.last ?? 0));
        await sql`DECLARE cairn_title_load NO SCROLL CURSOR FOR
          SELECT document_id, type, lang, search_title FROM search_titles
          ORDER BY type COLLATE "C", lang COLLATE "C", search_title COLLATE "C", document_id`.execute(trx);
        for (;;) {
          if (stopped) return;
          const rows = (
            await sql<TitleRow>`FETCH ${sql.raw(String(BATCH))} FROM cairn_title_load`.execute(trx)
          ).rows;
          fresh.load(rows);
          if (rows.length < BATCH) break;
          // Other work runs between batches.
          await new Promise((resolve) => setImmediate(resolve));
        }
      });
    if (stopped) return;
    fresh.finishLoading();
    index = fresh;
    xmin = from;
    log.info({ rows: fresh.size, ms: Math.round(performance.now() - started) }, 'search titles loaded');
  }

  function startLoading(): Promise<void> {
    loading ??= load()
      .catch((error) => {
        log.warn({ err: error }, 'search titles not loaded: searches read PostgreSQL');
        if (!stopped) setTimeout(() => void startLoading(), 5_000).unref();
      })
      .finally(() => (loading = undefined));
    return loading;
  }

  /** Rereads the titles of the documents changed since the last look. */
  async function lookAgain(): Promise<void> {
    const held = index;
    if (!held) return;
    const rows = (
      await sql<{ xmin: string; changed: string | null } & Partial<TitleRow>>`${PREPARED_GENERIC}
        SELECT s.xmin, c.document_id AS changed, t.document_id, t.type, t.lang, t.search_title
        FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) s
          LEFT JOIN (SELECT document_id FROM search_title_changes WHERE xid >= ${xmin}::xid8
            LIMIT ${sql.lit(RELOAD_ABOVE + 1)}) c ON true
          LEFT JOIN search_titles t ON t.document_id = c.document_id`.execute(db)
    ).rows;
    if (index !== held) return;
    if (new Set(rows.map((r) => r.changed)).size > RELOAD_ABOVE) {
      // Many titles written at once (an import): loaded again, with PostgreSQL answering meanwhile.
      log.info('search titles: many changed, loading them again');
      index = undefined;
      void startLoading();
      return;
    }
    const byDocument = new Map<number, TitleRow[]>();
    for (const r of rows) {
      if (r.changed === null) continue;
      const id = Number(r.changed);
      let list = byDocument.get(id);
      if (!list) byDocument.set(id, (list = []));
      if (r.search_title != null) list.push(r as TitleRow);
    }
    for (const [id, titles] of byDocument) held.replace(id, titles);
    xmin = rows[0]!.xmin;
  }

  // One look at a time; callers arriving during one share the next, which starts after their
  // call (the running one may have been sent before the write they must see).
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const look = (): Promise<void> => (running = lookAgain().finally(() => (running = undefined)));
  const upToDate = (): Promise<void> => {
    if (!running) return look();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return running ?? look();
      });
    return next;
  };

  // A small guidebook's titles are there before the server answers; a large one's load on in
  // the background once the load has counted them, with PostgreSQL answering meanwhile.
  const loadingNow = startLoading();
  const rows = await new Promise<number>((resolve) => {
    onCounted = resolve;
    void loadingNow.then(() => resolve(0));
  });
  onCounted = undefined;
  if (options.wait || rows < LOAD_FIRST_BELOW) await loadingNow;

  return {
    async match(letters, q, k, limits, pl) {
      if (!index) return undefined;
      try {
        await upToDate();
      } catch (error) {
        log.warn({ err: error }, 'search titles: changes not read, loading them again');
        index = undefined;
        void startLoading();
        return undefined;
      }
      return index?.match(letters, q, k, limits, pl);
    },
    async loaded() {
      if (!index) await (loading ?? startLoading());
      if (!index) throw new Error('search titles not loaded');
    },
    size: () => index?.size ?? 0,
    stop() {
      stopped = true;
    },
  };
}
