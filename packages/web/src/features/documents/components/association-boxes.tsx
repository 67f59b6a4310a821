import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentPath, pluralOf, ratingSummary, type DocumentType } from '@cairn/domain';
import { paths } from '../../../config/paths.ts';
import {
  associated,
  titleOf,
  typeOfLetter,
  type FullDocument,
  type Listing,
} from '../../../lib/documents.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { ActivityList, ConditionMarker } from '../../../components/document-badges.tsx';
import styles from './document-view.module.css';

/** Address of an associated document (listing items carry their type letter). */
export function linkOf(doc: Listing): string {
  const type = typeOfLetter(doc.type) ?? 'route';
  const lang = doc.locales?.[0]?.lang;
  return documentPath(pluralOf(type), doc.document_id, lang, titleOf(doc));
}

function Item({ doc }: { doc: Listing }) {
  const format = useFormatter();
  const type = typeOfLetter(doc.type);
  const title = titleOf(doc) || `#${doc.document_id}`;
  const details: ReactNode[] = [];
  if (type === 'route') {
    const summary = ratingSummary(doc);
    if (summary)
      details.push(
        <span key="r" className={styles.ratingText}>
          {summary}
        </span>,
      );
  }
  if (type === 'waypoint') {
    if (doc.waypoint_type)
      details.push(<span key="t">{format.enumLabel('waypoint_types', String(doc.waypoint_type))}</span>);
    if (typeof doc.elevation === 'number')
      details.push(<span key="e">{format.number(doc.elevation)} m</span>);
  }
  if (type === 'outing') {
    if (typeof doc.date_end === 'string') details.push(<span key="d">{format.date(doc.date_end)}</span>);
    details.push(<ConditionMarker key="c" condition={doc.condition_rating} />);
  }
  if (type === 'xreport' && typeof doc.date === 'string')
    details.push(<span key="d">{format.date(doc.date)}</span>);
  return (
    <li className={styles.assocItem}>
      <Link to={linkOf(doc)}>{title}</Link>
      {(details.length > 0 || type === 'route' || type === 'outing') && (
        <span className={styles.assocDetails}>
          {details}
          {(type === 'route' || type === 'outing') && <ActivityList activities={doc.activities} />}
        </span>
      )}
    </li>
  );
}

export function AssociationBox({
  title,
  documents,
  more,
}: {
  title: string;
  documents: Listing[];
  more?: ReactNode;
}) {
  if (documents.length === 0) return null;
  return (
    <section className={styles.box}>
      <h2 className={styles.boxTitle}>{title}</h2>
      <ul className={styles.assocList}>
        {documents.map((doc) => (
          <Item key={doc.document_id} doc={doc} />
        ))}
      </ul>
      {more}
    </section>
  );
}

/** Keys of the associated lists per detail type, in display order (api.md §5.3). */
const BOX_KEYS = [
  'waypoints',
  'waypoint_children',
  'routes',
  'all_routes',
  'outings',
  'articles',
  'books',
  'xreports',
  'users',
] as const;

/**
 * Associated documents (spec 2 layout): waypoints, routes with their rating summary, outings
 * with date and condition, articles, books, xreports, users; then the recent outings box.
 */
export function AssociationBoxes({ type, doc }: { type: DocumentType; doc: FullDocument }) {
  const { t } = useTranslation();
  return (
    <>
      {BOX_KEYS.map((key) => {
        let documents = associated(doc, key);
        if (key === 'all_routes' || key === 'routes') {
          // Spec 2: the routes box is hidden for indoor climbing sites; a waypoint hides
          // single-pitch crags' routes unless it is itself a climbing_outdoor site (fields.md §9.3).
          if (type === 'waypoint' && doc.waypoint_type === 'climbing_indoor') return null;
          if (type === 'waypoint' && doc.waypoint_type !== 'climbing_outdoor')
            documents = documents.filter((route) => route.climbing_outdoor_type !== 'single');
        }
        const title = t(
          `documents.associations.${type === 'route' && key === 'routes' ? 'childRoutes' : key}`,
        );
        const more =
          key === 'all_routes' && type === 'waypoint' ? (
            <Link className={styles.more} to={paths.documentList.href('route', { w: doc.document_id })}>
              {t('documents.allRoutes')}
            </Link>
          ) : undefined;
        return <AssociationBox key={key} title={title} documents={documents} more={more} />;
      })}
      <RecentOutings type={type} doc={doc} />
    </>
  );
}

/** Spec 2: the recent outings box hides outings of empty quality. */
function RecentOutings({ type, doc }: { type: DocumentType; doc: FullDocument }) {
  const { t } = useTranslation();
  const recent = associated(doc, 'recent_outings').filter((outing) => outing.quality !== 'empty');
  const filterKey = type === 'route' ? 'r' : 'w';
  return (
    <AssociationBox
      title={t('documents.associations.recent_outings')}
      documents={recent}
      more={
        <Link
          className={styles.more}
          to={paths.documentList.href('outing', { [filterKey]: doc.document_id })}
        >
          {t('documents.allOutings')}
        </Link>
      }
    />
  );
}
