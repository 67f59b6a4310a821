/** Spec 3 §9 "Elevation chart": windows under this width or height get two pin modes. */
export const PIN_BREAKPOINT = 769;

export type PinMode = 'off' | 'right' | 'top';

/**
 * Spec 3 §2 "Pin-to-side modes": off, then the side that suits the window's shape (right
 * for a landscape window, top for a portrait one), then the other side — the other side
 * only when the window is at least 769 px in both directions.
 */
export function pinModesOf(width: number, height: number): PinMode[] {
  const sides: PinMode[] = width >= height ? ['right', 'top'] : ['top', 'right'];
  return width < PIN_BREAKPOINT || height < PIN_BREAKPOINT ? ['off', sides[0]!] : ['off', ...sides];
}

/** The mode after `current` in the cycle; a mode the window no longer offers goes back to off. */
export function nextPinMode(current: PinMode, width: number, height: number): PinMode {
  const modes = pinModesOf(width, height);
  const index = modes.indexOf(current);
  return index < 0 ? 'off' : modes[(index + 1) % modes.length]!;
}

/** Spec 3 §2: the page makes room for the pinned map: 30% at the right or 45vh at the top. */
export function pinPaddingOf(
  mode: PinMode,
): { side: 'paddingRight' | 'paddingTop'; value: string } | undefined {
  if (mode === 'right') return { side: 'paddingRight', value: '30%' };
  if (mode === 'top') return { side: 'paddingTop', value: '45vh' };
  return undefined;
}
