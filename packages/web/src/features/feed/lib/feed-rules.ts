import type { DocumentType } from '@cairn/domain';

/** Spec 1 §2.4, §9: the activity feed's constants and card rules, as pure functions. */

export const FEED_COLUMN_WIDTH = 400;
export const FEED_MAX_COLUMNS = 6;
/** Distance from the bottom of the page under which the next page loads. */
export const FEED_SCROLL_TRIGGER = 500;
export const FEED_MAX_IMAGES = 3;

/** Spec 1 §2.4: 1 column under 800 px, 2 under 1200, 3 under 1600, 4 under 2000, 5 under 2400, else 6. */
export function columnCount(width: number): number {
  return Math.min(FEED_MAX_COLUMNS, Math.max(1, Math.floor((width - 400) / FEED_COLUMN_WIDTH) + 1));
}

/** Items dealt round-robin into `count` columns, so the newest stay on the first row. */
export function intoColumns<T>(items: readonly T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => columns[index % count]!.push(item));
  return columns;
}

/** The message key of the action line, from the pair (change type, document type). */
export function actionKey(changeType: string, type: DocumentType | undefined): string {
  const change = changeType === 'updated' || changeType === 'added_photos' ? changeType : 'created';
  return `feed.action.${change}.${type ?? 'other'}`;
}
