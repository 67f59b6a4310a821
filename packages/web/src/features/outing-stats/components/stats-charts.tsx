import { useTranslation } from 'react-i18next';
import { MONTHS } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import {
  ALL_TAB,
  heightBars,
  legendOf,
  monthBars,
  ratingBars,
  yearBars,
  type Bar,
  type StatsTab,
} from '../lib/aggregate.ts';
import { distanceLabel, ratingColor } from '../lib/chart-style.ts';
import { activityLinkFilters, ratingLinkFilters, yearLinkFilters, type Filters } from '../lib/stats-links.ts';
import { HEIGHT_FIELDS, RATING_FIELDS, ratingScaleNameOf, type StatsOuting } from '../lib/stats-outing.ts';
import { BarChart, type BarChartProps } from './bar-chart.tsx';
import styles from './outing-stats.module.css';

type Props = {
  /** The outings of the selected tab. */
  outings: readonly StatsOuting[];
  tab: StatsTab;
  /** The page's list filters, kept by every link. */
  filters: Filters;
};

/**
 * Spec 3 "Outing statistics" charts: by year, by month, height_diff_up and
 * height_diff_difficulties per year, then one per rating. Charts without data are left out.
 * Its own chunk (d3-scale), loaded once the outings are.
 */
export function StatsCharts({ outings, tab, filters }: Props) {
  const { t } = useTranslation();
  const { tx, lang } = useLooseT();
  const { number, label, enumLabel } = useFormatter();
  const listHref = (query: Filters) => paths.documentList.href('outing', query);
  const shortMonth = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : lang, { month: 'short' });

  const outingsText = (value: number) => t('outingStats.outingCount', { count: value, value: number(value) });
  const metresText = (value: number) => `${number(value)} m`;
  const forOutings = { unit: 'outings', valueText: outingsText, tickText: number } as const;
  const forMetres = {
    unit: 'metres',
    valueText: metresText,
    tickText: (value: number) => distanceLabel(value, number),
  } as const;
  // Spec 3: in "All", bars stack by activity and the legend links to each activity's outings.
  const legendFor = (bars: readonly Bar[]) =>
    tab === ALL_TAB
      ? legendOf(bars).map((activity) => ({
          activity,
          href: listHref(activityLinkFilters(filters, activity)),
        }))
      : undefined;
  const year = (key: string) => key;

  const timeCharts: BarChartProps[] = [
    {
      id: 'outing-stats-year',
      title: t('outingStats.charts.year'),
      bars: yearBars(outings, tab),
      labelOf: year,
      hrefOf: (bar) => listHref(yearLinkFilters(filters, tab, bar.key, 'year')),
      ...forOutings,
    },
    {
      id: 'outing-stats-month',
      title: t('outingStats.charts.month'),
      bars: monthBars(outings, tab),
      labelOf: (key) => tx(`enums.months.${key}`),
      axisLabelOf: (key) => shortMonth.format(new Date(2001, (MONTHS as readonly string[]).indexOf(key), 15)),
      ...forOutings,
    },
    ...HEIGHT_FIELDS.map((field): BarChartProps => ({
      id: `outing-stats-${field}`,
      title: t(`outingStats.charts.${field}`),
      bars: heightBars(outings, tab, field),
      labelOf: year,
      hrefOf: (bar) => listHref(yearLinkFilters(filters, tab, bar.key, field)),
      ...forMetres,
    })),
  ];
  const charts = timeCharts.map((chart) => ({ ...chart, legend: legendFor(chart.bars) }));

  const ratingCharts = RATING_FIELDS.map((field): BarChartProps => ({
    id: `outing-stats-${field}`,
    title: label('outing', field),
    bars: ratingBars(outings, tab, field),
    labelOf: (key) => enumLabel(ratingScaleNameOf(field) ?? '', key),
    hrefOf: (bar) => listHref(ratingLinkFilters(filters, tab, field, bar.key)),
    colorOf: ratingColor,
    ...forOutings,
  }));

  return (
    <div className={styles.charts}>
      {[...charts, ...ratingCharts]
        .filter((chart) => chart.bars.length > 0)
        .map((chart) => (
          <BarChart key={chart.id} {...chart} />
        ))}
    </div>
  );
}
