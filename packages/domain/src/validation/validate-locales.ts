/** Locales: at least one, one per language, fields checked per locale (fields.md §1; api.md §8.3). */
import type { DocumentType } from '../documents/document-types.ts';
import { CATALOG } from '../catalog/catalog.ts';
import { isFieldVisible, type VisibilityContext } from '../catalog/is-field-visible.ts';
import { LANGS } from '../enums/langs.ts';
import { checkField } from './check-field.ts';
import { isFieldRequired } from './is-field-required.ts';
import type { DocumentInput, LocaleInput, ValidateOptions } from './document-input.ts';
import { MESSAGES, type ValidationError } from './messages.ts';

/** fields.md §1: the Basque locale is frozen for non-moderators. */
export const FROZEN_LANGS: readonly string[] = ['eu'];

function validateLang(locale: LocaleInput, prefix: string, seen: Set<string>, options: ValidateOptions) {
  const lang = locale.lang;
  if (typeof lang !== 'string' || lang === '')
    return [{ field: `${prefix}.lang`, message: MESSAGES.required }];
  if (!(LANGS as readonly string[]).includes(lang)) {
    return [{ field: `${prefix}.lang`, message: MESSAGES.notOneOf(lang, LANGS) }];
  }
  if (seen.has(lang)) return [{ field: 'locales', message: MESSAGES.duplicateLang(lang) }];
  seen.add(lang);
  if (!options.isModerator && FROZEN_LANGS.includes(lang)) {
    return [{ field: `${prefix}.lang`, message: MESSAGES.frozenLang(lang) }];
  }
  return [];
}

/**
 * Errors of `doc.locales`. Locale fields are named `locales.<index>.<field>` as in api.md §1.4,
 * so the first (and, in the edit form, only) locale reports as `locales.0.title` (spec 2 §5).
 */
export function validateLocales(
  type: DocumentType,
  doc: DocumentInput,
  options: ValidateOptions,
): ValidationError[] {
  const locales = doc.locales;
  if (locales === undefined && !options.creating) return [];
  if (!locales || locales.length === 0) return [{ field: 'locales', message: MESSAGES.required }];
  const context = doc as VisibilityContext;
  const fields = CATALOG[type].fields.filter((f) => f.level === 'locale' && !f.readOnly);
  const errors: ValidationError[] = [];
  const seen = new Set<string>();
  locales.forEach((locale, i) => {
    const prefix = `locales.${i}`;
    errors.push(...validateLang(locale, prefix, seen, options));
    for (const def of fields) {
      if (!isFieldVisible(type, def, context)) continue;
      const message = checkField(def, locale[def.name], isFieldRequired(def, context));
      if (message) errors.push({ field: `${prefix}.${def.name}`, message });
    }
  });
  return errors;
}
