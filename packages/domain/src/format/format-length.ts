/** A length ready for display: `value` in `unit`. */
export interface DisplayLength {
  value: number;
  unit: 'm' | 'km';
}

/** spec 2 §9: over 1000 m a length shows in km with one decimal; otherwise in metres. */
export function formatLength(metres: number): DisplayLength {
  if (metres > 1000) return { value: Math.round(metres / 100) / 10, unit: 'km' };
  return { value: metres, unit: 'm' };
}
