/** Spec 1 §2.4, §9: what a document card shows, as pure rules. */

export const CARD_SUMMARY_LENGTH = 300;

/** Spec 1 §2.4: the summary is cut to 300 characters, with an ellipsis when cut. */
export function cutSummary(summary: string | null | undefined, max = CARD_SUMMARY_LENGTH): string {
  const text = (summary ?? '').trim();
  // Code points, not UTF-16 units: never split an emoji or a CJK supplement character.
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Spec 1 §2.4: orientations show in the compact line only when fewer than 3 are set. */
export const showsOrientations = (orientations: unknown): orientations is string[] =>
  Array.isArray(orientations) && orientations.length > 0 && orientations.length < 3;

const HEIGHT_UP_ACTIVITIES: ReadonlySet<string> = new Set(['skitouring', 'snowshoeing', 'hiking']);

/** Spec 1 §2.4: the height-up text only for skitouring, snowshoeing or hiking. */
export const showsHeightUp = (activities: unknown): boolean =>
  Array.isArray(activities) && activities.some((activity) => HEIGHT_UP_ACTIVITIES.has(String(activity)));
