/** Interface languages (spec 1 §1): French is the default and is bundled. */
export const UI_LANGS = ['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'hu', 'zh'] as const;
export type UiLang = (typeof UI_LANGS)[number];
export const DEFAULT_UI_LANG: UiLang = 'fr';

/** Content languages of document locales (spec 3 "Enumerations", in the spec's order). */
export const LANGS = ['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export const isUiLang = (value: string): value is UiLang => (UI_LANGS as readonly string[]).includes(value);
export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/** The API knows Chinese as `zh`; browsers and some clients say `zh_CN` (spec 1 §1). */
export function apiLang(lang: string): string {
  return lang === 'zh_CN' || lang === 'zh-CN' ? 'zh' : lang;
}
