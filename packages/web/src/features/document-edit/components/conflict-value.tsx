import { useTranslation } from 'react-i18next';
import { fieldByName, type DocumentType } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { EmptyValue } from '../../../components/field-changes.tsx';

/** The label of a changed name: the app's field label, or the screen's own for the geometry and links. */
export function useChangeLabel(type: DocumentType): (name: string) => string {
  const { t } = useTranslation();
  const format = useFormatter();
  return (name) => {
    if (name === 'geometry') return t('editConflict.geometry');
    if (name === 'associations') return t('editConflict.associations');
    return format.labelByName(type, name);
  };
}

/** One side's value of a field, as the detail page writes it (enum labels, units), or "(empty)". */
export function ConflictValue({
  type,
  name,
  level,
  value,
}: {
  type: DocumentType;
  name: string;
  level: 'document' | 'locale';
  value: unknown;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const field = fieldByName(type, name, level);
  const shown =
    name === 'geometry'
      ? value
        ? t('editConflict.geometryValue')
        : null
      : field
        ? format.value(type, field, value)
        : plain(value);
  return shown === null || shown === undefined || shown === '' ? (
    <EmptyValue>{t('history.emptyValue')}</EmptyValue>
  ) : (
    <>{shown}</>
  );
}

function plain(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}
