import { scaleLinear } from 'd3-scale';

export type YAxis = {
  /** The value at the top of the plot. */
  top: number;
  /** Tick values from 0 up, each at `value / top` of the plot's height. */
  ticks: number[];
};

/**
 * A value axis from 0 to a round number above `max` (d3's nice ticks). Ticks fall on whole
 * outings, and on whole kilometres once metres reach 1000, since those labels show rounded km
 * (spec 3 §9): 1500 m would read "2 km".
 */
export function yAxisOf(max: number, unit: 'outings' | 'metres'): YAxis {
  const divisor = unit === 'metres' && max >= 1000 ? 1000 : 1;
  const isWhole = unit === 'outings' || divisor > 1;
  const scale = scaleLinear()
    .domain([0, Math.max(max / divisor, 1)])
    .nice(5);
  const ticks = scale.ticks(5).filter((tick) => !isWhole || Number.isInteger(tick));
  return { top: scale.domain()[1]! * divisor, ticks: ticks.map((tick) => tick * divisor) };
}
