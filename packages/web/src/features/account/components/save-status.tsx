import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import styles from './save-status.module.css';

export type SaveState = 'idle' | 'saving' | 'saved';

/**
 * Where a save tells how it went: 'Saving…' while the request runs, then the check indicator
 * (spec 1 §2.8, shown 3000 ms by its owner). A polite live region, always present so that
 * screen readers announce each change.
 */
export function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} role="status">
      {state === 'saving' && <span className={styles.saving}>{t('account.saving')}</span>}
      {state === 'saved' && (
        <span className={styles.saved}>
          <Icon name="check" size={18} />
          {t('account.saved')}
        </span>
      )}
    </span>
  );
}
