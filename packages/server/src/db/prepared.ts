/**
 * Prepared statements for the hot read queries. Planning is most of the database's work on the
 * small queries of a document read (about three quarters, measured on a million documents), so
 * a query whose text starts with the `PREPARED` marker is sent as a named statement: each pooled
 * connection parses and plans it once and then only binds and executes it. Only fixed-shape
 * queries carry the marker (values as parameters, id lists as one array parameter), so the
 * number of statements a connection keeps stays small. PGlite ignores the comment.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'kysely';

const MARK = '/* prepared */';

/** Put first in a query's text: `sql\`${PREPARED} SELECT …\``. */
export const PREPARED = sql.raw(MARK);

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
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof config === 'string' && config.startsWith(MARK) && Array.isArray(values)) {
      return query({ name: statementName(config), text: config, values }, callback);
    }
    return callback === undefined ? query(config, values) : query(config, values, callback);
  }) as typeof client.query;
}
