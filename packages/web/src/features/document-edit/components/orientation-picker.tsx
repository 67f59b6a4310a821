import { useTranslation } from 'react-i18next';
import { ORIENTATION_TYPES } from '@cairn/domain';
import styles from './document-form.module.css';

/** Where each orientation sits on the compass (3 × 3 grid, the centre empty). */
const GRID: readonly (string | null)[] = ['NW', 'N', 'NE', 'W', null, 'E', 'SW', 'S', 'SE'];

/**
 * A compass of the eight orientations (issue 12 §1): each a toggle button at its bearing,
 * kept in the enumeration's order in the value.
 */
export function OrientationPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const toggle = (o: string) =>
    onChange(ORIENTATION_TYPES.filter((x) => (x === o ? !value.includes(o) : value.includes(x))));
  return (
    <div className={styles.compass} role="group">
      {GRID.map((o, i) =>
        o ? (
          <button
            key={o}
            type="button"
            className={styles.compassPoint}
            aria-pressed={value.includes(o)}
            aria-label={t('documentEdit.orientation', { value: o })}
            onClick={() => toggle(o)}
          >
            {o}
          </button>
        ) : (
          <span key={`centre-${i}`} className={styles.compassCentre} aria-hidden="true" />
        ),
      )}
    </div>
  );
}
