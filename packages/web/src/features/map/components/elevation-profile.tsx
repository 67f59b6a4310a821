import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { extent as d3Extent } from 'd3-array';
import { axisBottom, axisLeft } from 'd3-axis';
import { scaleLinear, scaleTime } from 'd3-scale';
import { pointer, select } from 'd3-selection';
import { area, line } from 'd3-shape';
import 'd3-transition';
import { cx } from '../../../lib/cx.ts';
import {
  formatDuration,
  hasTimes,
  nearestOf,
  seriesOf,
  type ProfileMode,
  type ProfilePoint,
  type SeriesPoint,
} from '../lib/elevation-profile.ts';
import styles from './elevation-profile.module.css';

/** Spec 3 §9 "Elevation chart". */
const MARGIN = { top: 40, right: 10, bottom: 25, left: 35 };
const RESIZE_DEBOUNCE = 100;
const AXIS_TRANSITION = 1000;
const HEIGHT = 200;

type Props = {
  points: ProfilePoint[];
  /** The hovered point's position, for the marker on the map; undefined when the pointer leaves. */
  onHover: (coordinate: [number, number] | undefined) => void;
  /** Spec 3 §2: collapsible when the map is full screen. */
  isCollapsible: boolean;
};

/** Spec 3 §2 "Elevation profile" of an outing track, by distance or by time. */
export function ElevationProfile({ points, onHover, isCollapsible }: Props) {
  const { t, i18n } = useTranslation();
  const isTimed = hasTimes(points);
  const [mode, setMode] = useState<ProfileMode>('distance');
  const [isCollapsed, setIsCollapsed] = useState(false);
  const [hovered, setHovered] = useState<SeriesPoint>();
  const container = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState(0);
  const series = useMemo(() => seriesOf(points, isTimed ? mode : 'distance'), [points, mode, isTimed]);
  const onHoverRef = useRef(onHover);
  useEffect(() => {
    onHoverRef.current = onHover;
  });

  // The chart follows its box's width, redrawn at most every 100 ms while resizing.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setWidth(element.clientWidth);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.clientWidth), RESIZE_DEBOUNCE);
    };
    window.addEventListener('resize', handleResize);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(handleResize);
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
      observer?.disconnect();
    };
  }, [isCollapsed]);

  const isTime = isTimed && mode === 'time';
  const scales = useMemo(() => {
    const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
    const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
    const [minX = 0, maxX = 1] = d3Extent(series, (s) => s.x);
    const [minY = 0, maxY = 1] = d3Extent(series, (s) => s.y);
    const padY = Math.max((maxY - minY) * 0.1, 10);
    const y = scaleLinear()
      .domain([minY - padY, maxY + padY])
      .range([innerHeight, 0])
      .nice();
    const x = isTime
      ? scaleTime()
          .domain([new Date(minX), new Date(maxX)])
          .range([0, innerWidth])
      : scaleLinear().domain([minX, maxX]).range([0, innerWidth]);
    return { x, y, innerWidth, innerHeight };
  }, [series, width, isTime]);

  // Draws with d3 into the svg React rendered; the axes move to a new mode in 1 s.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || width === 0 || isCollapsed) return;
    const { x, y, innerWidth, innerHeight } = scales;
    const xOf = (s: SeriesPoint) => x(isTime ? new Date(s.x) : s.x);
    const root = select(svg).select<SVGGElement>('g.plot');
    const xAxis = axisBottom(x as never).ticks(Math.max(2, Math.floor(innerWidth / 80)));
    if (isTime)
      xAxis.tickFormat((value) =>
        (value as Date).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
      );
    else xAxis.tickFormat((value) => `${(value as number).toLocaleString(i18n.language)} km`);
    root
      .select<SVGGElement>('g.x')
      .attr('transform', `translate(0,${innerHeight})`)
      .transition()
      .duration(AXIS_TRANSITION)
      .call(xAxis as never);
    root
      .select<SVGGElement>('g.y')
      .transition()
      .duration(AXIS_TRANSITION)
      .call(
        axisLeft(y)
          .ticks(4)
          .tickFormat((value) => (value as number).toLocaleString(i18n.language)) as never,
      );
    root
      .select('path.area')
      .datum(series)
      .attr(
        'd',
        area<SeriesPoint>()
          .x(xOf)
          .y0(innerHeight)
          .y1((s) => y(s.y)),
      );
    root
      .select('path.line')
      .datum(series)
      .attr(
        'd',
        line<SeriesPoint>()
          .x(xOf)
          .y((s) => y(s.y)),
      );
    root
      .select<SVGRectElement>('rect.overlay')
      .attr('width', innerWidth)
      .attr('height', innerHeight)
      .on('pointermove', (event: PointerEvent) => {
        const [px] = pointer(event);
        const value = x.invert(px);
        const nearest = nearestOf(series, value instanceof Date ? value.getTime() : value);
        setHovered(nearest);
        onHoverRef.current(nearest?.point.coordinate);
      })
      .on('pointerleave', () => {
        setHovered(undefined);
        onHoverRef.current(undefined);
      });
  }, [scales, series, width, isTime, isCollapsed, i18n.language]);

  const start = points[0]?.time;
  const hoverX = hovered ? (isTime ? scales.x(new Date(hovered.x)) : scales.x(hovered.x)) : 0;
  const number = (value: number, digits: number) =>
    value.toLocaleString(i18n.language, { maximumFractionDigits: digits, minimumFractionDigits: digits });

  return (
    <section
      className={cx(styles.profile, isCollapsible && styles.floating)}
      aria-label={t('map.elevationProfile')}
    >
      <header className={styles.header}>
        <h3 className={styles.title}>{t('map.elevationProfile')}</h3>
        {!isCollapsed && isTimed && (
          <div role="group" aria-label={t('map.profileMode')} className={styles.modes}>
            {(['distance', 'time'] as const).map((item) => (
              <button key={item} type="button" aria-pressed={mode === item} onClick={() => setMode(item)}>
                {t(`map.profileModes.${item}`)}
              </button>
            ))}
          </div>
        )}
        {isCollapsible && (
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={!isCollapsed}
            onClick={() => setIsCollapsed((v) => !v)}
          >
            {isCollapsed ? t('map.showProfile') : t('map.hideProfile')}
          </button>
        )}
      </header>
      {!isCollapsed && (
        <div ref={container} className={styles.chart}>
          <svg ref={svgRef} width={width} height={HEIGHT} role="img" aria-label={t('map.elevationProfile')}>
            <g className="plot" transform={`translate(${MARGIN.left},${MARGIN.top})`}>
              <path className={cx('area', styles.area)} />
              <path className={cx('line', styles.line)} />
              <g className={cx('x', styles.axis)} />
              <g className={cx('y', styles.axis)} />
              {hovered && (
                <g transform={`translate(${hoverX},0)`} className={styles.focus}>
                  <line y1={0} y2={scales.innerHeight} />
                  <circle cy={scales.y(hovered.y)} r={4} />
                </g>
              )}
              <rect className={cx('overlay', styles.overlay)} />
            </g>
          </svg>
          {hovered && (
            <p className={styles.readout} role="status">
              <span>{t('map.elevationValue', { value: number(hovered.point.elevation, 0) })}</span>
              <span>{t('map.distanceValue', { value: number(hovered.point.distance, 2) })}</span>
              {hovered.point.time !== undefined && start !== undefined && (
                <span>{t('map.timeValue', { value: formatDuration(hovered.point.time - start) })}</span>
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
