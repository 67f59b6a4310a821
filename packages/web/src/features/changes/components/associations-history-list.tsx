import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { paths } from '../../../config/paths.ts';
import { titleOf, typeOfLetter, type DocumentRef } from '../../../lib/documents.ts';
import { documentHref } from '../../../lib/document-href.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useLooseT } from '../../../lib/loose-t.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import {
  useAssociationsHistory,
  type AssociationChange,
  type AssociationsHistoryQuery,
} from '../api/get-associations-history.ts';
import styles from './changes.module.css';
import { OffsetPager } from './offset-pager.tsx';

/** Spec 1 §2.1 associations-history: links made and removed, newest first, paged by offset. */
export function AssociationsHistoryList({ query }: { query: AssociationsHistoryQuery }) {
  const { t } = useTranslation();
  const { data, error, isPending, isPlaceholderData } = useAssociationsHistory(query);
  if (isPending) return <LoadingNotice />;
  if (error && !data)
    return <DangerNotice title={t('changes.loadError')}>{apiErrorMessage(error, t)}</DangerNotice>;
  const { limit, offset } = query;
  const pageHref = (next: number) =>
    paths.associationsHistory.href({ d: query.d, u: query.u, limit, offset: next });
  return (
    <>
      <p className={styles.count}>{t('changes.associationCount', { count: data.count })}</p>
      {data.associations.length === 0 ? (
        <p className={styles.empty}>{t('changes.empty')}</p>
      ) : (
        <ol className={styles.list} aria-busy={isPlaceholderData}>
          {data.associations.map((item, index) => (
            <AssociationRow key={`${offset + index}`} item={item} />
          ))}
        </ol>
      )}
      <OffsetPager offset={offset} limit={limit} total={data.count} pageHref={pageHref} />
    </>
  );
}

function AssociationRow({ item }: { item: AssociationChange }) {
  const { t } = useTranslation();
  const format = useFormatter();
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={item.is_creation ? styles.created : styles.removed}>
          {item.is_creation ? t('changes.associated') : t('changes.dissociated')}
        </span>
        <DocumentLink doc={item.parent_document} />
        <span aria-hidden="true">↔</span>
        <DocumentLink doc={item.child_document} />
      </div>
      <div className={styles.meta}>
        <span>
          <Link to={paths.documentView.href('profile', item.user.user_id)}>{item.user.name}</Link>
          {' · '}
          <time dateTime={item.written_at}>{format.dateTime(item.written_at)}</time>
        </span>
      </div>
    </li>
  );
}

/** A document of the history, titled in the interface language when it has that locale. */
function DocumentLink({ doc }: { doc: DocumentRef }) {
  const { tx } = useLooseT();
  const lang = useContentLang();
  const type = typeOfLetter(doc.type);
  const locales = [...(doc.locales ?? [])].sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  const shown = { ...doc, locales };
  return (
    <span className={styles.document}>
      <span className={styles.type}>{type ? tx(`types.${type}`) : doc.type}</span>
      <Link to={documentHref(shown, type)}>{titleOf(shown) || `#${doc.document_id}`}</Link>
    </span>
  );
}
