import type { Listing } from '../../../lib/documents.ts';

export type OutingDay = { date: string; outings: Listing[] };

/**
 * Spec 1 §2.3, §9: the dashboard's outings grouped by end date, in the order received (the
 * API sorts outings by end date, newest first); outings of quality empty are hidden.
 */
export function groupOutingsByEndDate(outings: readonly Listing[]): OutingDay[] {
  const days: OutingDay[] = [];
  for (const outing of outings) {
    if (outing.quality === 'empty') continue;
    const date = typeof outing.date_end === 'string' ? outing.date_end : String(outing.date_start ?? '');
    const last = days.at(-1);
    if (last?.date === date) last.outings.push(outing);
    else days.push({ date, outings: [outing] });
  }
  return days;
}
