import { useTranslation } from 'react-i18next';
import styles from './loading-notice.module.css';

/** Spec 1 §2.12 "Loading notice". */
export function LoadingNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('app.loading')}
    </p>
  );
}
