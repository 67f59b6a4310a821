import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { apiLang, DEFAULT_UI_LANG, isUiLang, type UiLang } from '@cairn/domain';
import type fr from '../locales/fr.json';
import frCore from 'virtual:fr-core';
import { readStored, writeStored } from './storage.ts';

/**
 * Interface language (spec 1 §1, §4): French is bundled, the nine others are separate chunks
 * loaded on demand; the choice is kept locally and sets `<html lang>`.
 */

export type Messages = typeof fr;

/**
 * Messages checked by the typed `t`. Catalog labels (`fields`, `fieldLabels`, `enums`) are
 * keyed by data and read through `useLooseT`; left out here, they also keep the key union small.
 */
type TypedMessages = Omit<Messages, 'fields' | 'fieldLabels' | 'enums'>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TypedMessages };
  }
}

// One explicit import() per language so that each is its own chunk in the build.
const loaders: Record<Exclude<UiLang, 'fr'>, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.json'),
  it: () => import('../locales/it.json'),
  de: () => import('../locales/de.json'),
  es: () => import('../locales/es.json'),
  ca: () => import('../locales/ca.json'),
  eu: () => import('../locales/eu.json'),
  sl: () => import('../locales/sl.json'),
  hu: () => import('../locales/hu.json'),
  zh: () => import('../locales/zh.json'),
};

export const i18n = i18next.createInstance();

/** Endonyms, the same in every language, so they are not messages. */
export const LANGUAGE_NAMES: Record<UiLang, string> = {
  fr: 'Français',
  en: 'English',
  it: 'Italiano',
  de: 'Deutsch',
  es: 'Español',
  ca: 'Català',
  eu: 'Euskara',
  sl: 'Slovenščina',
  hu: 'Magyar',
  zh: '中文',
};

/** `zh_CN` → `zh`; anything else outside the ten interface languages is an error (spec 1 §1). */
export function toUiLang(lang: string): UiLang {
  const mapped = apiLang(lang);
  if (!isUiLang(mapped)) throw new Error(`Unsupported interface language: ${lang}`);
  return mapped;
}

let ready: Promise<void> | undefined;

/**
 * Starts i18next in French, then switches to `lang` (the language of server-rendered HTML, which
 * the page hydrates in) or else the stored language if there is one.
 */
export function initI18n(lang?: string): Promise<void> {
  ready ??= (async () => {
    await i18n.use(initReactI18next).init({
      // Never changed in place: the rest of the catalogue comes as whole sections, added beside.
      resources: { fr: { translation: frCore } },
      // Components re-render when the rest of the French catalogue arrives.
      react: { bindI18nStore: 'added' },
      lng: DEFAULT_UI_LANG,
      fallbackLng: DEFAULT_UI_LANG,
      interpolation: { escapeValue: false }, // React escapes.
      // One namespace, keys in dotted paths, said outright: i18next then takes every key as a
      // path at once rather than testing it, at each call, for whether it reads as a sentence.
      keySeparator: '.',
      nsSeparator: false,
    });
    const stored = lang ?? readStored('lang');
    try {
      await setLanguage(stored ?? DEFAULT_UI_LANG);
    } catch {
      await setLanguage(DEFAULT_UI_LANG);
    }
  })();
  return ready;
}

let allFrench: Promise<void> | undefined;

/**
 * The whole French catalogue: the bundled part holds what the home page shows; pages and lazy
 * panels await this before rendering (router `page()`, lazy components), so no key shows raw.
 * French is also every language's fallback.
 */
export function loadAllMessages(): Promise<void> {
  allFrench ??= import('../locales/fr.json').then((module) => {
    // The bundled part is whole sections of it: the sections replace theirs, no deep merge.
    i18n.addResourceBundle('fr', 'translation', module.default, false, true);
  });
  return allFrench;
}

/**
 * Loads the language's messages if needed, switches to it, remembers it and sets `<html lang>`.
 * The choice is mirrored in the `cairn_lang` cookie, which the server reads to render pages in it.
 */
export async function setLanguage(lang: string): Promise<UiLang> {
  const uiLang = toUiLang(lang);
  if (uiLang !== 'fr' && !i18n.hasResourceBundle(uiLang, 'translation')) {
    const messages = await loaders[uiLang]();
    i18n.addResourceBundle(uiLang, 'translation', messages.default);
  }
  await i18n.changeLanguage(uiLang);
  if (typeof document === 'undefined') return uiLang; // rendering on the server
  writeStored('lang', uiLang);
  document.cookie = `cairn_lang=${uiLang};path=/;max-age=31536000;samesite=lax`;
  document.documentElement.lang = uiLang;
  return uiLang;
}

export const currentLanguage = (): UiLang => {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang && isUiLang(lang) ? lang : DEFAULT_UI_LANG;
};
