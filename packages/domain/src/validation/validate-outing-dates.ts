/** Outing dates (spec 2 §5; fields.md §7.1, §16 item 10). */
import type { DocumentInput } from './document-input.ts';
import { isValidDate } from './is-valid-date.ts';
import { MESSAGES, type ValidationError } from './messages.ts';

/** The latest acceptable outing date: the UTC day of now + 12 h (server rule; the form says ≤ today). */
export const latestOutingDate = (now: Date): string =>
  new Date(now.getTime() + 12 * 3600 * 1000).toISOString().slice(0, 10);

/** date_end ≥ date_start, neither in the future; format and presence are checked with the fields. */
export function validateOutingDates(doc: DocumentInput, now: Date): ValidationError[] {
  const errors: ValidationError[] = [];
  const { date_start: start, date_end: end } = doc;
  const latest = latestOutingDate(now);
  for (const [field, value] of [
    ['date_start', start],
    ['date_end', end],
  ] as const) {
    if (isValidDate(value) && value > latest) errors.push({ field, message: MESSAGES.dateInFuture });
  }
  if (isValidDate(start) && isValidDate(end) && end < start) {
    errors.push({ field: 'date_end', message: MESSAGES.dateBeforeStart });
  }
  return errors;
}
