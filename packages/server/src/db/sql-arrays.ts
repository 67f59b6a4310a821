/**
 * SQL arrays built from lists of values. The parameter forms keep a query's text the same
 * whatever the list's length (prepared statements, `prepared.ts`); the literal forms write the
 * values into the text, so that the planner estimates array overlaps with them (list filters,
 * feed preferences).
 */
import { sql } from 'kysely';

/** The text of a `bigint[]` of ids: `{1,2,3}`. */
export const idArrayText = (ids: Iterable<number>) =>
  `{${[...ids].map((id) => Math.trunc(Number(id))).join(',')}}`;

/** The text of a `text[]` of codes without commas, quotes or braces (languages): `{fr,en}`. */
export const codeArrayText = (codes: readonly string[]) => `{${codes.join(',')}}`;

/** A list of ids as one `bigint[]` parameter, so the query's text does not depend on its length. */
export const idArray = (ids: Iterable<number>) => sql`${idArrayText(ids)}::bigint[]`;

/** Codes without commas, quotes or braces (languages) as one `text[]` parameter. */
export const codeArray = (codes: readonly string[]) => sql`${codeArrayText(codes)}::text[]`;

/** `ARRAY['a','b']::text[]`, the values written into the query. */
export const literalTextArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::text[]`;

/** `ARRAY[1,2]::bigint[]`, the values written into the query. */
export const literalIdArray = (values: readonly number[]) =>
  sql`ARRAY[${sql.join(values.map((v) => sql.lit(v)))}]::bigint[]`;
