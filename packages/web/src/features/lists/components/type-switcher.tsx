import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import styles from './results.module.css';

/** Spec 1 §2.5: the type switcher lists route, waypoint, outing, image, book, area. */
export const SWITCHER_TYPES: readonly DocumentType[] = [
  'route',
  'waypoint',
  'outing',
  'image',
  'book',
  'area',
];

export function TypeSwitcher() {
  const { t } = useTranslation();
  return (
    <nav className={styles.switcher} aria-label={t('lists.typeSwitcher')}>
      {SWITCHER_TYPES.map((type) => (
        <NavLink key={type} to={paths.documentList.href(type)} className={styles.switcherLink}>
          {t(`typesPlural.${type}`)}
        </NavLink>
      ))}
    </nav>
  );
}
