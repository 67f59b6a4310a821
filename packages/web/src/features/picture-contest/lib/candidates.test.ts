import { describe, expect, it } from 'vitest';
import type { AssociationChange } from '@cairn/domain';
import { candidatesFromHistory, sortedByAssociationDate } from './candidates.ts';

const user = {
  user_id: 1,
  name: 'Ann',
  forum_username: 'ann',
  robot: false,
  moderator: false,
  blocked: false,
};
const link = (imageId: number, writtenAt: string, isCreation = true): AssociationChange => ({
  written_at: writtenAt,
  is_creation: isCreation,
  user,
  parent_document: { document_id: 900, type: 'c', locales: [{ lang: 'fr', title: 'Concours' }] },
  child_document: { document_id: imageId, type: 'i', locales: [{ lang: 'fr', title: `Image ${imageId}` }] },
});

describe('contest candidates (spec 3 "Photo contest")', () => {
  it('keeps the images whose link was a creation, once, sorted by written date', () => {
    const batches = [
      [
        link(3, '2024-06-03T10:00:00Z'),
        link(2, '2024-06-05T10:00:00Z', false),
        link(2, '2024-06-02T10:00:00Z'),
      ],
      [link(1, '2024-06-04T10:00:00Z'), link(3, '2024-06-01T10:00:00Z')],
      [],
    ];
    const candidates = candidatesFromHistory(batches);
    expect(candidates.map((c) => [c.document_id, c.associatedAt])).toEqual([
      [3, '2024-06-01T10:00:00Z'],
      [2, '2024-06-02T10:00:00Z'],
      [1, '2024-06-04T10:00:00Z'],
    ]);
    expect(candidates[0]).toMatchObject({ type: 'i', locales: [{ lang: 'fr', title: 'Image 3' }] });
  });

  it('leaves out links to other documents than images', () => {
    const other = {
      ...link(5, '2024-06-01T10:00:00Z'),
      child_document: { document_id: 5, type: 'o', locales: [] },
    };
    expect(candidatesFromHistory([[other]])).toEqual([]);
  });

  it('the toggle puts the latest association first; undated candidates by newest id', () => {
    const dated = candidatesFromHistory([[link(1, '2024-06-01T10:00:00Z'), link(2, '2024-06-03T10:00:00Z')]]);
    expect(sortedByAssociationDate(dated).map((c) => c.document_id)).toEqual([2, 1]);
    const undated = [4, 9, 6].map((id) => ({ document_id: id, type: 'i' as const, locales: [] }));
    expect(sortedByAssociationDate(undated).map((c) => c.document_id)).toEqual([9, 6, 4]);
  });
});
