import { data, type Params } from 'react-router';
import { isLang } from '@cairn/domain';

/** A check per route parameter; a parameter that fails makes the page a 404 (spec 1 §2.1). */
export type ParamChecks = Record<string, (value: string | undefined) => boolean>;

const isNumeric = (value: string | undefined) => value !== undefined && /^\d{1,10}$/.test(value);
const optional = (check: (value: string) => boolean) => (value: string | undefined) =>
  value === undefined || check(value);

export const checks = {
  id: isNumeric,
  lang: (value: string | undefined) => value !== undefined && isLang(value),
  optionalLang: optional(isLang),
  optionalNumber: optional((value) => isNumeric(value)),
  version: isNumeric,
  versionFrom: optional((value) => value === 'prev' || isNumeric(value)),
  versionTo: optional((value) => value === 'next' || isNumeric(value)),
  year: optional((value) => /^\d{4}$/.test(value)),
} satisfies ParamChecks;

export function assertParams(params: Params, paramChecks: ParamChecks): void {
  for (const [name, check] of Object.entries(paramChecks)) {
    if (!check(params[name])) throw data(`Invalid ${name}`, { status: 404 });
  }
}
