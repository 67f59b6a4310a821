import { useTranslation } from 'react-i18next';
import { i18n } from './i18n.ts';

/**
 * Messages keyed by catalog names (`fields.elevation_max`, `enums.waypoint_types.hut`): the
 * keys come from data, so they cannot be checked by the typed `t`. A test checks that every
 * catalog name has its message in every language (locales/catalog-messages.test.ts).
 */
export type LooseT = (key: string | string[], options?: Record<string, unknown>) => string;

export function useLooseT(): { tx: LooseT; lang: string } {
  const { t, i18n: instance } = useTranslation();
  return { tx: t as unknown as LooseT, lang: instance.resolvedLanguage ?? instance.language };
}

/** Whether a message exists in the current language (or French, the fallback). */
export const hasMessage = (key: string): boolean => i18n.exists(key);
