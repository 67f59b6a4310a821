import { queryOptions } from '@tanstack/react-query';
import {
  CONTEST_HISTORY_BATCH,
  DASHBOARD_ARTICLE_IDS,
  getAssociationsHistory,
  parseContestEditions,
  parseContestWinners,
  type ContestEdition,
} from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { getDocument } from '../../../lib/get-document.ts';
import { associated, isFullDocument, type FullDocument } from '../../../lib/documents.ts';
import { candidatesFromHistory, type Candidate, type HistoryBatch } from '../lib/candidates.ts';

/** The raw markdown of the locale a cooked answer carries (api.md §5.1: exactly one, the best). */
const descriptionOf = (doc: FullDocument): string => {
  const description = (doc.locales?.[0] as { description?: unknown } | undefined)?.description;
  return typeof description === 'string' ? description : '';
};

/** The contest article and the editions it lists (domain `contest.ts`). */
export const contestEditionsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['picture-contest', 'editions', lang],
    queryFn: async ({ signal }) => {
      const answer = await getDocument('article', DASHBOARD_ARTICLE_IDS.contest, lang, signal);
      return isFullDocument(answer) ? parseContestEditions(descriptionOf(answer)) : [];
    },
  });

/** A year's article: its title and summary, its winners, and its images. */
export const contestYearQuery = (edition: ContestEdition, lang: string) =>
  queryOptions({
    queryKey: ['picture-contest', 'year', edition.articleId, lang],
    queryFn: async ({ signal }) => {
      const answer = await getDocument('article', edition.articleId, lang, signal);
      if (!isFullDocument(answer)) return null;
      return {
        doc: answer,
        winners: parseContestWinners(descriptionOf(answer)),
        images: associated(answer, 'images'),
      };
    },
  });

/**
 * Spec 3 "Photo contest", §9: the associations history of the year's article, 50 at a time
 * until a batch comes back empty.
 */
export async function readContestHistory(articleId: number, signal?: AbortSignal): Promise<Candidate[]> {
  const batches: HistoryBatch[] = [];
  for (let offset = 0; ; offset += CONTEST_HISTORY_BATCH) {
    const { associations } = await call(getAssociationsHistory, {
      query: { d: articleId, limit: CONTEST_HISTORY_BATCH, offset },
      signal,
    });
    if (associations.length === 0) break;
    batches.push(associations);
  }
  return candidatesFromHistory(batches);
}

export const contestHistoryQuery = (articleId: number) =>
  queryOptions({
    queryKey: ['picture-contest', 'history', articleId],
    queryFn: ({ signal }) => readContestHistory(articleId, signal),
  });
