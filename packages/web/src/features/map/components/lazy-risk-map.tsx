import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { MapBoundary } from './lazy-map.tsx';
import styles from './lazy-map.module.css';

/*
 * The risk tool's map, for the risk-tool feature (through `features/map/index.ts`). Light on
 * purpose like `lazy-map.tsx`: OpenLayers loads with the map's own chunk, after the form shows.
 */

const RiskMap = lazy(() => import('./risk-map.tsx').then((module) => ({ default: module.RiskMap })));

/** The risk map, loaded on first render; without ResizeObserver (jsdom) or if it fails, a notice. */
export function LazyRiskMap(props: ComponentProps<typeof RiskMap>) {
  const { t } = useTranslation();
  if (typeof ResizeObserver === 'undefined')
    return <p className={styles.placeholder}>{t('map.unavailable')}</p>;
  return (
    <MapBoundary>
      <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
        <RiskMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
