import { describe, expect, it } from 'vitest';
import {
  CONTEST_YEARS,
  contestEditionLine,
  contestWinnerLine,
  parseContestEditions,
  parseContestWinners,
} from './contest.ts';

describe('photo contest content', () => {
  it('spec 3: the years run from 2009 to 2025', () => {
    expect(CONTEST_YEARS[0]).toBe(2009);
    expect(CONTEST_YEARS.at(-1)).toBe(2025);
    expect(CONTEST_YEARS).toHaveLength(17);
  });

  it('reads the editions of the contest article, with where their candidates come from', () => {
    const markdown = [
      '## Editions {#editions}',
      '- 2024: [[articles/900124/en/photo-contest-2024|Photo contest 2024]] history',
      '* 2023 : [[articles/900123|Photo contest 2023]]',
      '- 2023: [[articles/1|a second line for 2023 is ignored]]',
      '- not an edition',
    ].join('\n');
    expect(parseContestEditions(markdown)).toEqual([
      { year: 2023, articleId: 900123, candidatesFromHistory: false },
      { year: 2024, articleId: 900124, candidatesFromHistory: true },
    ]);
  });

  it('reads the winners of a year, skipping unknown categories', () => {
    const markdown = [
      'Intro text | with | pipes',
      '- landscape | 812345 | Sunrise on the Meije | Anne Martin',
      '- jury_and_public_prizes | 7 |  Le Cervin  | Jo ',
      '- painting | 9 | Not a category | Someone',
    ].join('\n');
    expect(parseContestWinners(markdown)).toEqual([
      { category: 'landscape', documentId: 812345, title: 'Sunrise on the Meije', author: 'Anne Martin' },
      { category: 'jury_and_public_prizes', documentId: 7, title: 'Le Cervin', author: 'Jo' },
    ]);
  });

  it('writes lines that read back', () => {
    const edition = { year: 2025, articleId: 42, candidatesFromHistory: true };
    expect(parseContestEditions(contestEditionLine(edition, 'Contest 2025'))).toEqual([edition]);
    const winner = { category: 'action', documentId: 5, title: 'Dyno', author: 'Ana' } as const;
    expect(parseContestWinners(contestWinnerLine(winner))).toEqual([winner]);
  });
});
