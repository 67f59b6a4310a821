/** Four stacked stones: the cairn that marks a path in the mountains. */
export function CairnLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.16" />
      <g fill="currentColor">
        <ellipse cx="16" cy="25" rx="9" ry="3.2" />
        <ellipse cx="16" cy="18.6" rx="6.6" ry="2.8" />
        <ellipse cx="16.4" cy="12.7" rx="4.6" ry="2.4" />
        <ellipse cx="15.8" cy="7.7" rx="2.8" ry="1.9" />
      </g>
    </svg>
  );
}
