import { useTranslation } from 'react-i18next';
import { LETTER_TYPES, type DocumentLetter, type DocumentType } from '@cairn/domain';
import { useContentLang } from '../../../lib/content-lang.ts';
import { isFullDocument, isNotAuthorized, titleOf } from '../../../lib/documents.ts';
import { Icon } from '../../../components/icon.tsx';
import { useFilterDocument } from '../api/get-filter-document.ts';
import { splitValues, type ListQuery } from '../../../lib/list-query.ts';
import { ASSOCIATION_FILTERS, associationIds } from '../lib/association-filters.ts';
import styles from './filters.module.css';

function Tile({ letter, id, onRemove }: { letter: DocumentLetter; id: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const type = LETTER_TYPES[letter];
  const { data, isError } = useFilterDocument(type, id, lang);
  // A private profile answers its name only; a merged document, nothing to show.
  const title =
    data && isFullDocument(data) ? titleOf(data) : data && isNotAuthorized(data) ? data.name : undefined;
  return (
    <li className={styles.tile}>
      <span className={styles.tileType}>{t(`types.${type}`)}</span>
      <span>{title || (isError ? `#${id}` : '…')}</span>
      <button
        type="button"
        className={styles.tileRemove}
        aria-label={t('lists.removeFilter', { name: title || `#${id}` })}
        onClick={onRemove}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/** Tiles of the association filters in the address, each showing its document fetched by id. */
export function AssociationTiles({
  type,
  query,
  onChange,
}: {
  type: DocumentType;
  query: ListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  const letters = ASSOCIATION_FILTERS[type] ?? [];
  const tiles = letters.flatMap((letter) =>
    associationIds(query.filters[letter]).map((id) => ({ letter, id })),
  );
  if (tiles.length === 0) return null;
  return (
    <ul className={styles.tiles} aria-label={t('lists.associationFilters')}>
      {tiles.map(({ letter, id }) => (
        <Tile
          key={`${letter}${id}`}
          letter={letter}
          id={id}
          onRemove={() => {
            const rest = splitValues(query.filters[letter]).filter((v) => v !== String(id));
            onChange({ [letter]: rest.join(',') || undefined });
          }}
        />
      ))}
    </ul>
  );
}
