import { apiLang, isLang, type Lang, type UiLang } from '@cairn/domain';

/**
 * The document language to create or show in for an interface language. Hungarian is an
 * interface language but not a document language (api.md §1.3), so it writes in English,
 * the fallback the spec uses for Hungarian elsewhere (spec 1 §7, forum announcement).
 */
export function contentLangOf(uiLang: UiLang): Lang {
  const lang = apiLang(uiLang);
  return isLang(lang) ? lang : 'en';
}
