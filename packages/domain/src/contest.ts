/**
 * The photo contest (spec 3 "Photo contest", §3 "Contest winner", §9 "Statistics and contest").
 * Its results are content that moderators edit in the app, not code: the contest article
 * (`DASHBOARD_ARTICLE_IDS.contest`) lists the editions, one line each pointing at the year's
 * article, and each year's article lists its winners, one line each. Both are plain markdown
 * list items that read well on the article pages, so the articles' history, diff, revert and
 * protection (only moderators edit a protected article) apply to the results as to any text:
 *
 *     - 2024: [[articles/900124|Photo contest 2024]] history
 *     - landscape | 812345 | Sunrise on the Meije | Anne Martin
 *
 * An edition line ending with the word `history` takes its candidates from the associations
 * history of its article (the years the images were linked to the article during the contest,
 * some of them unlinked since); otherwise the candidates are the images the article holds.
 */

/** Spec 3: the year buttons cover 2009 to 2025. */
export const CONTEST_FIRST_YEAR = 2009;
export const CONTEST_LAST_YEAR = 2025;
export const CONTEST_YEARS: readonly number[] = Array.from(
  { length: CONTEST_LAST_YEAR - CONTEST_FIRST_YEAR + 1 },
  (_, i) => CONTEST_FIRST_YEAR + i,
);

/** Spec 3 §9: the associations history is read in batches of 50. */
export const CONTEST_HISTORY_BATCH = 50;

/** Spec 3: the categories of the prizes, which vary by year. */
export const CONTEST_CATEGORIES = [
  'public_prize',
  'action',
  'landscape',
  'topoguide',
  'fauna_flora_unclassifiable',
  'favourite',
  'jury_and_public_prizes',
] as const;
export type ContestCategory = (typeof CONTEST_CATEGORIES)[number];

export const isContestCategory = (value: string): value is ContestCategory =>
  (CONTEST_CATEGORIES as readonly string[]).includes(value);

/** Spec 3 §3 "Contest winner": the winning image's document id, its prize, title and author. */
export type ContestWinner = { documentId: number; category: ContestCategory; title: string; author: string };

/** One year of the contest: its article and where its candidates come from. */
export type ContestEdition = { year: number; articleId: number; candidatesFromHistory: boolean };

const EDITION_LINE = /^\s*[-*+]\s*(\d{4})\s*:\s*\[\[articles\/(\d+)[^\]]*\]\]\s*(.*)$/;
const WINNER_LINE = /^\s*[-*+]\s*([a-z_]+)\s*\|\s*(\d+)\s*\|([^|]*)\|(.*)$/;

/** The editions listed in the contest article's markdown, by year (the first line of a year wins). */
export function parseContestEditions(markdown: string): ContestEdition[] {
  const editions = new Map<number, ContestEdition>();
  for (const line of markdown.split('\n')) {
    const match = EDITION_LINE.exec(line);
    if (!match) continue;
    const year = Number(match[1]);
    if (editions.has(year)) continue;
    editions.set(year, {
      year,
      articleId: Number(match[2]),
      candidatesFromHistory: /^history\b/i.test((match[3] ?? '').trim()),
    });
  }
  return [...editions.values()].sort((a, b) => a.year - b.year);
}

/** The winners listed in a year's article markdown, in their order; lines of unknown categories are skipped. */
export function parseContestWinners(markdown: string): ContestWinner[] {
  const winners: ContestWinner[] = [];
  for (const line of markdown.split('\n')) {
    const match = WINNER_LINE.exec(line);
    if (!match || !isContestCategory(match[1]!)) continue;
    winners.push({
      category: match[1],
      documentId: Number(match[2]),
      title: match[3]!.trim(),
      author: match[4]!.trim(),
    });
  }
  return winners;
}

/** An edition's line in the contest article (the demo guidebook writes them). */
export const contestEditionLine = (edition: ContestEdition, label: string): string =>
  `- ${edition.year}: [[articles/${edition.articleId}|${label}]]${edition.candidatesFromHistory ? ' history' : ''}`;

/** A winner's line in the year's article. */
export const contestWinnerLine = (winner: ContestWinner): string =>
  `- ${winner.category} | ${winner.documentId} | ${winner.title} | ${winner.author}`;
