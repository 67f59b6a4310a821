import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { enumValues, type DocumentType, type FieldDef } from '@cairn/domain';
import { formatterOf } from '../../../lib/field-format.tsx';
import type { LooseT } from '../../../lib/loose-t.ts';
import { OrientationPicker } from './orientation-picker.tsx';
import { ConditionsLevelsInput } from './conditions-levels-input.tsx';
import styles from './document-form.module.css';

export interface FieldInputProps {
  type: DocumentType;
  def: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The message shown under the field (already in the user's language). */
  error?: string | undefined;
  required?: boolean;
  /** The values offered when the type allows only some of the enumeration's (a type's activities). */
  values?: readonly string[];
  /** Waypoints associated with a route, for its main waypoint. */
  waypointChoices?: readonly { document_id: number; title: string }[];
}

/** An error's element id, for `aria-describedby` and scrolling to the first error. */
export const errorIdOf = (name: string) => `edit-error-${name}`;
/** The id of a field's first control (its label's target; scrolled to on an error). */
export const controlIdOf = (name: string) => `edit-field-${name}`;

const UNIT_SUFFIX: Record<string, string> = { m: 'm', deg: '°', mm: 'mm', s: 's', px: 'px', bytes: 'B' };

/** A number from an input's text: null when empty, NaN kept out (the browser gives '' for bad text). */
function numberOf(text: string, kind: 'int' | 'float'): number | null {
  if (text.trim() === '') return null;
  const value = kind === 'int' ? Number.parseInt(text, 10) : Number.parseFloat(text.replace(',', '.'));
  return Number.isNaN(value) ? null : value;
}

/** `2026-07-14T09:30` in the browser's zone → ISO 8601 with its offset (fields.md datetime). */
export function localDateTimeToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${value.length === 16 ? `${value}:00` : value}${sign}${hours}:${minutes}`;
}

/** An ISO date-time shown in a `datetime-local` input, in the browser's zone. */
export function isoToLocalDateTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The input of one catalog field, by its kind (issue 12 §1): enums as selects, lists of values
 * as checkbox groups (orientations as a compass), numbers with their bounds and unit, dates,
 * booleans and tristates, texts; the outing's conditions levels as a small table.
 */
export function FieldInput({
  type,
  def,
  value,
  onChange,
  error,
  required,
  waypointChoices,
  values: allowed,
}: FieldInputProps) {
  // One subscription to the language for the messages, the loose ones and the formatter.
  const { t, i18n } = useTranslation();
  const tx = t as unknown as LooseT;
  const format = formatterOf(tx, i18n.resolvedLanguage ?? i18n.language);
  const id = controlIdOf(def.name);
  const hintId = useId();
  const label = format.labelByName(type, def.name);
  const errorId = errorIdOf(def.name);
  const describedBy = [error ? errorId : null, def.min !== undefined || def.max !== undefined ? hintId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required || undefined,
    readOnly: def.formReadOnly || undefined,
  } as const;
  const errorLine = error ? (
    <p className={styles.error} id={errorId}>
      {error}
    </p>
  ) : null;
  const labelText = (
    <>
      {label}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </>
  );

  const wrap = (control: ReactNode, hint?: ReactNode) => (
    <div className={styles.field} data-field={def.name}>
      <label className={styles.label} htmlFor={id}>
        {labelText}
      </label>
      {control}
      {hint}
      {errorLine}
    </div>
  );

  switch (def.kind) {
    case 'enum': {
      const values = allowed ?? enumValues(def.enum ?? '');
      return wrap(
        <select
          {...common}
          className={`input ${styles.select}`}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('documentEdit.none')}</option>
          {values.map((v) => (
            <option key={v} value={v}>
              {format.enumLabel(def.enum ?? '', v)}
            </option>
          ))}
        </select>,
      );
    }
    case 'enum[]':
    case 'string[]': {
      const values = allowed ?? enumValues(def.enum ?? '');
      const selected = Array.isArray(value) ? (value as string[]) : [];
      if (def.enum === 'orientation_types')
        return (
          <fieldset
            className={styles.group}
            data-field={def.name}
            aria-describedby={describedBy || undefined}
          >
            <legend className={styles.label} id={id}>
              {labelText}
            </legend>
            <OrientationPicker value={selected} onChange={onChange} />
            {errorLine}
          </fieldset>
        );
      const toggle = (v: string, checked: boolean) =>
        // Kept in the enumeration's order, as the detail page shows them.
        onChange(values.filter((x) => (x === v ? checked : selected.includes(x))));
      return (
        <fieldset
          className={styles.group}
          data-field={def.name}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
        >
          <legend className={styles.label}>{labelText}</legend>
          <div className={styles.choices}>
            {values.map((v, i) => (
              <label key={v} className={styles.choice}>
                <input
                  type="checkbox"
                  id={i === 0 ? id : undefined}
                  checked={selected.includes(v)}
                  onChange={(event) => toggle(v, event.target.checked)}
                />
                <span>{format.enumLabel(def.enum ?? '', v)}</span>
              </label>
            ))}
          </div>
          {errorLine}
        </fieldset>
      );
    }
    case 'int':
    case 'float': {
      const unit = def.unit ? (UNIT_SUFFIX[def.unit] ?? tx(`units.${def.unit}`, { value: '' }).trim()) : null;
      const bounds =
        def.min !== undefined || def.max !== undefined ? (
          <p className={styles.hint} id={hintId}>
            {def.min !== undefined && def.max !== undefined
              ? t('documentEdit.between', { min: def.min, max: def.max })
              : def.min !== undefined
                ? t('documentEdit.atLeast', { min: def.min })
                : t('documentEdit.atMost', { max: def.max })}
          </p>
        ) : null;
      return wrap(
        <span className={styles.number}>
          <input
            {...common}
            className="input"
            type="number"
            inputMode={def.kind === 'int' ? 'numeric' : 'decimal'}
            step={def.kind === 'int' ? 1 : 'any'}
            min={def.min}
            max={def.max}
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => onChange(numberOf(event.target.value, def.kind as 'int' | 'float'))}
          />
          {unit && <span className={styles.unit}>{unit}</span>}
        </span>,
        bounds,
      );
    }
    case 'bool':
      return (
        <div className={styles.field} data-field={def.name}>
          <label className={styles.checkbox}>
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
            />
            <span>{labelText}</span>
          </label>
          {errorLine}
        </div>
      );
    case 'bool3':
      return wrap(
        <select
          {...common}
          className={`input ${styles.select}`}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(event) =>
            onChange(event.target.value === 'yes' ? true : event.target.value === 'no' ? false : null)
          }
        >
          <option value="">{t('values.noInfo')}</option>
          <option value="yes">{t('values.yes')}</option>
          <option value="no">{t('values.no')}</option>
        </select>,
      );
    case 'date':
      return wrap(
        <input
          {...common}
          className={`input ${styles.date}`}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        />,
      );
    case 'datetime':
      return wrap(
        <input
          {...common}
          className={`input ${styles.date}`}
          type="datetime-local"
          value={isoToLocalDateTime(value)}
          onChange={(event) => onChange(localDateTimeToIso(event.target.value))}
        />,
      );
    case 'id':
      return wrap(
        <select
          {...common}
          className={`input ${styles.select}`}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('documentEdit.none')}</option>
          {(waypointChoices ?? []).map((w) => (
            <option key={w.document_id} value={w.document_id}>
              {w.title}
            </option>
          ))}
        </select>,
        (waypointChoices ?? []).length === 0 ? (
          <p className={styles.hint}>{t('documentEdit.mainWaypointHint')}</p>
        ) : null,
      );
    case 'json':
      return (
        <fieldset className={styles.group} data-field={def.name}>
          <legend className={styles.label} id={id}>
            {labelText}
          </legend>
          <ConditionsLevelsInput value={value} onChange={onChange} />
          {errorLine}
        </fieldset>
      );
    case 'text':
    case 'md':
      return wrap(
        <textarea
          {...common}
          className={`input ${styles.textarea}`}
          rows={4}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
    case 'string':
      return wrap(
        <input
          {...common}
          className="input"
          type={def.name === 'url' ? 'url' : 'text'}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
  }
}
