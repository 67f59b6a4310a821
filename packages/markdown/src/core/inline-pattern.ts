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
   * True when, after a replacement, searching on from the end of the replaced
   * span gives what Python's search from 0 of the new text gives: no earlier
   * failed position can now match, no match can start inside a placeholder,
   * and no lookbehind at the span's end tells its last character from the
   * placeholder's. The replacements of one pass are then made in a single
   * sweep (linear, where a restart per match is quadratic).
   */
  readonly resumable?: boolean;
  /**
   * For patterns that are not `resumable`: after replacing `data[start, end)`
   * (`from` = end of the previous replacement of this pass, or 0), where the
   * search must go on so that the result is Python's search from 0:
   * `start` = on from the span's end, as if resumable; an index in
   * `[from, start)` = again from there (earlier positions cannot change);
   * `RESTART_AT_SPAN` = from the placeholder; `RESTART_ALL` = from 0.
   * `attempts` holds [position, horizon] of this chunk's failed tries (see `horizon`).
   */
  resume?(data: string, start: number, end: number, from: number, attempts: readonly number[]): number;
  /**
   * Set by `handle` on a failure (or a match giving no node): the index past
   * the last character the try looked at; recorded for `resume`.
   */
  horizon?: number;
  /**
   * Substrings of which every match holds at least one: when none occurs in
   * the text from the search start, the regex is not run (same result).
   */
  readonly triggers?: readonly string[];
  /** Tags inside which the pattern does not run (ANCESTOR_EXCLUDES). */
  readonly excludes?: readonly string[];
}

/** `resume` results besides an index. */
export const RESTART_ALL = -1;
export const RESTART_AT_SPAN = -2;
