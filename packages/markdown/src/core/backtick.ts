// Python-Markdown's BACKTICK_RE without its catastrophic backtracking.
//
//   (?:(?<!\\)((?:\\{2})+)(?=`+)|(?<!\\)(`+)(.+?)(?<!`)\2(?!`))   (flags: s, u)
//
// Run by a backtracking engine, a long run of backticks with no closing run
// costs cubic time (every start, every opening length, a lazy scan to the end:
// 5000 backticks took minutes). `BacktickRegExp` gives exactly the regex's
// matches — same start, same groups — in near-linear time:
//
// * alternative 1 matches at a backslash run's first character (the
//   lookbehind rejects the others) when the run is even and a backtick follows
//   (a shorter even prefix would leave a backslash before the lookahead);
// * alternative 2 at a backtick: the opening takes L backticks, L from the
//   rest of the run down to 1, and the content ends at the first backtick run
//   of exactly L characters (the lookbehind and lookahead make it a whole run)
//   that starts at least one character after the opening — any run after the
//   opening's run does;
// * if a position inside a backtick run has no match, no later position in
//   that run has one either (fewer opening lengths, later bound), so each run
//   is tried once.
//
// `backtick.test.ts` compares it with the native regex.

export const BACKTICK_SOURCE = '(?:(?<!\\\\)((?:\\\\{2})+)(?=`+)|(?<!\\\\)(`+)(.+?)(?<!`)\\2(?!`))';

const BACKSLASH = 92;
const BACKTICK = 96;

function execArray(s: string, index: number, groups: (string | undefined)[]): RegExpExecArray {
  const m = groups as unknown as RegExpExecArray;
  m.index = index;
  m.input = s;
  m.groups = undefined;
  return m;
}

/**
 * Alternative 2 at `q`, the opening taking up to `k` backticks (the run ends
 * at q + k): the closing is the first run of exactly L backticks after the
 * opening run, for the largest L <= k that has one. Every run after the
 * opening run starts past the content's first character, so all count.
 */
function closeAfter(s: string, q: number, k: number): RegExpExecArray | null {
  const n = s.length;
  let bestLen = 0;
  let bestStart = -1;
  let i = s.indexOf('`', q + k);
  while (i >= 0) {
    let j = i + 1;
    while (j < n && s.charCodeAt(j) === BACKTICK) j++;
    const len = j - i;
    if (len <= k && len > bestLen) {
      bestLen = len;
      bestStart = i;
      if (len === k) break; // the longest possible opening, at its first closing
    }
    i = s.indexOf('`', j);
  }
  if (bestStart < 0) return null;
  return execArray(s, q, [
    s.slice(q, bestStart + bestLen),
    undefined,
    s.slice(q, q + bestLen),
    s.slice(q + bestLen, bestStart),
  ]);
}

/** The regex's first match at or after `from`, or null. */
export function findBacktick(s: string, from: number): RegExpExecArray | null {
  const n = s.length;
  let p = from;
  // Next backtick / backslash at or after p (-1: none), found with indexOf.
  let tick = s.indexOf('`', p);
  let slash = s.indexOf('\\', p);
  while (p < n) {
    if (tick >= 0 && tick < p) tick = s.indexOf('`', p);
    if (slash >= 0 && slash < p) slash = s.indexOf('\\', p);
    if (tick < 0 && slash < 0) break;
    p = tick < 0 ? slash : slash < 0 ? tick : Math.min(tick, slash);
    const c = s.charCodeAt(p);
    let r = p + 1;
    while (r < n && s.charCodeAt(r) === c) r++;
    const afterBackslash = p > 0 && s.charCodeAt(p - 1) === BACKSLASH;
    if (c === BACKSLASH) {
      if (!afterBackslash && (r - p) % 2 === 0 && r < n && s.charCodeAt(r) === BACKTICK) {
        const bs = s.slice(p, r);
        return execArray(s, p, [bs, bs, undefined, undefined]);
      }
    } else {
      const q = afterBackslash ? p + 1 : p;
      if (q < r) {
        const m = closeAfter(s, q, r - q);
        if (m !== null) return m;
      }
    }
    p = r;
  }
  return null;
}

/** A global RegExp whose exec (and so test, replace…) runs findBacktick. */
export class BacktickRegExp extends RegExp {
  constructor() {
    super(BACKTICK_SOURCE, 'gsu');
  }

  override exec(s: string): RegExpExecArray | null {
    const m = findBacktick(s, this.lastIndex);
    this.lastIndex = m === null ? 0 : m.index + (m[0] as string).length;
    return m;
  }
}
