import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './outing-stats.module.css';

/*
 * The charts are their own chunk: they bring d3-scale, which neither the home page nor the
 * rest of this page needs, and they are drawn only once every outing is read.
 */
const StatsCharts = lazy(() =>
  import('./stats-charts.tsx').then((module) => ({ default: module.StatsCharts })),
);

function ChartsUnavailable() {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t('outingStats.chartsUnavailable')}
    </p>
  );
}

/** A chunk that cannot load (a new release, the network) must not take the page down. */
class ChartsBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? <ChartsUnavailable /> : this.props.children;
  }
}

export function LazyStatsCharts(props: ComponentProps<typeof StatsCharts>) {
  return (
    <ChartsBoundary>
      <Suspense fallback={<div className={styles.chartsLoading} aria-busy="true" />}>
        <StatsCharts {...props} />
      </Suspense>
    </ChartsBoundary>
  );
}
