/**
 * The demo guidebook's photo contest (spec 3 "Photo contest"): three editions, each an article
 * holding its winners (`contestWinnerLine` of @cairn/domain) and linked to its candidate images,
 * listed in the contest article (`contestEditionLine`). 2024 and 2025 read their candidates from
 * the associations history, 2023 from the article's images.
 */
import {
  contestEditionLine,
  contestWinnerLine,
  DASHBOARD_ARTICLE_IDS,
  type ContestCategory,
  type ContestEdition,
} from '@cairn/domain';
import type { DemoData, DemoDocument } from './types.ts';

/** The years' articles, beside the fixed articles' ids (the loader keeps the id sequence above them). */
export const DEMO_CONTEST_EDITIONS: readonly ContestEdition[] = [
  { year: 2023, articleId: 106741, candidatesFromHistory: false },
  { year: 2024, articleId: 106742, candidatesFromHistory: true },
  { year: 2025, articleId: 106743, candidatesFromHistory: true },
];

const CANDIDATES_PER_YEAR = 12;
const PRIZES: readonly ContestCategory[][] = [
  ['landscape', 'action', 'jury_and_public_prizes'],
  ['public_prize', 'topoguide', 'fauna_flora_unclassifiable'],
  ['landscape', 'action', 'topoguide', 'favourite'],
];

/** Adds the editions' articles and their candidates' links to `data`, and lists them in the contest article. */
export function addDemoContest(data: DemoData, moderatorId: number): void {
  const images = data.documents.filter((d) => d.type === 'i').sort((a, b) => a.document_id - b.document_id);
  const names = new Map(data.users.map((u) => [u.id, u.name]));
  const hub = data.documents.find((d) => d.document_id === DASHBOARD_ARTICLE_IDS.contest);
  for (const [index, edition] of DEMO_CONTEST_EDITIONS.entries()) {
    const candidates = images.slice(index * CANDIDATES_PER_YEAR, (index + 1) * CANDIDATES_PER_YEAR);
    const winners = PRIZES[index]!.flatMap((category, rank) => {
      const image = candidates[rank * 3];
      if (!image) return [];
      return [
        contestWinnerLine({
          category,
          documentId: image.document_id,
          title: image.locales[0]?.title ?? `#${image.document_id}`,
          author: names.get(image.author_id) ?? '',
        }),
      ];
    });
    const article: DemoDocument = {
      document_id: edition.articleId,
      type: 'c',
      quality: 'fine',
      locales: [
        {
          lang: 'fr',
          title: `Concours photo ${edition.year}`,
          summary: `Les lauréats et les images candidates du concours ${edition.year}.`,
          description: `## Lauréats {#winners}\n${winners.join('\n')}`,
        },
        {
          lang: 'en',
          title: `Photo contest ${edition.year}`,
          summary: `The winners and the candidate images of the ${edition.year} contest.`,
          description: `## Winners {#winners}\n${winners.join('\n')}`,
        },
      ],
      attributes: {
        activities: ['rock_climbing', 'mountain_climbing', 'skitouring', 'hiking'],
        categories: ['c2c_meetings', 'association'],
        article_type: 'collab',
      },
      author_id: moderatorId,
      // After the contest, within the demo's three-year window.
      written_at: `${edition.year}-12-01T12:00:00.000Z`,
    };
    data.documents.push(article);
    for (const image of candidates)
      data.associations.push({ parent_document_id: edition.articleId, child_document_id: image.document_id });
  }
  if (!hub) return;
  for (const locale of hub.locales) {
    const label = locale.lang === 'fr' ? 'Concours photo' : 'Photo contest';
    const heading = locale.lang === 'fr' ? '## Les éditions {#editions}' : '## Editions {#editions}';
    const lines = [...DEMO_CONTEST_EDITIONS]
      .reverse()
      .map((edition) => contestEditionLine(edition, `${label} ${edition.year}`));
    locale.description = `${locale.description ?? ''}\n\n${heading}\n${lines.join('\n')}`;
  }
}
