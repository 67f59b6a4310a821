import { useRef, useState } from 'react';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import styles from './filters.module.css';

/**
 * Two thumbs over one track (spec 1 §2.5 sliders): native range inputs, so keyboard and
 * screen readers work; the new range is committed 300 ms after the last move.
 */
export function RangeSlider({
  label,
  min,
  max,
  step,
  low,
  high,
  format,
  minLabel,
  maxLabel,
  onCommit,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  low: number;
  high: number;
  format: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  onCommit: (low: number, high: number) => void;
}) {
  const [range, setRange] = useState({ low, high });
  // The latest range, for moves that come faster than renders.
  const latest = useRef({ low, high });
  const [commit, flush] = useDebouncedCallback(onCommit, 300);
  const update = (change: (current: { low: number; high: number }) => { low: number; high: number }) => {
    const next = change(latest.current);
    latest.current = next;
    setRange(next);
    commit(next.low, next.high);
  };
  const span = max - min || 1;
  const left = ((range.low - min) / span) * 100;
  const right = ((range.high - min) / span) * 100;
  return (
    <div className={styles.slider}>
      <div className={styles.sliderValues} aria-hidden="true">
        <span>{format(range.low)}</span>
        <span>{format(range.high)}</span>
      </div>
      <div className={styles.sliderTrack}>
        <div className={styles.sliderFill} style={{ left: `${left}%`, width: `${right - left}%` }} />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={range.low}
          aria-label={`${label} – ${minLabel}`}
          aria-valuetext={format(range.low)}
          onChange={(event) => {
            const value = Number(event.target.value);
            update((r) => ({ low: Math.min(value, r.high), high: r.high }));
          }}
          onBlur={flush}
        />
        <input
          type="range"
          min={min}
          max={max}
          step={step}
          value={range.high}
          aria-label={`${label} – ${maxLabel}`}
          aria-valuetext={format(range.high)}
          onChange={(event) => {
            const value = Number(event.target.value);
            update((r) => ({ low: r.low, high: Math.max(value, r.low) }));
          }}
          onBlur={flush}
        />
      </div>
    </div>
  );
}
