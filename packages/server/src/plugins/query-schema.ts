/**
 * The query parameter schemas live with the contracts (`@cairn/domain`, `api/query-params.ts`);
 * the language parameters' parser is the server's (its errors are the API's).
 */
import { isLang, type Lang } from '@cairn/domain';
import { fieldError } from '../errors.ts';

export { plParam, queryParam, requiredQueryParam } from '@cairn/domain';

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
