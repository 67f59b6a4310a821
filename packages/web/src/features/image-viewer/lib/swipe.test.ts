import { describe, expect, it } from 'vitest';
import { isClosingAngle, MIN_SWIPE_DISTANCE, swipeAction, swipeAngle } from './swipe.ts';

/** A finger move of `length` px in the direction `degrees` (90 = up), in screen coordinates. */
const move = (degrees: number, length = 200): [number, number] => {
  const radians = (degrees * Math.PI) / 180;
  return [Math.cos(radians) * length, -Math.sin(radians) * length];
};

describe('swipe directions (spec 1 §2.2: closes on 60-120 or 240-300 degrees)', () => {
  it('measures angles counter-clockwise from the right, up being 90 although screen y grows down', () => {
    expect(swipeAngle(100, 0)).toBe(0);
    expect(swipeAngle(0, -100)).toBe(90);
    expect(swipeAngle(-100, 0)).toBe(180);
    expect(swipeAngle(0, 100)).toBe(270);
    expect(swipeAngle(100, 100)).toBe(315);
    expect(swipeAngle(100, -0.5)).toBe(0);
    expect(swipeAngle(100, 0.5)).toBe(0);
  });

  it.each([
    [59, false],
    [60, true],
    [90, true],
    [120, true],
    [121, false],
    [239, false],
    [240, true],
    [270, true],
    [300, true],
    [301, false],
  ])('angle %i closes: %s', (angle, closes) => {
    expect(isClosingAngle(angle)).toBe(closes);
  });

  it.each([
    [59, 'previous'],
    [60, 'close'],
    [120, 'close'],
    [121, 'next'],
    [180, 'next'],
    [239, 'next'],
    [240, 'close'],
    [300, 'close'],
    [301, 'previous'],
    [0, 'previous'],
  ])('a long move at %i degrees does %s', (angle, action) => {
    const [dx, dy] = move(angle);
    // Directions are compared in whole degrees, so the edges hold despite floating point.
    expect(swipeAction(dx, dy)).toBe(action);
  });

  it('ignores moves shorter than the swipe distance', () => {
    expect(swipeAction(0, MIN_SWIPE_DISTANCE - 1)).toBeNull();
    expect(swipeAction(0, MIN_SWIPE_DISTANCE)).toBe('close');
    expect(swipeAction(-(MIN_SWIPE_DISTANCE - 1), 0)).toBeNull();
  });
});
