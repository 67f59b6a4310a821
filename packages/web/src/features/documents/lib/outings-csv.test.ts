import { describe, expect, it } from 'vitest';
import { csvField } from '@cairn/domain';
import { outingsCsv } from './outings-csv.ts';
import { listingFixture } from '../../../testing/fixtures/factory.ts';

const outing = listingFixture({
  document_id: 962,
  type: 'o',
  activities: ['snow_ice_mixed', 'mountain_climbing'],
  date_start: '2026-07-29',
  date_end: '2026-07-30',
  condition_rating: 'good',
  elevation_max: 3855,
  height_diff_up: 2559,
  engagement_rating: 'IV',
  global_rating: 'D-',
  locales: [{ lang: 'fr', title: 'Grande Casse : Couloir "Ouest"' }],
  author: { user_id: 15, name: "Bureau des guides de l'Oisans" },
  areas: [
    { document_id: 17, type: 'a', area_type: 'country', locales: [{ lang: 'fr', title: 'France' }] },
    {
      document_id: 40,
      type: 'a',
      area_type: 'range',
      locales: [{ lang: 'fr', title: 'Massif de la Vanoise' }],
    },
  ],
});

describe('outings.csv (spec 3 §7)', () => {
  it('has the server CSV header and one row per outing, lines ending in CRLF', () => {
    const csv = outingsCsv([outing, { ...outing, document_id: 963, locales: [] }], 'https://cairn.example');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'document_id,date_start,date_end,title,activities,region,elevation_max,height_diff_up,ratings,condition_rating,author,url',
    );
    expect(lines[1]).toBe(
      '962,2026-07-29,2026-07-30,"Grande Casse : Couloir ""Ouest""",snow_ice_mixed;mountain_climbing,' +
        "Massif de la Vanoise - France,3855,2559,D- IV,good,Bureau des guides de l'Oisans," +
        'https://cairn.example/outings/962',
    );
    expect(lines[2]).toMatch(/^963,2026-07-29,2026-07-30,,/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('quotes fields holding a comma, a quote or a line break, and leaves missing values empty', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(undefined)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(0)).toBe('0');
  });

  it('is only the header without outings', () => {
    expect(outingsCsv([], 'https://cairn.example').split('\r\n')).toHaveLength(2);
  });
});
