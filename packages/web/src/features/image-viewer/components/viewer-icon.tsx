/** The viewer's line icons on a 24 px grid (the shell's set has no chevrons nor info sign); decorative. */
const PATHS = {
  previous: 'M15 5l-7 7l7 7',
  next: 'M9 5l7 7l-7 7',
  close: 'M6 6l12 12M18 6L6 18',
  info: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 11v6M12 7.5v.1',
} as const;

export function ViewerIcon({ name, size = 24 }: { name: keyof typeof PATHS; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
