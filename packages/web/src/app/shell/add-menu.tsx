import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths.ts';
import { contentLangOf } from '../../lib/content-lang.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { DropdownMenu, MenuLink } from '../../components/dropdown-menu.tsx';
import { Icon } from '../../components/icon.tsx';
import styles from './top-bar.module.css';
import { cx } from '../../lib/cx.ts';

/** Spec 1 §2.2: the types a user can create from the top bar, in this order. */
const ADDABLE_TYPES = ['outing', 'route', 'waypoint', 'article', 'book', 'xreport'] as const;

export function AddMenu({ isCompact }: { isCompact: boolean }) {
  const { t } = useTranslation();
  const lang = contentLangOf(currentLanguage());
  return (
    <DropdownMenu
      label={isCompact ? t('topBar.addLabel') : undefined}
      buttonClassName={cx('button', styles.addButton)}
      buttonContent={
        <>
          <Icon name="plus" size={18} />
          {/* Shown by width (top-bar.module.css): right before the scripts run too. */}
          <span className={styles.wideLabel}>{t('topBar.add')}</span>
        </>
      }
    >
      {ADDABLE_TYPES.map((type) => (
        <MenuLink key={type} to={paths.documentAdd.href(type, lang)}>
          {t(`types.${type}`)}
        </MenuLink>
      ))}
    </DropdownMenu>
  );
}
