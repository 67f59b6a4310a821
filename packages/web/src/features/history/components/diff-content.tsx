import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { fieldChanges, isGeometryChanged, sectionChanges } from '../lib/document-diff.ts';
import { TextDiff } from '../../../components/text-diff.tsx';
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

  const shown = (value: ReactNode) =>
    value ?? <span className={styles.empty}>{t('history.emptyValue')}</span>;
  return (
    <>
      {(fields.length > 0 || hasGeometryChange) && (
        <section className={styles.box}>
          <h2 className={styles.boxTitle}>{t('history.changedFields')}</h2>
          <dl className={styles.fields}>
            {fields.map(({ field, before, after }) => (
              <div key={`${field.level}.${field.name}`} className={styles.field} data-field={field.name}>
                <dt>{format.labelByName(type, field.name)}</dt>
                <dd>
                  <del className={styles.old}>{shown(format.value(type, field, before))}</del>
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                  <span className="visually-hidden">{t('history.becomes')}</span>
                  <ins className={styles.new}>{shown(format.value(type, field, after))}</ins>
                </dd>
              </div>
            ))}
            {hasGeometryChange && (
              <div className={styles.field} data-field="geometry">
                <dt>{t('history.geometry')}</dt>
                <dd>{t('history.geometryChanged')}</dd>
              </div>
            )}
          </dl>
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
