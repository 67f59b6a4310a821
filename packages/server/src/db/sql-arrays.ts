/**
 * SQL arrays built from lists of values. The parameter forms keep a query's text the same
 * whatever the list's length (prepared statements, `prepared.ts`); the literal forms write the
 * values into the text, so that the planner estimates array overlaps with them (list filters,
 * feed preferences).
 */
import { sql } from 'kysely';

/** A list of ids as one `bigint[]` parameter, so the query's text does not depend on its length. */
export const idArray = (ids: Iterable<number>) =>
  sql`${`{${[...ids].map((id) => Math.trunc(Number(id))).join(',')}}`}::bigint[]`;

/** Codes without commas, quotes or braces (languages) as one `text[]` parameter. */
export const codeArray = (codes: readonly string[]) => sql`${`{${codes.join(',')}}`}::text[]`;

/** `ARRAY['a','b']::text[]`, the values written into the query. */
export const literalTextArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** `ARRAY[1,2]::bigint[]`, the values written into the query. */
export const literalIdArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::bigint[]`;
