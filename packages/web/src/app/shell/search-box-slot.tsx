import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import styles from './search-box-slot.module.css';

/**
 * Where the top-bar search (spec 1 §2.2, §5) goes. The search feature replaces this with the
 * real dropdown search; until then it is a plain input that does nothing on submit.
 */
export function SearchBoxSlot() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {t('topBar.search')}
      </label>
      <span className={styles.icon}>
        <Icon name="search" size={18} />
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={t('topBar.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
