import type { TextState } from './markdown-commands.ts';

/** The textarea's text and selection. */
export const textStateOf = (textarea: HTMLTextAreaElement): TextState => ({
  value: textarea.value,
  selectionStart: textarea.selectionStart,
  selectionEnd: textarea.selectionEnd,
});

/**
 * Puts a command's result into the textarea. The changed range is typed through the browser's
 * own editing (`execCommand('insertText')`), so that Ctrl+Z undoes it and the textarea's input
 * event reaches `onChange`, as typing does. Where the browser cannot (or changed something else),
 * the value goes through `onChange` directly; the selection must then be set again once React has
 * rendered the new value, so the function answers whether that is needed.
 */
export function applyToTextarea(
  textarea: HTMLTextAreaElement,
  next: TextState,
  onChange: (value: string) => void,
): 'done' | 'rendering' {
  const current = textarea.value;
  const target = next.value;
  let start = 0;
  const shorter = Math.min(current.length, target.length);
  while (start < shorter && current[start] === target[start]) start++;
  let tail = 0;
  while (tail < shorter - start && current[current.length - 1 - tail] === target[target.length - 1 - tail])
    tail++;
  const inserted = target.slice(start, target.length - tail);

  textarea.focus();
  textarea.setSelectionRange(start, current.length - tail);
  if (current !== target && typeof document.execCommand === 'function') {
    try {
      document.execCommand(inserted === '' ? 'delete' : 'insertText', false, inserted);
    } catch {
      // Not supported here: the value goes through onChange below.
    }
  }
  // Typed, or nothing to change.
  if (textarea.value === target) {
    textarea.setSelectionRange(next.selectionStart, next.selectionEnd);
    return 'done';
  }
  onChange(target);
  return 'rendering';
}
