import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { fieldChanges, isGeometryChanged, sectionChanges } from '../lib/document-diff.ts';
import { TextDiff } from '../../../components/text-diff.tsx';
import {
  EmptyValue,
  FieldChangeList,
  FieldChangeRow,
  ValueChange,
} from '../../../components/field-changes.tsx';
import styles from './diff.module.css';

/**
 * Every changed field (label, old → new, with enum labels and units, as the detail page
 * writes them) and every changed text section of two versions.
 */
export function DiffContent({
  type,
  from,
  to,
}: {
  type: DocumentType;
  from: FullDocument;
  to: FullDocument;
}) {
  const { t } = useTranslation();
  const format = useFormatter();
  const fields = fieldChanges(type, from, to);
  const sections = sectionChanges(type, from, to);
  const hasGeometryChange = isGeometryChanged(from, to);
  if (fields.length === 0 && sections.length === 0 && !hasGeometryChange)
    return <p className={styles.same}>{t('history.noDifference')}</p>;

  const shown = (value: ReactNode) => value ?? <EmptyValue>{t('history.emptyValue')}</EmptyValue>;
  return (
    <>
      {(fields.length > 0 || hasGeometryChange) && (
        <section className={styles.box}>
          <h2 className={styles.boxTitle}>{t('history.changedFields')}</h2>
          <FieldChangeList>
            {fields.map(({ field, before, after }) => (
              <FieldChangeRow
                key={`${field.level}.${field.name}`}
                name={field.name}
                label={format.labelByName(type, field.name)}
                className={styles.field}
              >
                <ValueChange
                  before={shown(format.value(type, field, before))}
                  after={shown(format.value(type, field, after))}
                />
              </FieldChangeRow>
            ))}
            {hasGeometryChange && (
              <FieldChangeRow name="geometry" label={t('history.geometry')} className={styles.field}>
                {t('history.geometryChanged')}
              </FieldChangeRow>
            )}
          </FieldChangeList>
        </section>
      )}
      {sections.map(({ name, before, after }) => (
        <section key={name} className={styles.box} data-section={name}>
          <h2 className={styles.boxTitle}>{format.labelByName(type, name)}</h2>
          <TextDiff before={before} after={after} />
        </section>
      ))}
    </>
  );
}
