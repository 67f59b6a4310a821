import { useTranslation } from 'react-i18next';
import styles from './document-form.module.css';

/** One row of an outing's snow levels (fields.md: conditions_levels, a JSON list in a string). */
export interface ConditionsLevel {
  level_place: string;
  level_snow_height_soft: string;
  level_snow_height_total: string;
  level_comment: string;
}

const EMPTY: ConditionsLevel = {
  level_place: '',
  level_snow_height_soft: '',
  level_snow_height_total: '',
  level_comment: '',
};

/** The rows of a stored value (a JSON string, or already a list); unreadable text gives none. */
export function parseLevels(value: unknown): ConditionsLevel[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((row: Partial<Record<keyof ConditionsLevel, unknown>>) => ({
    level_place: String(row?.level_place ?? ''),
    level_snow_height_soft: String(row?.level_snow_height_soft ?? ''),
    level_snow_height_total: String(row?.level_snow_height_total ?? ''),
    level_comment: String(row?.level_comment ?? ''),
  }));
}

/** The stored value of the rows: null when there is none (fields.md: a JSON string). */
export const levelsValue = (rows: readonly ConditionsLevel[]): string | null =>
  rows.length ? JSON.stringify(rows) : null;

const COLUMNS = [
  ['level_place', 'place'],
  ['level_snow_height_soft', 'soft'],
  ['level_snow_height_total', 'total'],
  ['level_comment', 'comment'],
] as const;

/** The snow-levels table of an outing: rows of place, soft and total snow, comment. */
export function ConditionsLevelsInput({
  value,
  onChange,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t } = useTranslation();
  const rows = parseLevels(value);
  const set = (index: number, key: keyof ConditionsLevel, text: string) =>
    onChange(levelsValue(rows.map((row, i) => (i === index ? { ...row, [key]: text } : row))));
  return (
    <div className={styles.levels}>
      {rows.map((row, index) => (
        <div key={index} className={styles.levelRow}>
          {COLUMNS.map(([key, label]) => (
            <label key={key} className={styles.levelCell}>
              <span>{t(`documents.conditionsLevels.${label}`)}</span>
              <input
                className="input"
                inputMode={key === 'level_place' || key === 'level_comment' ? 'text' : 'numeric'}
                value={row[key]}
                onChange={(event) => set(index, key, event.target.value)}
              />
            </label>
          ))}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => onChange(levelsValue(rows.filter((_, i) => i !== index)))}
          >
            {t('documentEdit.removeRow')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button-quiet"
        onClick={() => onChange(levelsValue([...rows, EMPTY]))}
      >
        {t('documentEdit.addRow')}
      </button>
    </div>
  );
}
