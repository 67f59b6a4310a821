import styles from './preferences.module.css';

type Props<T extends string> = {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
};

/** A group of checkboxes shown as chips: the values of one filter (spec 1 §2.10). */
export function OptionGroup<T extends string>({ legend, options, chosen, onToggle }: Props<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map(({ value, label }) => (
          <label key={value} className={styles.option}>
            <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
