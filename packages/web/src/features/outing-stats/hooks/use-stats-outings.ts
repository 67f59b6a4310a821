import { useEffect, useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ListQuery } from '../../../lib/list-query.ts';
import { outingPagesQuery } from '../api/get-outing-page.ts';
import { progressPercent } from '../lib/download-pages.ts';
import { toStatsOuting, type StatsOuting } from '../lib/stats-outing.ts';

export type StatsOutings = {
  /** Set once every page is read. */
  outings: StatsOuting[] | undefined;
  /** The list's total, known from the first page on. */
  total: number | undefined;
  /** Spec 3 §9: percent read of min(total, 2000). */
  percent: number;
  error: Error | null;
};

/** Spec 3 "Outing statistics": reads every matching outing, page after page, with the progress. */
export function useStatsOutings(query: ListQuery, lang: string): StatsOutings {
  const { data, error, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    outingPagesQuery(query, lang),
  );

  const pages = data?.pages;
  const pageCount = pages?.length ?? 0;
  // Each page that arrives asks for the next (the count, not only the fetching flag, which a
  // render may never show between two pages).
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !error) void fetchNextPage({ cancelRefetch: false });
  }, [pageCount, hasNextPage, isFetchingNextPage, error, fetchNextPage]);

  const total = pages?.at(-1)?.total;
  const loaded = pages?.reduce((sum, page) => sum + page.documents.length, 0) ?? 0;
  const isComplete = !!pages && !hasNextPage;
  const outings = useMemo(
    () => (isComplete ? pages.flatMap((page) => page.documents.map(toStatsOuting)) : undefined),
    [isComplete, pages],
  );
  return {
    outings,
    total,
    percent: total === undefined ? 0 : progressPercent(loaded, total),
    error,
  };
}
