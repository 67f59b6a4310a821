// Inline pattern contract (markdown.md §5: patterns run in priority order,
// a matched span is replaced by a placeholder and hidden from later ones).
import type { Element } from './etree.ts';

/** [node or text to stash, start, end]; start/end null means "no match here". */
export type InlineResult = [Element | string | null, number | null, number | null];

export interface InlinePattern {
  readonly name: string;
  readonly priority: number;
  /** Must carry the 'g' flag; searched from an index like Python's finditer. */
  readonly re: RegExp;
  handle(m: RegExpExecArray, data: string): InlineResult;
  /**
   * True when the regex can never match a placeholder character, so after a
   * replacement the search can go on from the match start instead of 0
   * (same result as Python's restart, without quadratic rescans).
   */
  readonly resumable?: boolean;
  /**
   * Substrings of which every match holds at least one: when none occurs in
   * the text from the search start, the regex is not run (same result).
   */
  readonly triggers?: readonly string[];
  /** Tags inside which the pattern does not run (ANCESTOR_EXCLUDES). */
  readonly excludes?: readonly string[];
}
