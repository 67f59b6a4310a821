/** Apple keyboards say ⌘ where others say Ctrl; both keys work everywhere. */
const isApple = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

/** A Ctrl/Cmd + letter shortcut as people read it (`Ctrl+B`, `⌘B`) and as `aria-keyshortcuts` wants it. */
export function shortcutOf(letter: string): { text: string; aria: string } {
  const key = letter.toUpperCase();
  return isApple()
    ? { text: `⌘${key}`, aria: `Meta+${key}` }
    : { text: `Ctrl+${key}`, aria: `Control+${key}` };
}

/** The letter of a Ctrl/Cmd + letter key press (no Alt, no Shift), lowercased. */
export function shortcutLetter(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}): string | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return event.key.length === 1 ? event.key.toLowerCase() : undefined;
}
