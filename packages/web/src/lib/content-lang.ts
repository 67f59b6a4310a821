import { useTranslation } from 'react-i18next';
import { apiLang, isLang, isUiLang, type Lang, type UiLang } from '@cairn/domain';

/**
 * The document language to create or show in for an interface language. Hungarian is an
 * interface language but not a document language (api.md §1.3), so it writes in English,
 * the fallback the spec uses for Hungarian elsewhere (spec 1 §7, forum announcement).
 */
export function contentLangOf(uiLang: UiLang): Lang {
  const lang = apiLang(uiLang);
  return isLang(lang) ? lang : 'en';
}

/**
 * The language sent as `pl` / `cook` (spec 1 §1, api.md §1.3): the interface language,
 * zh_CN as zh, Hungarian (no document language) as English. Follows language changes.
 */
export function useContentLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return contentLangOf(isUiLang(lang) ? lang : 'fr');
}
