import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useContentLang } from '../../../lib/content-lang.ts';
import { useFormatter } from '../../../lib/field-format.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { DangerNotice } from '../../../components/danger-notice.tsx';
import { parseListQuery, withFilters, type ListQuery } from '../../../lib/list-query.ts';
import { useStatsOutings } from '../hooks/use-stats-outings.ts';
import { activityTabs, ALL_TAB, outingsOfTab, type StatsTab } from '../lib/aggregate.ts';
import { STATS_CAP } from '../lib/download-pages.ts';
import { tabFilters } from '../lib/stats-links.ts';
import { ActivityTabs, TAB_PANEL_ID, tabId } from './activity-tabs.tsx';
import { LazyStatsCharts } from './lazy-stats-charts.tsx';
import { LoadProgress } from './load-progress.tsx';
import styles from './outing-stats.module.css';

/** What the page gives its filter block (composed by the route: features do not import each other). */
export type StatsFilterSlotProps = {
  query: ListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
};

/**
 * Spec 3 "Outing statistics": the outings of the current list query (its filters in the
 * address), read in full with a progress, then charted per activity tab.
 */
export function OutingStats({
  renderFilters,
}: {
  renderFilters?: (props: StatsFilterSlotProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const { number } = useFormatter();
  const lang = useContentLang();
  const session = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const query = parseListQuery(search);
  const { outings, total, percent, error } = useStatsOutings(query, lang);
  const tabs = useMemo(() => (outings ? activityTabs(outings) : []), [outings]);
  const [selected, setSelected] = useState<StatsTab>(ALL_TAB);
  // A tab whose activity has gone with new filters falls back to "All".
  const tab = tabs.some((item) => item.tab === selected) ? selected : ALL_TAB;
  const tabOutings = useMemo(() => (outings ? outingsOfTab(outings, tab) : []), [outings, tab]);
  // Spec 3 §6: the filter block is for moderators only.
  const isModerator = !!session?.roles.includes('moderator');

  // Commas stay readable in list addresses (`act=hiking,skitouring`), as paths.ts writes them.
  const changeFilters = (changes: Record<string, string | undefined>) => {
    const text = withFilters(search, changes).toString().replace(/%2C/gi, ',');
    void navigate({ search: text ? `?${text}` : '' });
  };

  const content = () => {
    if (error) return <DangerNotice>{apiErrorMessage(error, t)}</DangerNotice>;
    if (!outings) return <LoadProgress percent={percent} />;
    if (outings.length === 0)
      return (
        <div className={styles.empty}>
          <p>{t('outingStats.noResult')}</p>
          <Link className="button button-accent" to={paths.documentAdd.href('outing', lang)}>
            {t('outingStats.addFirst')}
          </Link>
        </div>
      );
    return (
      <>
        {total !== undefined && total > STATS_CAP && (
          <p className={styles.notice}>
            {t('outingStats.capped', { cap: number(STATS_CAP), total: number(total) })}
          </p>
        )}
        <ActivityTabs tabs={tabs} selected={tab} onSelect={setSelected} />
        <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.panel}>
          <LazyStatsCharts outings={tabOutings} tab={tab} filters={query.filters} />
        </div>
      </>
    );
  };

  return (
    <div className={styles.page}>
      <title>{`${t('screens.outingsStats')} · ${t('app.name')}`}</title>
      <header className={styles.header}>
        <h1>{t('screens.outingsStats')}</h1>
        <Link
          className="button button-quiet"
          to={paths.documentList.href('outing', tabFilters(query.filters, tab))}
        >
          {t('outingStats.showList')}
        </Link>
      </header>
      {isModerator && renderFilters?.({ query, onChange: changeFilters })}
      {content()}
    </div>
  );
}
