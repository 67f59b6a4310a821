import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@cairn/domain';
import { regionOf, titlePrefixOf, type FullDocument } from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { ActivityList, ConditionMarker, QualityBadge } from '../../../components/document-badges.tsx';
import styles from './document-view.module.css';

/** Spec 2 "Shared detail page layout" header: title, outing or report date, quality, activities. */
export function DocumentHeader({
  type,
  doc,
  title,
  headingLevel = 1,
}: {
  type: DocumentType;
  doc: FullDocument;
  title: string;
  /** 2 where the page has its own h1 (print view). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation();
  const format = useFormatter();
  const prefix = type === 'route' ? titlePrefixOf(doc) : undefined;
  const region = regionOf(doc);
  const dateStart = doc.date_start as string | undefined;
  const dateEnd = doc.date_end as string | undefined;
  return (
    <header className={styles.header}>
      <p className={styles.kicker}>{t(`types.${type}`)}</p>
      {/* `elementtiming`: browsers report when the title is painted (the web bench reads it). */}
      <Heading className={styles.title} {...{ elementtiming: 'document-title' }}>
        {prefix && <span className={styles.prefix}>{prefix} : </span>}
        {title}
      </Heading>
      <div className={styles.meta}>
        {type === 'outing' && dateStart && (
          <span className={styles.date}>
            {dateEnd && dateEnd !== dateStart
              ? t('documents.dateRange', { from: format.date(dateStart), to: format.date(dateEnd) })
              : format.date(dateStart)}
          </span>
        )}
        {type === 'xreport' && typeof doc.date === 'string' && (
          <span className={styles.date}>{format.date(doc.date)}</span>
        )}
        {type === 'outing' && <ConditionMarker condition={doc.condition_rating} />}
        <QualityBadge quality={doc.quality} />
        <ActivityList activities={doc.activities} />
        {type === 'xreport' && typeof doc.event_activity === 'string' && (
          <ActivityList activities={[doc.event_activity]} enumName="event_activities" />
        )}
      </div>
      {region && (
        <p className={styles.region}>
          <span className="visually-hidden">{t('documents.region')} : </span>
          {region}
        </p>
      )}
    </header>
  );
}
