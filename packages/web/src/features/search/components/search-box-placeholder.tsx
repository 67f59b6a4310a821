import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import styles from './search-box.module.css';

/**
 * What the top bar shows until the search box's code has arrived: the same field, looking the
 * same, that asks for that code as soon as it is pointed at, touched or focused. Pages are
 * lighter to load, and whatever is typed meanwhile is handed over (`SearchBoxSlot`).
 */
export function SearchBoxPlaceholder({
  text,
  onText,
  onWanted,
  onLeft,
}: {
  text: string;
  onText: (text: string) => void;
  /** The box's code is wanted; `focused` when the field has the focus. */
  onWanted: (focused: boolean) => void;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <span className={styles.icon}>
        <Icon name="search" size={18} />
      </span>
      <input
        id={id}
        type="search"
        // The same role and state as the real box's field, which takes its place.
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        className={styles.input}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => onText(event.target.value)}
        onPointerEnter={() => onWanted(false)}
        onTouchStart={() => onWanted(false)}
        // A press means typing comes next: the real box will take the focus.
        onPointerDown={() => onWanted(true)}
        onFocus={() => onWanted(true)}
        onBlur={onLeft}
      />
    </form>
  );
}
