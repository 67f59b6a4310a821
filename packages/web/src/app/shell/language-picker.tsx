import { useTranslation } from 'react-i18next';
import { UI_LANGS } from '@cairn/domain';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../lib/i18n.ts';
import { DropdownMenu, MenuButton } from '../../components/dropdown-menu.tsx';
import { Icon } from '../../components/icon.tsx';
import styles from './top-bar.module.css';

/**
 * Spec 1 §2.2: interface language for anonymous visitors (signed-in users choose it in their
 * preferences, where it is also saved to their account, spec 1 §4).
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <DropdownMenu
      label={`${t('topBar.language')}: ${LANGUAGE_NAMES[lang]}`}
      buttonClassName={styles.languageButton}
      buttonContent={
        <>
          <Icon name="globe" size={18} />
          <span className={styles.languageCode}>{lang}</span>
        </>
      }
    >
      {UI_LANGS.map((value) => (
        <MenuButton key={value} onClick={() => void setLanguage(value)}>
          <span lang={value} aria-current={value === lang ? 'true' : undefined}>
            {LANGUAGE_NAMES[value]}
          </span>
          {value === lang && (
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
          )}
        </MenuButton>
      ))}
    </DropdownMenu>
  );
}
