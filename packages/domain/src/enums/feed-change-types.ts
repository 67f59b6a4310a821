/** Change types of activity-feed items (spec 1 §2.4, api.md §12.1). */
export const FEED_CHANGE_TYPES = ['created', 'updated', 'added_photos'] as const;
export type FeedChangeType = (typeof FEED_CHANGE_TYPES)[number];
