import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/cx.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './view-toggle.module.css';
import { SegmentedToggle } from './view-toggle.tsx';

export const DISPLAY_MODES = ['results', 'both', 'map'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const parseDisplayMode = (raw: string) => DISPLAY_MODES.find((mode) => mode === raw);

/**
 * Spec 1 §2.5: results only, results and map, or map only, remembered per type. On mobile a
 * single toggle goes between the map and both (results under a smaller map).
 */
export function DisplayToggle({
  mode,
  isMobile,
  onChange,
}: {
  mode: DisplayMode;
  isMobile: boolean;
  onChange: (mode: DisplayMode) => void;
}) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const isMap = mode === 'map';
  // Before hydration the width is CSS's to know: both are rendered and the stylesheet shows the
  // one of the width (view-toggle.module.css); the scripts then keep that one.
  return (
    <>
      {(isMobile || !isHydrated) && (
        <div className={styles.mobileDisplay}>
          <button
            type="button"
            className={cx(styles.single, isMap && styles.on)}
            aria-pressed={isMap}
            onClick={() => onChange(isMap ? 'both' : 'map')}
          >
            {isMap ? t('map.display.showResults') : t('map.display.showMap')}
          </button>
        </div>
      )}
      {(!isMobile || !isHydrated) && (
        <div className={styles.wideDisplay}>
          <SegmentedToggle
            label={t('map.display.label')}
            options={DISPLAY_MODES}
            value={mode}
            labelOf={(item) => t(`map.display.${item}`)}
            onChange={onChange}
          />
        </div>
      )}
    </>
  );
}
