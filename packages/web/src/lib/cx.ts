/** Joins class names, skipping the falsy ones: `cx(styles.a, isOpen && styles.open)`. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
