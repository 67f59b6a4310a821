import { useTranslation } from 'react-i18next';
import styles from './home-mode-toggle.module.css';

export const HOME_MODES = ['dashboard', 'feed'] as const;
export type HomeMode = (typeof HOME_MODES)[number];

/** Spec 1 §2.3: toggle between Dashboard and Activity feed. */
export function HomeModeToggle({ mode, onChange }: { mode: HomeMode; onChange: (mode: HomeMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.group} role="group" aria-label={t('home.viewMode')}>
      {HOME_MODES.map((value) => (
        <button
          key={value}
          type="button"
          className={styles.option}
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {t(`home.${value}`)}
        </button>
      ))}
    </div>
  );
}
