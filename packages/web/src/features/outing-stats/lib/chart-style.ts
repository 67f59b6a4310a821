import type { Activity } from '@cairn/domain';

/** Spec 3 §9: activity colours are fixed per activity. */
export const ACTIVITY_COLORS: Record<Activity, string> = {
  skitouring: '#1971c2',
  snow_ice_mixed: '#0c8599',
  mountain_climbing: '#7048e8',
  rock_climbing: '#e8590c',
  ice_climbing: '#74c0fc',
  hiking: '#2b8a3e',
  snowshoeing: '#a5d8ff',
  paragliding: '#f08c00',
  mountain_biking: '#862e9c',
  via_ferrata: '#c2255c',
  slacklining: '#5c940d',
};

/** Outings without a known activity. */
export const NO_ACTIVITY_COLOR = '#868e96';

/**
 * Spec 3 §9: rating colours run on a hue from 120 down to 0 (green to red) across the values a
 * chart shows; orange when there is only one.
 */
export function ratingColor(index: number, count: number): string {
  if (count <= 1) return 'hsl(30 90% 50%)';
  const hue = Math.round(120 - (120 * index) / (count - 1));
  return `hsl(${hue} 70% 42%)`;
}

/** Spec 3 §9: chart height 400; margins top 10, right 30, bottom 50, left 40. */
export const CHART_HEIGHT = 400;
export const CHART_MARGIN = { top: 10, right: 30, bottom: 50, left: 40 } as const;

/** Spec 3 §9: distance labels under 1000 in m, otherwise in km rounded. */
export function distanceLabel(metres: number, format: (value: number) => string): string {
  return metres < 1000 ? `${format(metres)} m` : `${format(Math.round(metres / 1000))} km`;
}
