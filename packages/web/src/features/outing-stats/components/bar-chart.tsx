import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@cairn/domain';
import { useLooseT } from '../../../lib/loose-t.ts';
import { cx } from '../../../lib/cx.ts';
import { maxOf, type Bar, type Segment } from '../lib/aggregate.ts';
import { ACTIVITY_COLORS, CHART_HEIGHT, CHART_MARGIN, NO_ACTIVITY_COLOR } from '../lib/chart-style.ts';
import { yAxisOf } from '../lib/y-axis.ts';
import styles from './bar-chart.module.css';

/** Below this width per bar, the axis labels turn aside so that they do not overlap. */
const UPRIGHT_LABEL_WIDTH = 44;
/** Narrower than this per bar, the chart scrolls sideways (many climbing grades on a phone). */
const MIN_BAR_WIDTH = 12;

export type BarChartProps = {
  id: string;
  title: string;
  bars: readonly Bar[];
  /** Counts of outings, or metres. */
  unit: 'outings' | 'metres';
  /** The bar's name: "2023", "January", "AD+". */
  labelOf: (key: string) => string;
  /** A shorter label under the bar, when the name is long ("Jan"). */
  axisLabelOf?: (key: string) => string;
  /** The value as read: "12 outings", "12,345 m". */
  valueText: (value: number) => string;
  /** The tick labels of the value axis. */
  tickText: (value: number) => string;
  /** Where a bar leads (spec 3: the outings list filtered by year or rating); none for no link. */
  hrefOf?: (bar: Bar) => string | undefined;
  /** A bar of one colour (ratings); otherwise its segments take their activity's colour. */
  colorOf?: (index: number, count: number) => string;
  /** Spec 3: legend entries link to the outings list of their activity. */
  legend?: readonly { activity: Activity; href: string }[];
};

/** Follows the width of an element (its plot), for the layout of the axis labels. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const percent = (value: number, top: number) => `${(value / top) * 100}%`;

/**
 * A column chart in HTML: each bar is a link (or, without one, a list item) named by its
 * label and value, so that screen readers and keyboards read the chart as a list; the value
 * axis and labels under the bars are drawn for the eye only.
 */
export function BarChart(props: BarChartProps) {
  const {
    id,
    title,
    bars,
    unit,
    labelOf,
    axisLabelOf = labelOf,
    valueText,
    tickText,
    hrefOf,
    colorOf,
    legend,
  } = props;
  const { t } = useTranslation();
  const { tx } = useLooseT();
  const [plot, plotWidth] = useWidth<HTMLDivElement>();
  const axis = yAxisOf(maxOf(bars), unit);
  const isDense = plotWidth > 0 ? plotWidth / bars.length < UPRIGHT_LABEL_WIDTH : bars.length > 8;
  const titleId = `${id}-title`;
  const frameStyle: CSSProperties = {
    height: CHART_HEIGHT,
    padding: `${CHART_MARGIN.top}px ${CHART_MARGIN.right}px ${CHART_MARGIN.bottom}px ${CHART_MARGIN.left}px`,
    minWidth: bars.length * MIN_BAR_WIDTH + CHART_MARGIN.left + CHART_MARGIN.right,
  };

  // The tooltip of a stacked bar details its activities.
  const detailOf = (segments: readonly Segment[]) =>
    segments
      .filter((segment) => segment.activity)
      .map((segment) => `${tx(`enums.activities.${segment.activity}`)}: ${valueText(segment.value)}`)
      .join(', ');

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </figcaption>
      <div className={styles.scroller}>
        <div className={styles.frame} style={frameStyle}>
          <div ref={plot} className={styles.plot}>
            <div className={styles.grid} aria-hidden="true">
              {axis.ticks.map((tick) => (
                <span key={tick} className={styles.gridLine} style={{ bottom: percent(tick, axis.top) }}>
                  <span className={styles.tick}>{tickText(tick)}</span>
                </span>
              ))}
            </div>
            <ul className={cx(styles.bars, isDense && styles.dense)}>
              {bars.map((bar, index) => {
                const name = t('outingStats.barName', {
                  label: labelOf(bar.key),
                  value: valueText(bar.value),
                });
                const tooltip = bar.segments.length > 1 ? `${name} (${detailOf(bar.segments)})` : name;
                const href = bar.value > 0 ? hrefOf?.(bar) : undefined;
                const style: CSSProperties = {
                  // A bar of a few outings among thousands stays visible.
                  height: bar.value > 0 ? `max(2px, ${percent(bar.value, axis.top)})` : 0,
                  background: colorOf?.(index, bars.length),
                };
                const fill =
                  !colorOf &&
                  bar.segments.map((segment) => (
                    <span
                      key={segment.activity ?? 'none'}
                      className={styles.segment}
                      style={{
                        flexGrow: segment.value,
                        background: segment.activity ? ACTIVITY_COLORS[segment.activity] : NO_ACTIVITY_COLOR,
                      }}
                    />
                  ));
                return (
                  <li key={bar.key} className={styles.slot}>
                    {href ? (
                      <Link to={href} className={styles.bar} style={style} aria-label={name} title={tooltip}>
                        {fill}
                      </Link>
                    ) : (
                      <span className={styles.bar} style={style} title={tooltip}>
                        <span className="visually-hidden">{name}</span>
                        {fill}
                      </span>
                    )}
                    <span className={styles.axisLabel} aria-hidden="true">
                      {axisLabelOf(bar.key)}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
      {legend && legend.length > 0 && (
        <ul className={styles.legend} aria-label={t('outingStats.legend', { chart: title })}>
          {legend.map(({ activity, href }) => (
            <li key={activity}>
              <Link to={href} className={styles.legendLink}>
                <span
                  className={styles.swatch}
                  style={{ background: ACTIVITY_COLORS[activity] }}
                  aria-hidden="true"
                />
                {tx(`enums.activities.${activity}`)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
