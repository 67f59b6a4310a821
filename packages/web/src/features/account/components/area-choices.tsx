import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon.tsx';
import { titleOf, type Listing } from '../../../lib/documents.ts';
import styles from './preferences.module.css';

/** What the page gives the area picker (the search feature's, composed by the route). */
export type AreaPickerProps = {
  label: string;
  /** Areas already chosen are not offered again. */
  excludedIds: readonly number[];
  onPick: (area: Listing) => void;
};

type Props = {
  areas: readonly Listing[];
  renderPicker: (props: AreaPickerProps) => ReactNode;
  onAdd: (area: Listing) => void;
  onRemove: (area: Listing) => void;
};

/** Spec 1 §2.10: the areas filter of the home feed, as removable tiles and a picker. */
export function AreaChoices({ areas, renderPicker, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('account.areas')}</legend>
      {areas.length > 0 ? (
        <ul className={styles.tiles} aria-label={t('account.chosenAreas')}>
          {areas.map((area) => {
            const title = titleOf(area) || `#${area.document_id}`;
            return (
              <li key={area.document_id} className={styles.tile}>
                <span>{title}</span>
                <button
                  type="button"
                  className={styles.tileRemove}
                  aria-label={t('account.removeArea', { name: title })}
                  title={t('account.removeArea', { name: title })}
                  onClick={() => onRemove(area)}
                >
                  <Icon name="close" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.hint}>{t('account.noArea')}</p>
      )}
      <div className={styles.picker}>
        {renderPicker({
          label: t('account.addArea'),
          excludedIds: areas.map((area) => area.document_id),
          onPick: onAdd,
        })}
      </div>
    </fieldset>
  );
}
