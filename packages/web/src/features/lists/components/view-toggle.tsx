import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import styles from './view-toggle.module.css';

export const VIEW_MODES = ['cards', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const parseViewMode = (raw: string) => VIEW_MODES.find((mode) => mode === raw);

/** Spec 1 §2.5: list or cards, remembered per type. */
export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toggle} role="group" aria-label={t('lists.viewMode')}>
      {VIEW_MODES.map((item) => (
        <button
          key={item}
          type="button"
          className={cx(styles.button, mode === item && styles.on)}
          aria-pressed={mode === item}
          onClick={() => onChange(item)}
        >
          {t(`lists.view.${item}`)}
        </button>
      ))}
    </div>
  );
}
