import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentPath, pluralOf, ratingSummary, type DocumentType } from '@cairn/domain';
import { useFormatter } from '../../../lib/field-format.tsx';
import { regionOf, titleOf, type Listing } from '../../../lib/documents.ts';
import { ActivityList, ConditionMarker, QualityBadge } from '../../../components/document-badges.tsx';
import type { Column } from '../lib/columns.ts';

/** Address of a listed document, with its language and slug. */
export function hrefOf(type: DocumentType, doc: Listing): string {
  return documentPath(pluralOf(type), doc.document_id, doc.locales?.[0]?.lang, titleOf(doc));
}

/** One value of a listed document for a column (list table cell, card line). */
export function DocumentCell({ type, doc, column }: { type: DocumentType; doc: Listing; column: Column }) {
  const { t } = useTranslation();
  const format = useFormatter();
  switch (column.kind) {
    case 'title':
      return <Link to={hrefOf(type, doc)}>{titleOf(doc) || `#${doc.document_id}`}</Link>;
    case 'areas':
      return <>{regionOf(doc)}</>;
    case 'author': {
      const author = doc.author as { name?: string } | undefined;
      return <>{author?.name ?? ''}</>;
    }
    case 'img_count':
      return typeof doc.img_count === 'number' && doc.img_count > 0 ? (
        <span title={t('lists.imageCount')}>📷 {doc.img_count}</span>
      ) : null;
    case 'ratings':
      return <span className="ratings">{ratingSummary(doc)}</span>;
    case 'trace':
      return doc.geometry?.has_geom_detail ? (
        <span title={t('lists.gpsTrace')}>{t('lists.trace')}</span>
      ) : null;
    case 'field': {
      const { field } = column;
      const value = doc[field.name];
      if (field.name === 'quality') return <QualityBadge quality={value as string} />;
      if (field.name === 'activities') return <ActivityList activities={value} />;
      if (field.name === 'event_activity')
        return <ActivityList activities={value ? [value] : []} enumName="event_activities" />;
      if (field.name === 'condition_rating') return <ConditionMarker condition={value} />;
      if (field.name === 'public_transport') return value ? <span>{t('lists.publicTransport')}</span> : null;
      return <>{format.value(type, field, value)}</>;
    }
  }
}
