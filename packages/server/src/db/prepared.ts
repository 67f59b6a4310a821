/**
 * Prepared statements for the hot read queries. Planning is most of the database's work on the
 * small queries of a document read (about three quarters, measured on a million documents), so
 * a query whose text starts with the `PREPARED` marker is sent as a named statement: each pooled
 * connection parses and plans it once and then only binds and executes it. Only fixed-shape
 * queries carry the marker (values as parameters, id lists as one array parameter), so the
 * number of statements a connection keeps stays small. PGlite ignores the comment.
 *
 * A statement marked `PREPARED_GENERIC` also runs its generic plan, made once. Left to itself
 * (`plan_cache_mode = auto`), PostgreSQL plans a statement again for each call's values whenever
 * the plan it would make for them is estimated a little cheaper than the generic one, which for
 * some statements is nearly always, though both plans are the same: planning then costs more than
 * running (a search: 0.9 ms of PostgreSQL's 1.9 ms of CPU per call; a document get: 1.3 of 2.6).
 * The setting is a session's, and it also rules the one-off statements of the queries with
 * parameters that are not prepared (lists, whose best plan depends on their filters' values): so
 * a session is switched to `force_generic_plan` before such a statement and back to `auto` before
 * an unprepared query with parameters, only when it is not in that mode already. `PREPARED`
 * statements run in either mode (the hot reads of lists, next to their unprepared page query).
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'kysely';

const MARK = '/* prepared';
const GENERIC_MARK = '/* prepared generic */';

/** Put first in a query's text: `sql\`${PREPARED} SELECT …\``. */
export const PREPARED = sql.raw('/* prepared */');

/** As `PREPARED`, and the statement always runs its generic plan. */
export const PREPARED_GENERIC = sql.raw(GENERIC_MARK);

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `c_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** Makes a pooled pg client send the marked queries as named statements (pool `connect` event). */
export function prepareMarkedQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown> | undefined;
  /** The session's plan mode as last set here; unknown at first and after a rollback. */
  let generic: boolean | undefined;
  const planMode = (wanted: boolean) => {
    if (generic === wanted) return;
    generic = wanted;
    // Queued on the session before the query that follows; never awaited on its own.
    query(wanted ? 'SET plan_cache_mode = force_generic_plan' : 'SET plan_cache_mode = auto')?.catch(
      () => (generic = undefined),
    );
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string') {
      // A rolled back transaction takes back the settings made in it.
      if (/^\s*(rollback|abort)\b/i.test(config)) generic = undefined;
      if (config.startsWith(MARK) && Array.isArray(values)) {
        if (config.startsWith(GENERIC_MARK)) planMode(true);
        return query({ name: statementName(config), text: config, values }, callback);
      }
      if (Array.isArray(values) && values.length > 0) planMode(false);
    }
    return callback === undefined ? query(config, values) : query(config, values, callback);
  }) as typeof client.query;
}
