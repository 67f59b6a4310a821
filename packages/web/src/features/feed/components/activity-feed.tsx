import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { LoadingNotice } from '../../../components/loading-notice.tsx';
import { useFeed, type FeedKind } from '../api/get-feed.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { useNearBottom } from '../hooks/use-near-bottom.ts';
import { columnCount, intoColumns } from '../lib/feed-rules.ts';
import { FeedCard } from './feed-card.tsx';
import styles from './activity-feed.module.css';

type Props = {
  feed: FeedKind;
  /** Spec 1 §2.4: the feed can hide documents of quality empty. */
  hidesEmptyQuality?: boolean;
};

/**
 * Spec 1 §2.4: the activity feed in 400 px columns, loading the next page near the bottom of
 * the page until a page comes back empty. A new kind or user is a new query: it reloads.
 */
export function ActivityFeed({ feed, hidesEmptyQuality = false }: Props) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref);
  const { data, error, isPending, isFetchingNextPage, isFetching, hasNextPage, fetchNextPage } = useFeed(
    feed,
    lang,
  );
  useNearBottom(!isFetching && !error && hasNextPage, () => void fetchNextPage());

  const items = (data?.pages ?? [])
    .flatMap((page) => page.feed)
    .filter((item) => !hidesEmptyQuality || item.document.quality !== 'empty');
  const columns = intoColumns(items, columnCount(width));
  const isEnd = !!data && !hasNextPage;

  return (
    <div ref={ref} className={styles.feed}>
      {error && !data && <DangerNotice title={t('feed.loadError')}>{apiErrorMessage(error, t)}</DangerNotice>}
      <div className={styles.columns} data-columns={columns.length}>
        {columns.map((column, index) => (
          <div key={index} className={styles.column}>
            {column.map((item) => (
              <FeedCard key={item.id} item={item} />
            ))}
          </div>
        ))}
      </div>
      {(isPending || isFetchingNextPage) && <LoadingNotice />}
      {error && data && (
        <p className={styles.end}>
          {t('feed.loadError')}{' '}
          <button type="button" className="button button-quiet" onClick={() => void fetchNextPage()}>
            {t('feed.retry')}
          </button>
        </p>
      )}
      {isEnd && <p className={styles.end}>{items.length ? t('feed.end') : t('feed.empty')}</p>}
    </div>
  );
}
