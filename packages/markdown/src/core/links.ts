// Inline links, images and reference links (Python-Markdown 3.7
// LinkInlineProcessor family; markdown.md §3 "Links", "Images").
import { Element } from './etree.ts';
import { type InlinePattern, type InlineResult, RESTART_ALL } from './inline-pattern.ts';
import type { Markdown } from './markdown.ts';
import { strip } from './util.ts';

const RE_LINK = /\(\s*(?:(<[^<>]*>)\s*(?:('[^']*'|"[^"]*")\s*)?\))?/suy;
const RE_REF_ID = /\s?\[([^\]]*)\]/suy;

function dequote(s: string): string {
  if ((s.startsWith('"') && s.endsWith('"')) || (s.startsWith("'") && s.endsWith("'"))) return s.slice(1, -1);
  return s;
}

/**
 * Matching `]` of each `[` of one text (index + 1; -1: never closed; 0: not
 * yet known), filled as getText scans: a nested bracket already resolved is
 * jumped over, so each text is scanned about once however deep its nesting
 * (Python's getText rescans for every `[`).
 */
let closeText = '';
let closeOf = new Int32Array(0);

/** LinkInlineProcessor.getText from `index` (just after a `[`): [text, index after `]`, found]. */
function getText(data: string, index: number): [string, number, boolean] {
  if (data !== closeText) closeOf = new Int32Array(data.length);
  // Equal text from another cook may be another string: keep this one, so
  // that the next comparisons are by reference, not by content.
  closeText = data;
  const open = index - 1;
  let known = closeOf[open] as number;
  if (known === 0) {
    const stack = [open];
    let pos = index;
    const n = data.length;
    while (pos < n) {
      const c = data.charCodeAt(pos);
      if (c === 91) {
        const k = closeOf[pos] as number;
        if (k > 0) {
          pos = k;
          continue;
        }
        if (k < 0) break; // unclosed inside: the outer ones are too
        stack.push(pos);
      } else if (c === 93) {
        closeOf[stack.pop() as number] = pos + 1;
        if (stack.length === 0) break;
      }
      pos++;
    }
    for (const q of stack) closeOf[q] = -1;
    known = closeOf[open] as number;
  }
  if (known < 0) return [data.slice(index), data.length, false];
  return [data.slice(index, known - 1), known, true];
}

/** Whether `s` is balanced in brackets (every prefix has as many `[` as `]` or more). */
function bracketNeutral(s: string): boolean {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 91) depth++;
    else if (c === 93 && --depth < 0) return false;
  }
  return depth === 0;
}

/** Horizon of a getText failure: it read to the end, but its result only changes with an unbalanced span. */
const TEXT_FAILED = -1;

/**
 * `resume` of the link patterns. A failed try read up to its horizon: one
 * that reached the span must be tried again. Unclosed brackets stay unclosed
 * when the span is balanced; otherwise everything is searched again.
 */
function fail(p: InlinePattern, horizon: number): InlineResult {
  p.horizon = horizon;
  return [null, null, null];
}

/** How far a failed getLink at `index` read: one character unless a `(` opened its scan to the end. */
const linkHorizon = (data: string, index: number): number =>
  data.charCodeAt(index) === 40 ? data.length : index + 1;

/** How far a failed RE_REF_ID at `index` read: to the end once it found its `[`. */
function refIdHorizon(data: string, index: number): number {
  const c = data[index];
  if (c === '[' || (c !== undefined && /\s/u.test(c) && data[index + 1] === '[')) return data.length;
  return index + 2;
}

function linkResume(
  data: string,
  start: number,
  end: number,
  _from: number,
  attempts: readonly number[],
): number {
  // Unclosed brackets before the chunk are not in `attempts`: check every time.
  if (!bracketNeutral(data.slice(start, end))) return RESTART_ALL;
  let at = start;
  for (let i = 0; i < attempts.length; i += 2) {
    const pos = attempts[i] as number;
    const horizon = attempts[i + 1] as number;
    if (horizon !== TEXT_FAILED && horizon > start && pos < at) at = pos;
  }
  return at;
}

/** Running `(` minus `)` count of one text, its suffix minima, and its last quote. */
let parenText = '';
let parenBalance = new Int32Array(0);
let parenSuffixMin = new Int32Array(0);
let lastQuote = -1;

/**
 * Whether getLink's scan from `start` fails for sure: with no quote left, it
 * only counts parentheses, and fails when the count never falls back to 0.
 * Answered in O(1) (after one pass per text), where the scan reads to the end
 * of the text for every `[…](` of it.
 */
function unbalancedWithoutQuotes(data: string, start: number): boolean {
  if (data === parenText)
    parenText = data; // by reference from now on (see getText)
  else {
    const n = data.length;
    parenText = data;
    parenBalance = new Int32Array(n + 1);
    lastQuote = -1;
    for (let i = 0; i < n; i++) {
      const c = data.charCodeAt(i);
      parenBalance[i + 1] = (parenBalance[i] as number) + (c === 40 ? 1 : c === 41 ? -1 : 0);
      if (c === 34 || c === 39) lastQuote = i;
    }
    parenSuffixMin = new Int32Array(n + 2);
    parenSuffixMin[n + 1] = 0x7fffffff;
    for (let i = n; i >= 0; i--)
      parenSuffixMin[i] = Math.min(parenBalance[i] as number, parenSuffixMin[i + 1] as number);
  }
  if (lastQuote >= start) return false;
  // The count after the character at p is 1 + balance[p + 1] - balance[start].
  return (parenSuffixMin[start + 1] as number) >= (parenBalance[start] as number);
}

/** Port of LinkInlineProcessor.getLink: bracket/quote counting for `(url "title")`. */
function getLink(md: Markdown, data: string, index: number): [string, string | null, number, boolean] {
  let href = '';
  let title: string | null = null;
  let handled = false;
  RE_LINK.lastIndex = index;
  const m = RE_LINK.exec(data);
  if (m && m[1]) {
    href = strip(m[1].slice(1, -1));
    if (m[2]) title = m[2].slice(1, -1);
    index = m.index + m[0].length;
    handled = true;
  } else if (m) {
    const startIndex = m.index + m[0].length;
    if (unbalancedWithoutQuotes(data, startIndex)) return ['', null, data.length, false];
    let bracketCount = 1;
    let backtrackCount = 1;
    index = startIndex;
    let lastBracket = -1;
    let quote: string | null = null;
    let startQuote = -1;
    let exitQuote = -1;
    let ignoreMatches = false;
    let altQuote: string | null = null;
    let startAltQuote = -1;
    let exitAltQuote = -1;
    let last = '';
    for (let pos = index; pos < data.length; pos++) {
      const c = data[pos] as string;
      if (c === '(') {
        if (!ignoreMatches) bracketCount += 1;
        else if (backtrackCount > 0) backtrackCount -= 1;
      } else if (c === ')') {
        if ((exitQuote !== -1 && quote === last) || (exitAltQuote !== -1 && altQuote === last))
          bracketCount = 0;
        else if (!ignoreMatches) bracketCount -= 1;
        else if (backtrackCount > 0) {
          backtrackCount -= 1;
          if (backtrackCount === 0) lastBracket = index + 1;
        }
      } else if (c === "'" || c === '"') {
        if (!quote) {
          ignoreMatches = true;
          backtrackCount = bracketCount;
          bracketCount = 1;
          startQuote = index + 1;
          quote = c;
        } else if (c !== quote && !altQuote) {
          startAltQuote = index + 1;
          altQuote = c;
        } else if (c === quote) exitQuote = index + 1;
        else if (altQuote && c === altQuote) exitAltQuote = index + 1;
      }
      index += 1;
      if (bracketCount === 0) {
        if (exitQuote >= 0 && quote === last) {
          href = data.slice(startIndex, startQuote - 1);
          title = data.slice(startQuote, exitQuote - 1);
        } else if (exitAltQuote >= 0 && altQuote === last) {
          href = data.slice(startIndex, startAltQuote - 1);
          title = data.slice(startAltQuote, exitAltQuote - 1);
        } else href = data.slice(startIndex, index - 1);
        break;
      }
      if (c !== ' ') last = c;
    }
    if (bracketCount !== 0 && backtrackCount === 0) {
      href = data.slice(startIndex, lastBracket - 1);
      index = lastBracket;
      bracketCount = 0;
    }
    handled = bracketCount === 0;
  }
  if (title !== null) title = dequote(md.unescape(strip(title))).replace(/\s/g, ' ');
  href = strip(md.unescape(href));
  return [href, title, index, handled];
}

export function link(md: Markdown): InlinePattern {
  return {
    name: 'link',
    priority: 160,
    re: /(?<!!)\[/gu,
    triggers: ['['],
    resume: linkResume,
    handle(m, data): InlineResult {
      const [text, index, ok] = getText(data, m.index + m[0].length);
      if (!ok) return fail(this, TEXT_FAILED);
      const [href, title, end, ok2] = getLink(md, data, index);
      if (!ok2) return fail(this, linkHorizon(data, index));
      const el = new Element('a');
      el.text = text;
      el.set('href', href);
      if (title !== null) el.set('title', title);
      return [el, m.index, end];
    },
  };
}

export function image(md: Markdown): InlinePattern {
  return {
    name: 'image_link',
    priority: 150,
    re: /!\[/gu,
    triggers: ['!['],
    resume: linkResume,
    handle(m, data): InlineResult {
      const [text, index, ok] = getText(data, m.index + m[0].length);
      if (!ok) return fail(this, TEXT_FAILED);
      const [src, title, end, ok2] = getLink(md, data, index);
      if (!ok2) return fail(this, linkHorizon(data, index));
      const el = new Element('img');
      el.set('src', src);
      if (title !== null) el.set('title', title);
      el.set('alt', md.unescape(text));
      return [el, m.index, end];
    },
  };
}

function reference(
  md: Markdown,
  name: string,
  priority: number,
  re: RegExp,
  isImage: boolean,
  short: boolean,
): InlinePattern {
  return {
    name,
    priority,
    re,
    triggers: [isImage ? '![' : '['],
    resume: linkResume,
    handle(m, data): InlineResult {
      const [text, index, ok] = getText(data, m.index + m[0].length);
      if (!ok) return fail(this, TEXT_FAILED);
      let id: string;
      let end: number;
      if (short) {
        id = text.toLowerCase();
        end = index;
      } else {
        RE_REF_ID.lastIndex = index;
        const r = RE_REF_ID.exec(data);
        if (!r) return fail(this, refIdHorizon(data, index));
        id = (r[1] as string).toLowerCase();
        end = r.index + r[0].length;
        if (!id) id = text.toLowerCase();
      }
      id = id.replace(/\s+/g, ' ');
      const ref = md.references.get(id);
      if (!ref) {
        this.horizon = end;
        return [null, m.index, end];
      }
      const [href, title] = ref;
      let el: Element;
      if (isImage) {
        el = new Element('img');
        el.set('src', href);
        if (title) el.set('title', title);
        el.set('alt', md.unescape(text));
      } else {
        el = new Element('a');
        el.set('href', href);
        if (title) el.set('title', title);
        el.text = text;
      }
      return [el, m.index, end];
    },
  };
}

export const referenceLink = (md: Markdown): InlinePattern =>
  reference(md, 'reference', 170, /(?<!!)\[/gu, false, false);
export const imageReference = (md: Markdown): InlinePattern =>
  reference(md, 'image_reference', 140, /!\[/gu, true, false);
export const shortReference = (md: Markdown): InlinePattern =>
  reference(md, 'short_reference', 130, /(?<!!)\[/gu, false, true);
export const shortImageReference = (md: Markdown): InlinePattern =>
  reference(md, 'short_image_ref', 125, /!\[/gu, true, true);
