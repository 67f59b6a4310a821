import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ratingSummary } from '@cairn/domain';
import { regionOf, titleOf } from '../../../lib/documents.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { ActivityList, ConditionMarker, QualityBadge } from '../../../components/document-badges.tsx';
import { useDashboardDocuments } from '../api/get-dashboard.ts';
import { ALL_OUTINGS_HREF } from '../lib/dashboard-links.ts';
import { groupOutingsByEndDate } from '../lib/group-outings.ts';
import { DashboardBlock } from './dashboard-block.tsx';
import styles from './dashboard.module.css';

/** Spec 1 §2.3: the last 40 outings, grouped by end date, with a link to all outings. */
export function DashboardOutings({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useFormatter();
  const query = useDashboardDocuments('outing', useContentLang());
  const days = groupOutingsByEndDate(query.data?.documents ?? []);
  return (
    <DashboardBlock
      title={t('dashboard.outings')}
      className={className}
      state={query}
      action={
        <Link to={ALL_OUTINGS_HREF} className={styles.seeAll}>
          {t('dashboard.allOutings')}
        </Link>
      }
    >
      {days.length === 0 && <p className={styles.muted}>{t('dashboard.empty')}</p>}
      {days.map((day) => (
        <div key={day.date} className={styles.day}>
          <h3 className={styles.dayTitle}>
            <time dateTime={day.date}>{format.date(day.date)}</time>
          </h3>
          <ul className={styles.outings}>
            {day.outings.map((outing) => {
              const author = (outing.author as { name?: string } | undefined)?.name;
              const line = [ratingSummary(outing), regionOf(outing), author].filter(Boolean).join(' · ');
              return (
                <li key={outing.document_id} className={styles.outing}>
                  <div className={styles.outingTitle}>
                    <ConditionMarker condition={outing.condition_rating} />
                    <Link to={documentHref(outing, 'outing')}>
                      {titleOf(outing) || `#${outing.document_id}`}
                    </Link>
                  </div>
                  <div className={styles.outingLine}>
                    <ActivityList activities={outing.activities} />
                    {line && <span>{line}</span>}
                    <QualityBadge quality={outing.quality} />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </DashboardBlock>
  );
}
