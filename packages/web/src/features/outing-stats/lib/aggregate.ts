import { ACTIVITIES, MONTHS, type Activity } from '@cairn/domain';
import { ratingScaleOf, type HeightField, type RatingField, type StatsOuting } from './stats-outing.ts';

/**
 * Spec 3 "Outing statistics": the pure counting behind the tabs and the charts. Every chart is
 * a list of bars in axis order; a bar splits into segments, one per activity, for the stacked
 * charts of the "All" tab.
 */

export const ALL_TAB = 'all';
export type StatsTab = Activity | typeof ALL_TAB;
export type TabCount = { tab: StatsTab; count: number };

/** One coloured part of a bar; `null` for outings without a known activity. */
export type Segment = { activity: Activity | null; value: number };
export type Bar = { key: string; value: number; segments: Segment[] };

/** Spec 3: "All", then one tab per activity that has outings (spec order), each with its count. */
export function activityTabs(outings: readonly StatsOuting[]): TabCount[] {
  const counts = new Map<Activity, number>();
  for (const outing of outings)
    for (const activity of new Set(outing.activities)) counts.set(activity, (counts.get(activity) ?? 0) + 1);
  return [
    { tab: ALL_TAB, count: outings.length },
    ...ACTIVITIES.filter((a) => counts.has(a)).map((a) => ({ tab: a, count: counts.get(a)! })),
  ];
}

/** The outings a tab counts: all of them, or those having the tab's activity among theirs. */
export const outingsOfTab = (outings: readonly StatsOuting[], tab: StatsTab): readonly StatsOuting[] =>
  tab === ALL_TAB ? outings : outings.filter((o) => o.activities.includes(tab));

/**
 * The segment an outing adds to: in "All", its main (first) activity, so that a bar's
 * segments add up to the bar; in an activity tab, that activity.
 */
const segmentOf = (tab: StatsTab, outing: StatsOuting): Activity | null =>
  tab === ALL_TAB ? (outing.activities[0] ?? null) : tab;

const yearOf = (outing: StatsOuting): number | undefined =>
  outing.date_start ? Number(outing.date_start.slice(0, 4)) : undefined;

const monthOf = (outing: StatsOuting): string | undefined =>
  outing.date_start ? MONTHS[Number(outing.date_start.slice(5, 7)) - 1] : undefined;

/** Every year from the first to the last, so that a year without outings shows as a gap. */
function yearKeys(years: Iterable<number>): string[] {
  const list = [...years];
  if (list.length === 0) return [];
  const first = Math.min(...list);
  const last = Math.max(...list);
  return Array.from({ length: last - first + 1 }, (_, i) => String(first + i));
}

/** Sums `valueOf` per key and per segment, then lays the bars out in `keys` order. */
function barsOf(
  keys: readonly string[],
  outings: readonly StatsOuting[],
  tab: StatsTab,
  keyOf: (outing: StatsOuting) => string | undefined,
  valueOf: (outing: StatsOuting) => number | undefined,
): Bar[] {
  const sums = new Map<string, Map<Activity | null, number>>();
  for (const outing of outings) {
    const key = keyOf(outing);
    const value = valueOf(outing);
    if (key === undefined || value === undefined) continue;
    const bySegment = sums.get(key) ?? new Map<Activity | null, number>();
    const segment = segmentOf(tab, outing);
    bySegment.set(segment, (bySegment.get(segment) ?? 0) + value);
    sums.set(key, bySegment);
  }
  const order: (Activity | null)[] = [...ACTIVITIES, null];
  return keys.map((key) => {
    const bySegment = sums.get(key) ?? new Map<Activity | null, number>();
    const segments = order
      .filter((activity) => bySegment.has(activity))
      .map((activity) => ({ activity, value: bySegment.get(activity)! }));
    return { key, value: segments.reduce((sum, s) => sum + s.value, 0), segments };
  });
}

/** Outings per year of their start date, every year between the first and the last. */
export function yearBars(outings: readonly StatsOuting[], tab: StatsTab): Bar[] {
  const years = outings.map(yearOf).filter((y): y is number => y !== undefined);
  return barsOf(
    yearKeys(years),
    outings,
    tab,
    (o) => yearOf(o)?.toString(),
    () => 1,
  );
}

/** Outings per month of their start date, January to December, all years together. */
export function monthBars(outings: readonly StatsOuting[], tab: StatsTab): Bar[] {
  if (!outings.some((o) => o.date_start)) return [];
  return barsOf(MONTHS, outings, tab, monthOf, () => 1);
}

/** Metres of `field` summed per year, from the first to the last year that has some. */
export function heightBars(outings: readonly StatsOuting[], tab: StatsTab, field: HeightField): Bar[] {
  const measured = outings.filter((o) => o.heights[field] !== undefined);
  const years = measured.map(yearOf).filter((y): y is number => y !== undefined);
  return barsOf(
    yearKeys(years),
    measured,
    tab,
    (o) => yearOf(o)?.toString(),
    (o) => o.heights[field],
  );
}

/**
 * Outings per value of a rating, in the scale's order (domain enums), from the easiest to the
 * hardest value present, values between them included with no outing.
 */
export function ratingBars(outings: readonly StatsOuting[], tab: StatsTab, field: RatingField): Bar[] {
  const scale = ratingScaleOf(field);
  const ranks = outings
    .map((o) => o.ratings[field])
    .filter((value): value is string => value !== undefined)
    .map((value) => scale.indexOf(value));
  if (ranks.length === 0) return [];
  const keys = scale.slice(Math.min(...ranks), Math.max(...ranks) + 1);
  return barsOf(
    keys,
    outings,
    tab,
    (o) => o.ratings[field],
    () => 1,
  );
}

/** The largest bar of a chart (0 for none). */
export const maxOf = (bars: readonly Bar[]): number => bars.reduce((max, bar) => Math.max(max, bar.value), 0);

/** The activities that make up a chart's bars, in spec order: its legend. */
export function legendOf(bars: readonly Bar[]): Activity[] {
  const present = new Set(bars.flatMap((bar) => bar.segments.map((s) => s.activity)));
  return ACTIVITIES.filter((a) => present.has(a));
}
