import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  catalogOf,
  enumValues,
  fieldByName,
  sliderStep,
  type DocumentType,
  type ListFilter,
} from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import { cx } from '../../../lib/cx.ts';
import { splitValues } from '../../../lib/list-query.ts';
import { RangeSlider } from './range-slider.tsx';
import styles from './filters.module.css';

/** What every filter widget receives: its filter, the raw address value and a setter. */
export type FilterWidgetProps = {
  type: DocumentType;
  filter: ListFilter;
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** Enumeration of a filter: activities of the type for `act`, else the filter's enum. */
function valuesOf(type: DocumentType, filter: ListFilter): readonly string[] {
  if (filter.kind === 'act' && type !== 'xreport') return catalogOf(type).activities;
  return filter.enum ? enumValues(filter.enum) : [];
}

/** multi and act: toggle chips; the value is the chosen list, comma-separated (OR). */
export function ChipsFilter({ type, filter, label, value, onChange }: FilterWidgetProps) {
  const { enumLabel } = useFormatter();
  const chosen = splitValues(value);
  const toggle = (item: string) => {
    const next = chosen.includes(item) ? chosen.filter((v) => v !== item) : [...chosen, item];
    onChange(next.join(',') || undefined);
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {valuesOf(type, filter).map((item) => (
          <button
            key={item}
            type="button"
            className={cx(styles.chip, chosen.includes(item) && styles.chipOn)}
            aria-pressed={chosen.includes(item)}
            onClick={() => toggle(item)}
          >
            {filter.enum ? enumLabel(filter.enum, item) : item}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Spec 1 §2.5 compass picker: the eight orientations laid out as on a compass. */
const COMPASS = ['NW', 'N', 'NE', 'W', '', 'E', 'SW', 'S', 'SE'] as const;

export function OrientationFilter({ label, value, onChange }: FilterWidgetProps) {
  const chosen = splitValues(value);
  const toggle = (item: string) => {
    const next = chosen.includes(item) ? chosen.filter((v) => v !== item) : [...chosen, item];
    onChange(next.join(',') || undefined);
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.compass}>
        {COMPASS.map((item, index) =>
          item ? (
            <button
              key={item}
              type="button"
              className={cx(styles.chip, chosen.includes(item) && styles.chipOn)}
              aria-pressed={chosen.includes(item)}
              onClick={() => toggle(item)}
            >
              {item}
            </button>
          ) : (
            <span key={index} className={styles.compassCentre} aria-hidden="true" />
          ),
        )}
      </div>
    </fieldset>
  );
}

/** erange: a slider over the ordered enum values; the full range means no filter. */
export function EnumRangeFilter({ type, filter, label, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const { enumLabel } = useFormatter();
  const values = valuesOf(type, filter);
  if (values.length === 0) return null;
  const [from, to] = splitValues(value);
  const low = Math.max(0, from ? values.indexOf(from) : 0);
  const toIndex = to ? values.indexOf(to) : -1;
  const high = toIndex >= 0 ? toIndex : values.length - 1;
  const show = (index: number) => (filter.enum ? enumLabel(filter.enum, values[index]!) : values[index]!);
  return (
    <div className={styles.field}>
      <span className={styles.legend}>{label}</span>
      <RangeSlider
        key={value ?? ''}
        label={label}
        min={0}
        max={values.length - 1}
        step={1}
        low={low}
        high={high}
        format={show}
        minLabel={t('lists.min')}
        maxLabel={t('lists.max')}
        onCommit={(l, h) =>
          onChange(l === 0 && h === values.length - 1 ? undefined : `${values[l]},${values[h]}`)
        }
      />
    </div>
  );
}

/** Bounds of a numeric filter: the field's catalog bounds (sliders default to full range). */
function boundsOf(type: DocumentType, filter: ListFilter): { min: number; max: number } {
  const field = fieldByName(type, filter.fields[0] ?? '');
  return { min: field?.min ?? 0, max: field?.max ?? 9000 };
}

/** nrange: numeric slider, step by range width (fields.md §13.2), full range = no filter. */
export function NumRangeFilter({ type, filter, label, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const { number } = useFormatter();
  const { min, max } = boundsOf(type, filter);
  const [from, to] = (value ?? '').split(',');
  const low = from ? Math.max(min, Number(from)) : min;
  const high = to ? Math.min(max, Number(to)) : max;
  const unit = fieldByName(type, filter.fields[0] ?? '')?.unit;
  return (
    <div className={styles.field}>
      <span className={styles.legend}>{label}</span>
      <RangeSlider
        key={value ?? ''}
        label={label}
        min={min}
        max={max}
        step={sliderStep(min, max)}
        low={Number.isFinite(low) ? low : min}
        high={Number.isFinite(high) ? high : max}
        format={(v) => `${number(v)}${unit === 'm' ? ' m' : ''}`}
        minLabel={t('lists.min')}
        maxLabel={t('lists.max')}
        onCommit={(l, h) => onChange(l === min && h === max ? undefined : `${l},${h}`)}
      />
    </div>
  );
}

/** num_min: a number used as a lower bound (outing `olen`). */
export function NumberFilter({ label, value, onChange }: FilterWidgetProps) {
  const [text, setText] = useState(value ?? '');
  const [commit, flush] = useDebouncedCallback(
    (next: string) => onChange(/^\d+$/.test(next) ? next : undefined),
    300,
  );
  return (
    <label className={styles.field}>
      <span className={styles.legend}>{label}</span>
      <input
        className={cx('input', styles.number)}
        type="number"
        min={0}
        inputMode="numeric"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        onBlur={flush}
      />
    </label>
  );
}

/** tri: yes, no, no info (spec 1 §2.5), plus "any" to drop the filter. */
export function TriFilter({ label, value, onChange }: FilterWidgetProps) {
  const { t } = useTranslation();
  const options = [
    { value: undefined, text: t('lists.any') },
    { value: 'true', text: t('values.yes') },
    { value: 'false', text: t('values.no') },
    { value: 'null', text: t('values.noInfo') },
  ];
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <button
            key={option.text}
            type="button"
            className={cx(styles.chip, value === option.value && styles.chipOn)}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.text}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** check: `true` when ticked, absent otherwise. */
export function CheckFilter({ label, value, onChange }: FilterWidgetProps) {
  return (
    <label className={cx(styles.field, styles.check)}>
      <input
        type="checkbox"
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : undefined)}
      />
      {label}
    </label>
  );
}

/**
 * Outing dates (spec 1 §2.5): a date or a start,end range; "Ignore year" moves the value from
 * `date` to `period`. Receives both values and changes both keys at once.
 */
export function DateFilter({
  label,
  date,
  period,
  onChange,
}: {
  label: string;
  date: string | undefined;
  period: string | undefined;
  onChange: (changes: { date?: string; period?: string }) => void;
}) {
  const { t } = useTranslation();
  const isIgnoringYear = !date && !!period;
  const [start = '', end = ''] = (isIgnoringYear ? period : (date ?? '')).split(',');
  const set = (nextStart: string, nextEnd: string, ignoreYear: boolean) => {
    const range = [nextStart, nextEnd].filter(Boolean);
    // A single date is that day; two dates a range (api.md §6.3 date-span and period).
    const joined = ignoreYear && range.length === 1 ? `${range[0]},${range[0]}` : range.join(',');
    onChange(
      ignoreYear
        ? { date: undefined, period: joined || undefined }
        : { date: joined || undefined, period: undefined },
    );
  };
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.dates}>
        <label>
          <span>{t('lists.from')}</span>
          <input
            className="input"
            type="date"
            value={start}
            onChange={(event) => set(event.target.value, end, isIgnoringYear)}
          />
        </label>
        <label>
          <span>{t('lists.to')}</span>
          <input
            className="input"
            type="date"
            value={end}
            min={start || undefined}
            onChange={(event) => set(start, event.target.value, isIgnoringYear)}
          />
        </label>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={isIgnoringYear}
          onChange={(event) => set(start, end, event.target.checked)}
        />
        {t('lists.ignoreYear')}
      </label>
    </fieldset>
  );
}

/** The title box (spec 1 §2.5: text inputs debounced 300 ms). */
export function TitleFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [commit, flush] = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 300);
  return (
    <label className={styles.title}>
      <span className="visually-hidden">{t('lists.titleFilter')}</span>
      <input
        className="input"
        type="search"
        placeholder={t('lists.titleFilter')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          commit(event.target.value);
        }}
        onKeyDown={(event) => event.key === 'Enter' && flush()}
      />
    </label>
  );
}
