/**
 * Query parameters of the GET calls as zod schemas: they describe each parameter in
 * `/api/openapi.json` and refuse a repeated key (`?limit=1&limit=2`, which arrives as a list)
 * with a field-named 400. A value arrives as the string the client sent: the semantic checks
 * (numbers, languages, ranges) stay with the server's handlers and keep their own error wording.
 */
import { z } from 'zod';
import { isIdText, MAX_INT4 } from '../limits.ts';

const wording = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined
      ? 'Required'
      : Array.isArray(issue.input)
        ? 'Give this parameter once'
        : 'Invalid value',
};

/** An optional query parameter. */
export const queryParam = (description: string) => z.string(wording).optional().describe(description);

/** A query parameter that must be present (`Required` when absent, as api.md §1.4 words it). */
export const requiredQueryParam = (description: string) => z.string(wording).describe(description);

/** `pl`: the preferred language of the listed documents' locales. */
export const plParam = () =>
  queryParam(
    'Preferred language (fr, it, de, en, es, ca, eu, sl, zh; zh_CN reads as zh): each item keeps its best locale',
  );

/** Wording of body validation errors: `Required` for a missing key, `Invalid value` otherwise (api.md §1.4). */
export const requiredWording = {
  error: (issue: { input: unknown }) => (issue.input === undefined ? 'Required' : 'Invalid value'),
};

/**
 * A numeric path parameter (`/documents/delete/:id`): 400 `invalid id` unless a positive
 * integer up to `MAX_ID`, a number for handlers.
 */
export const idParam = () => z.string().refine(isIdText, 'invalid id').transform(Number);

/** `{ id }` of a path such as `/users/blocked/:id`: a positive integer. */
export const NumericIdParams = z.object({ id: idParam() });

/** A version number of a body (a PostgreSQL `integer`). */
export const versionNumber = () => z.number().int().min(0).max(MAX_INT4);
