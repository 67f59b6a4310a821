import { describe, expect, it } from 'vitest';
import { nextPinMode, pinModesOf, pinPaddingOf } from './pin-mode.ts';

describe('pin-to-side modes (spec 3 §2, breakpoint 769 px)', () => {
  it.each([
    { width: 1280, height: 900, modes: ['off', 'right', 'top'] },
    { width: 900, height: 1280, modes: ['off', 'top', 'right'] },
    { width: 769, height: 769, modes: ['off', 'right', 'top'] },
    { width: 768, height: 1000, modes: ['off', 'top'] },
    { width: 1280, height: 700, modes: ['off', 'right'] },
    { width: 375, height: 812, modes: ['off', 'top'] },
  ])('$width×$height → $modes', ({ width, height, modes }) => {
    expect(pinModesOf(width, height)).toEqual(modes);
  });

  it.each([
    { current: 'off', width: 1280, height: 900, next: 'right' },
    { current: 'right', width: 1280, height: 900, next: 'top' },
    { current: 'top', width: 1280, height: 900, next: 'off' },
    { current: 'off', width: 375, height: 812, next: 'top' },
    { current: 'top', width: 375, height: 812, next: 'off' },
    { current: 'right', width: 375, height: 812, next: 'off' },
  ] as const)('$current at $width×$height → $next', ({ current, width, height, next }) => {
    expect(nextPinMode(current, width, height)).toBe(next);
  });

  it.each([
    { mode: 'off', padding: undefined },
    { mode: 'right', padding: { side: 'paddingRight', value: '30%' } },
    { mode: 'top', padding: { side: 'paddingTop', value: '45vh' } },
  ] as const)('page padding when $mode', ({ mode, padding }) => {
    expect(pinPaddingOf(mode)).toEqual(padding);
  });
});
