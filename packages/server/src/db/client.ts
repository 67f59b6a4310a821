/**
 * One database handle for both engines: embedded PGlite (default, data under var/db) or a
 * PostgreSQL server (DATABASE_URL). The same SQL runs on both (PGlite is PostgreSQL 17,
 * Debian's server is 15), so nothing above this file knows which one it talks to.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';
import { prepareMarkedQueries } from './prepared.ts';

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `fn` holding a PostgreSQL advisory lock, so that several server processes starting
   * on one database do one thing at a time (migrations). PGlite has one process: no lock.
   */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: LISTENs on `channel` on a connection of its own (outside the pool), which
   * it opens again, a second later and until stopped, whenever it is lost; `onReconnect` runs
   * once listening again (what was notified meanwhile is lost). Resolves once listening.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /** PGlite only: the data folder as one uncompressed archive (`OpenOptions.loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotification(payload: string): void;
  onReconnect(): void;
  onError(error: Error): void;
}

export interface Listener {
  /**
   * One round trip on the listening connection: PostgreSQL sends a session its pending
   * notifications before the answer of its next query, so once it resolves, every
   * notification committed before the call has been handled. Rejects while not listening.
   */
  roundTrip(): Promise<void>;
  stop(): Promise<void>;
}

const RELISTEN_AFTER_MS = 1000;

/** A LISTEN connection to `url` that comes back after it is lost (see `Database.listen`). */
async function listenOn(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((error: Error) => {
        handlers.onError(error);
        retry();
      });
    }, RELISTEN_AFTER_MS);
    timer.unref();
  };
  const connect = async (reconnecting: boolean) => {
    const c = new pg.Client({ connectionString: url, application_name: `cairn ${channel}` });
    c.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    c.on('error', (error) => handlers.onError(error));
    c.on('end', () => {
      if (client !== c) return;
      client = undefined;
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    } catch (error) {
      c.end().catch(() => {});
      throw error;
    }
    if (stopped) return void (await c.end());
    client = c;
    if (reconnecting) handlers.onReconnect();
  };
  await connect(false);
  return {
    async roundTrip() {
      if (!client) throw new Error(`not listening on ${channel}`);
      await client.query('SELECT 1');
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = undefined;
      await c?.end();
    },
  };
}

// Counts and ids come back as strings from pg by default; our ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// Dates stay `YYYY-MM-DD` strings as on the wire (a JS Date would shift with the time zone).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const DATE_OID = 1082;

/**
 * Settings of the API's PostgreSQL sessions. No parallel workers: the API's queries are short
 * and many run at once, and starting workers costs more than they save (a page of 30 routes:
 * 17 ms with two workers, 1 ms without, on a million documents).
 */
export const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

export interface OpenOptions {
  /** PostgreSQL URL; absent → PGlite. */
  url?: string | undefined;
  /** PGlite data folder; absent → in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Called with every query the builder runs (benchmarks replay them). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /** PGlite in memory: starts from this dump of a data folder (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

const logOption = (options: OpenOptions) =>
  options.onQuery
    ? {
        log: (event: { level: string; query: { sql: string; parameters: readonly unknown[] } }) => {
          if (event.level === 'query') options.onQuery!(event.query.sql, event.query.parameters);
        },
      }
    : {};

/** Opens the database described by the options. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: SESSION_OPTIONS,
    });
    pool.on('connect', prepareMarkedQueries);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...logOption(options) });
    return {
      kind: 'postgresql',
      db,
      async exec(script) {
        const client = await pool.connect();
        let failed = false;
        try {
          // No parameters: node-postgres uses the simple protocol, which accepts several statements.
          await client.query(script);
        } catch (error) {
          failed = true;
          throw error;
        } finally {
          // A failed script may leave its session inside an aborted transaction (a migration's
          // BEGIN): close that connection, which rolls it back, rather than pool it.
          client.release(failed);
        }
      },
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, handlers) => listenOn(options.url!, channel, handlers),
      close: () => db.destroy(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [DATE_OID]: (v: string) => v, 20: (v: string) => Number(v) },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(lite), ...logOption(options) });
  return {
    kind: 'pglite',
    db,
    async exec(script) {
      await lite.exec(script);
    },
    withLock: (_key, fn) => fn(),
    dumpDataDir: () => lite.dumpDataDir('none'),
    close: () => db.destroy(),
  };
}
