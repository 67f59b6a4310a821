/**
 * Query parameters of the GET routes as zod schemas: they describe each parameter in
 * `/api/openapi.json` and refuse a repeated key (`?limit=1&limit=2`, which arrives as a list)
 * with a field-named 400. A value arrives as the string the client sent: the semantic checks
 * (numbers, languages, ranges) stay with the handlers and keep their own error wording.
 */
import { z } from 'zod';
import { isLang, type Lang } from '@cairn/domain';
import { fieldError } from '../errors.ts';

const wording = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'Required' : Array.isArray(issue.input) ? 'Give this parameter once' : 'Invalid value',
};

/** An optional query parameter. */
export const queryParam = (description: string) => z.string(wording).optional().describe(description);

/** A query parameter that must be present (`Required` when absent, as api.md §1.4 words it). */
export const requiredQueryParam = (description: string) => z.string(wording).describe(description);

/** `pl`: the preferred language of the listed documents' locales. */
export const plParam = () =>
  queryParam('Preferred language (fr, it, de, en, es, ca, eu, sl, zh; zh_CN reads as zh): each item keeps its best locale');

/**
 * A language query parameter (`l`, `pl`, `cook`): absent or empty gives undefined, `zh_CN`
 * reads as `zh`, any other value than the content languages is refused as `field`.
 */
export function parseLangParam(value: string | undefined, field: 'lang' | 'cook' = 'lang'): Lang | undefined {
  if (value === undefined || value === '') return undefined;
  const lang = value === 'zh_CN' ? 'zh' : value;
  if (!isLang(lang)) throw fieldError(field, 'invalid lang', 'querystring');
  return lang;
}
