/**
 * Swipes in the image viewer (spec 1 §2.2): a vertical swipe closes it, a horizontal one turns
 * to the neighbouring image. Directions are angles in degrees, counter-clockwise from "to the
 * right" as on paper: 90 is up, 180 left, 270 down (the screen's y axis points down).
 */

/** Shorter moves are taps or jitter, not swipes. */
export const MIN_SWIPE_DISTANCE = 50;

export type SwipeAction = 'close' | 'next' | 'previous';

/** Direction of a move of `dx`, `dy` screen pixels, in whole degrees from 0 to 359. */
export function swipeAngle(dx: number, dy: number): number {
  const degrees = Math.round((Math.atan2(-dy, dx) * 180) / Math.PI);
  return (degrees + 360) % 360;
}

/** Spec 1 §2.2: the viewer closes on a swipe whose direction is 60-120 or 240-300 degrees. */
export const isClosingAngle = (angle: number): boolean =>
  (angle >= 60 && angle <= 120) || (angle >= 240 && angle <= 300);

/**
 * What a finger move does: close when vertical; otherwise the content follows the finger, so
 * a move to the left brings the next image and a move to the right the previous one. Null
 * under {@link MIN_SWIPE_DISTANCE}.
 */
export function swipeAction(dx: number, dy: number): SwipeAction | null {
  if (Math.hypot(dx, dy) < MIN_SWIPE_DISTANCE) return null;
  const angle = swipeAngle(dx, dy);
  if (isClosingAngle(angle)) return 'close';
  return angle > 120 && angle < 240 ? 'next' : 'previous';
}
