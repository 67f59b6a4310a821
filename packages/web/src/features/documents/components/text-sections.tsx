import { useTranslation } from 'react-i18next';
import { sectionsOf, type DocumentType } from '@cairn/domain';
import type { FullDocument } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { preparedCookedHtml } from '../../../lib/cooked-html.ts';
import { parseConditionsLevels, showsConditionsLevels } from '../lib/document-fields.ts';
import styles from './document-view.module.css';

/** Outing snow levels (spec 2: place, soft snow, total snow, comment). */
function ConditionsLevels({ raw }: { raw: unknown }) {
  const { t } = useTranslation();
  const rows = parseConditionsLevels(raw);
  if (rows.length === 0) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.levels}>
        <caption>{t('documents.conditionsLevels.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.conditionsLevels.place')}</th>
            <th scope="col">{t('documents.conditionsLevels.soft')}</th>
            <th scope="col">{t('documents.conditionsLevels.total')}</th>
            <th scope="col">{t('documents.conditionsLevels.comment')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>{row.level_place}</td>
              <td>{row.level_snow_height_soft}</td>
              <td>{row.level_snow_height_total}</td>
              <td>{row.level_comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The cooked markdown sections in the catalog's display order (fields.md §12, `sectionsOf`),
 * each under its heading; the summary leads without one.
 */
export function TextSections({ type, doc }: { type: DocumentType; doc: FullDocument }) {
  const { labelByName } = useFormatter();
  const cooked: Record<string, unknown> = doc.cooked ?? { lang: '' };
  const sections = sectionsOf(type, {
    activities: (doc.activities as string[] | undefined) ?? null,
    waypoint_type: (doc.waypoint_type as string | undefined) ?? null,
  });
  const withLevels = type === 'outing' && showsConditionsLevels(doc);
  return (
    <div className={styles.sections}>
      {sections.map((name) => {
        const html = cooked[name];
        const hasText = typeof html === 'string' && html.trim() !== '';
        const hasLevels =
          withLevels && name === 'conditions' && parseConditionsLevels(cooked.conditions_levels).length > 0;
        const levels = hasLevels ? <ConditionsLevels raw={cooked.conditions_levels} /> : null;
        if (!hasText && !levels) return null;
        return (
          <section
            key={name}
            className={name === 'summary' ? styles.lead : styles.section}
            data-section={name}
          >
            {name !== 'summary' && <h2 className={styles.sectionTitle}>{labelByName(type, name)}</h2>}
            {hasText && (
              <div
                className={styles.markdown}
                dangerouslySetInnerHTML={{ __html: preparedCookedHtml(html) }}
              />
            )}
            {levels}
          </section>
        );
      })}
    </div>
  );
}
