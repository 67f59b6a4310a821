/** Choosing a document's locale for a preferred language (api.md §1.3). */

/** Fallback priority of the "best locale". */
export const LANG_PRIORITY = ['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'zh'] as const;

/** The locale in `preferred` if it exists, else the first existing one in priority order. */
export function bestLocale<T extends { lang: string }>(
  locales: readonly T[],
  preferred?: string,
): T | undefined {
  if (preferred) {
    const exact = locales.find((l) => l.lang === preferred);
    if (exact) return exact;
  }
  for (const lang of LANG_PRIORITY) {
    const l = locales.find((x) => x.lang === lang);
    if (l) return l;
  }
  return locales[0];
}
