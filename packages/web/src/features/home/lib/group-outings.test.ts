import { describe, expect, it } from 'vitest';
import { groupOutingsByEndDate } from './group-outings.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

const outing = (id: number, date_end: string, quality = 'medium') =>
  listingFixture({
    document_id: id,
    type: 'o',
    date_end,
    quality,
  });

describe('groupOutingsByEndDate', () => {
  it('spec 1 §2.3, §9: groups by end date in order and hides quality empty', () => {
    const days = groupOutingsByEndDate([
      outing(1, '2024-05-02'),
      outing(2, '2024-05-02', 'empty'),
      outing(3, '2024-05-02'),
      outing(4, '2024-05-01'),
    ]);
    expect(days.map((day) => [day.date, day.outings.map((o) => o.document_id)])).toEqual([
      ['2024-05-02', [1, 3]],
      ['2024-05-01', [4]],
    ]);
  });
});
