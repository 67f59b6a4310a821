import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styles from './changes.module.css';

/** "Newer" and "older" links of a list paged by offset (associations history, moderation log). */
export function OffsetPager({
  offset,
  limit,
  total,
  pageHref,
}: {
  offset: number;
  limit: number;
  total: number;
  pageHref: (offset: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('changes.pages')}>
      {offset > 0 && (
        <Link className="button button-quiet" to={pageHref(Math.max(0, offset - limit))}>
          {t('changes.newer')}
        </Link>
      )}
      {offset + limit < total && (
        <Link className="button button-quiet" to={pageHref(offset + limit)}>
          {t('changes.older')}
        </Link>
      )}
    </nav>
  );
}
