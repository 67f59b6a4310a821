import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { contentLangOf } from '../../lib/content-lang.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { parseListQuery } from '../../lib/list-query.ts';
import { FilterPanel } from '../../features/lists/components/filter-panel.tsx';
import { outingPagesQuery } from '../../features/outing-stats/api/get-outing-page.ts';
import { OutingStats } from '../../features/outing-stats/components/outing-stats.tsx';

/** Starts reading the first page while the page's chunk loads (STYLE.md: loaders prefetch). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    const query = parseListQuery(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(outingPagesQuery(query, contentLangOf(currentLanguage())));
    return null;
  };

/** Spec 1 §2.1 / spec 3 "Outing statistics": the list's outing filters make the moderators' filter block. */
export default function OutingsStatsRoute() {
  return <OutingStats renderFilters={(props) => <FilterPanel type="outing" {...props} />} />;
}
