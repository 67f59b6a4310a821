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
    <SegmentedToggle
      label={t('lists.viewMode')}
      options={VIEW_MODES}
      value={mode}
      labelOf={(item) => t(`lists.view.${item}`)}
      onChange={onChange}
    />
  );
}

/** Buttons side by side, one pressed: a choice among a few ways of showing the results. */
export function SegmentedToggle<T extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      {options.map((item) => (
        <button
          key={item}
          type="button"
          className={cx(styles.button, value === item && styles.on)}
          aria-pressed={value === item}
          onClick={() => onChange(item)}
        >
          {labelOf(item)}
        </button>
      ))}
    </div>
  );
}
