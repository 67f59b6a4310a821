/**
 * A small longest-common-subsequence diff, enough for comparing two versions of a document's
 * texts: lines first, then the words of the lines that changed. Shared by the diff page
 * (spec 2 §2) and the edit form's version-conflict screen (issue 12 §7).
 */

export type DiffOp<T> = { kind: 'equal' | 'removed' | 'added'; value: T };

/**
 * The edit script turning `a` into `b`: common items `equal`, the others `removed` (from `a`)
 * or `added` (from `b`); within a change, removals come before additions.
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[]): DiffOp<T>[] {
  // Common ends cost nothing and keep the quadratic table small.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // lengths[i * (m + 1) + j]: LCS length of a[start + i..endA) and b[start + j..endB).
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        a[start + i] === b[start + j]
          ? lengths[(i + 1) * (m + 1) + j + 1]! + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!);

  const ops: DiffOp<T>[] = a.slice(0, start).map((value) => ({ kind: 'equal', value }));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ kind: 'equal', value: a[start + i]! });
      i++;
      j++;
    } else if (j >= m || (i < n && lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!)) {
      ops.push({ kind: 'removed', value: a[start + i]! });
      i++;
    } else {
      ops.push({ kind: 'added', value: b[start + j]! });
      j++;
    }
  }
  for (const value of a.slice(endA)) ops.push({ kind: 'equal', value });
  return ops;
}

/** A piece of a changed line: `isChanged` marks the words that differ from the other side. */
export type WordPart = { text: string; isChanged: boolean };

/** Words, runs of spaces and single punctuation marks, so that a changed comma stays small. */
export const tokenize = (text: string): string[] => text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]/gu) ?? [];

/** Above this many token pairs, a changed line is shown whole rather than word by word. */
const MAX_WORD_CELLS = 250_000;

const merge = (parts: WordPart[]): WordPart[] =>
  parts.reduce<WordPart[]>((out, part) => {
    const last = out[out.length - 1];
    if (last && last.isChanged === part.isChanged) last.text += part.text;
    else out.push({ ...part });
    return out;
  }, []);

/** The old and the new text of a changed line, cut into unchanged and changed parts. */
export function diffWords(before: string, after: string): { removed: WordPart[]; added: WordPart[] } {
  const a = tokenize(before);
  const b = tokenize(after);
  if (a.length * b.length > MAX_WORD_CELLS)
    return { removed: [{ text: before, isChanged: true }], added: [{ text: after, isChanged: true }] };
  const removed: WordPart[] = [];
  const added: WordPart[] = [];
  for (const op of diffSequences(a, b)) {
    if (op.kind !== 'added') removed.push({ text: op.value, isChanged: op.kind === 'removed' });
    if (op.kind !== 'removed') added.push({ text: op.value, isChanged: op.kind === 'added' });
  }
  return { removed: merge(removed), added: merge(added) };
}

export type DiffLine =
  | { kind: 'equal'; text: string }
  | { kind: 'removed' | 'added'; parts: WordPart[] }
  /** Unchanged lines left out, far from any change. */
  | { kind: 'skipped'; count: number };

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'));

/**
 * Line diff of two texts; a removed line followed by an added one is compared word by word.
 * Unchanged lines more than `context` lines away from a change are folded into `skipped`.
 */
export function diffLines(before: string, after: string, context = 2): DiffLine[] {
  const ops = diffSequences(splitLines(before), splitLines(after));
  const lines: DiffLine[] = [];
  for (let k = 0; k < ops.length;) {
    if (ops[k]!.kind === 'equal') {
      lines.push({ kind: 'equal', text: ops[k]!.value });
      k++;
      continue;
    }
    const removed: string[] = [];
    const added: string[] = [];
    while (k < ops.length && ops[k]!.kind !== 'equal') {
      (ops[k]!.kind === 'removed' ? removed : added).push(ops[k]!.value);
      k++;
    }
    // Pair the lines of a change in order: the n-th old line with the n-th new one.
    const paired = Math.min(removed.length, added.length);
    const words = removed.slice(0, paired).map((line, index) => diffWords(line, added[index]!));
    for (const w of words) lines.push({ kind: 'removed', parts: w.removed });
    for (const line of removed.slice(paired))
      lines.push({ kind: 'removed', parts: [{ text: line, isChanged: true }] });
    for (const w of words) lines.push({ kind: 'added', parts: w.added });
    for (const line of added.slice(paired))
      lines.push({ kind: 'added', parts: [{ text: line, isChanged: true }] });
  }
  return foldUnchanged(lines, context);
}

function foldUnchanged(lines: DiffLine[], context: number): DiffLine[] {
  const isNearChange = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'equal') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++)
      isNearChange[k] = true;
  });
  const out: DiffLine[] = [];
  for (let index = 0; index < lines.length;) {
    if (lines[index]!.kind !== 'equal' || isNearChange[index]) {
      out.push(lines[index]!);
      index++;
      continue;
    }
    let end = index;
    while (end < lines.length && lines[end]!.kind === 'equal' && !isNearChange[end]) end++;
    // Folding a single line would take as much room as showing it.
    if (end - index === 1) out.push(lines[index]!);
    else out.push({ kind: 'skipped', count: end - index });
    index = end;
  }
  return out;
}
