import type { AssociationChange } from '@cairn/domain';

/** A candidate image of a contest year: what its thumbnail and the image viewer need. */
export type Candidate = {
  document_id: number;
  type: 'i';
  locales: { lang: string; title: string }[];
  /** When it was linked to the year's article (read from the associations history only). */
  associatedAt?: string;
};

/** One batch of the associations history of the year's article (spec 3 §9: 50 at a time). */
export type HistoryBatch = readonly AssociationChange[];

/**
 * Spec 3 "Photo contest": the candidates of a year whose images were linked to its article
 * during the contest, read from the associations history: only links that were made (an image
 * unlinked since stays a candidate), each image once at its first link, sorted by written date.
 */
export function candidatesFromHistory(batches: readonly HistoryBatch[]): Candidate[] {
  const first = new Map<number, Candidate>();
  for (const change of batches.flat()) {
    if (!change.is_creation) continue;
    const image = [change.child_document, change.parent_document].find((doc) => doc.type === 'i');
    if (!image) continue;
    const known = first.get(image.document_id);
    if (known?.associatedAt && known.associatedAt <= change.written_at) continue;
    first.set(image.document_id, {
      document_id: image.document_id,
      type: 'i',
      locales: image.locales.map((locale) => ({ lang: locale.lang, title: locale.title })),
      associatedAt: change.written_at,
    });
  }
  return [...first.values()].sort(byWrittenDate);
}

const byWrittenDate = (a: Candidate, b: Candidate) =>
  (a.associatedAt ?? '').localeCompare(b.associatedAt ?? '') || a.document_id - b.document_id;

/**
 * The count's toggle (spec 3): the latest association first. Candidates read from the year's
 * article carry no association date; newer images have higher ids, so they sort by id.
 */
export function sortedByAssociationDate(candidates: readonly Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) => (b.associatedAt ?? '').localeCompare(a.associatedAt ?? '') || b.document_id - a.document_id,
  );
}
