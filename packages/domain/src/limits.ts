/**
 * Limits of the values the database stores, which the API checks before any query: a value
 * past them cannot name anything and would overflow its column's type (a 500 otherwise).
 */

/**
 * The largest id: ids are PostgreSQL `bigint`s read as JavaScript numbers, exact up to
 * 2^53 − 1; a larger one cannot name a document, a user or a version.
 */
export const MAX_ID = Number.MAX_SAFE_INTEGER;

/** The range of a PostgreSQL `integer` column (version numbers, the catalog's `int` fields). */
export const MAX_INT4 = 2_147_483_647;
export const MIN_INT4 = -2_147_483_648;

/** Whether `raw` is the decimal text of a possible id: a positive integer up to `MAX_ID`. */
export function isIdText(raw: string): boolean {
  return /^\d{1,16}$/.test(raw) && Number(raw) > 0 && Number(raw) <= MAX_ID;
}
