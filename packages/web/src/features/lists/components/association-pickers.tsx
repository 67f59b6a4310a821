import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import { useSession } from '../../../lib/use-session.ts';
import { ASSOCIATION_FILTERS, associationIds, withAssociationId } from '../lib/association-filters.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import styles from './filters.module.css';

/**
 * What a list gives its document picker: the search box lives in the search feature, so the
 * route composes it (features do not import each other).
 */
export type AssociationPickerSlotProps = {
  type: DocumentType;
  label: string;
  /** Ids already filtered on: not offered again. */
  excludedIds: number[];
  onPick: (id: number) => void;
};
export type RenderAssociationPicker = (props: AssociationPickerSlotProps) => ReactNode;

/**
 * The letters a visitor can add a filter for: api.md §13 searches profiles only for signed-in
 * callers, so `u` needs a session.
 */
export function usePickableLetters(type: DocumentType): readonly DocumentLetter[] {
  const session = useSession();
  return (ASSOCIATION_FILTERS[type] ?? []).filter((letter) => letter !== 'u' || !!session);
}

/**
 * Spec 1 §2.5 "filter tiles for associated documents": one picker per allowed association;
 * a picked document joins the address (comma list of its letter, offset cleared) and shows
 * as a tile (association-tiles.tsx).
 */
export function AssociationPickers({
  type,
  query,
  onChange,
  renderPicker,
}: {
  type: DocumentType;
  query: ListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
  renderPicker: RenderAssociationPicker;
}) {
  const { t } = useTranslation();
  const letters = usePickableLetters(type);
  return (
    <>
      {letters.map((letter) => {
        const pickedType = LETTER_TYPES[letter];
        return (
          <div key={letter} className={styles.field}>
            {renderPicker({
              type: pickedType,
              label: t(`types.${pickedType}`),
              excludedIds: associationIds(query.filters[letter]),
              onPick: (id) => onChange({ [letter]: withAssociationId(query.filters[letter], id) }),
            })}
          </div>
        );
      })}
    </>
  );
}
