/** The toolbar's line icons, on a 24 px grid; always decorative: buttons carry the name. */
const PATHS = {
  bulletedList: 'M10 6h10M10 12h10M10 18h10M5 5.5v1M5 11.5v1M5 17.5v1',
  numberedList:
    'M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1v5M3.8 11.3a1.3 1.3 0 1 1 2 1.2L3.8 15h2.5M3.8 17h2.4l-1.2 1.6a1.2 1.2 0 1 1-1.2 1.6',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 16l5-5l4 4l3-3l4 4M15.5 8.5a1 1 0 1 0 0 .1',
} as const;

export type ToolIconName = keyof typeof PATHS;

export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
