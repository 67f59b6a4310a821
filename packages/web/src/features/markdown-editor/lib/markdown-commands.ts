/**
 * The markdown editor's formatting tools as pure functions over a textarea's text and selection,
 * written for the guidebook's dialect (shared/reference/markdown.md): each takes the text with its
 * selection and returns the new text with the selection to show.
 */

/** A textarea's text and selection, as the DOM gives them. */
export type TextState = { value: string; selectionStart: number; selectionEnd: number };

/** One replacement in the original text's coordinates. */
type Edit = { at: number; remove: number; insert: string };

/** Where a position that lies on an edited range goes: before or after the inserted text. */
type Bias = 'before' | 'after';

function mapPosition(edits: readonly Edit[], position: number, bias: Bias): number {
  let delta = 0;
  for (const edit of edits) {
    if (position < edit.at) break;
    if (position > edit.at + edit.remove) {
      delta += edit.insert.length - edit.remove;
      continue;
    }
    return edit.at + delta + (bias === 'after' ? edit.insert.length : 0);
  }
  return position + delta;
}

/** Applies non-overlapping edits; the selection follows the text around it. */
function applyEdits(
  state: TextState,
  edits: readonly Edit[],
  startBias: Bias = 'after',
  endBias: Bias = 'before',
): TextState {
  const sorted = [...edits].sort((a, b) => a.at - b.at);
  let value = '';
  let from = 0;
  for (const edit of sorted) {
    value += state.value.slice(from, edit.at) + edit.insert;
    from = edit.at + edit.remove;
  }
  value += state.value.slice(from);
  const selectionStart = mapPosition(sorted, state.selectionStart, startBias);
  const selectionEnd = mapPosition(sorted, state.selectionEnd, endBias);
  return { value, selectionStart, selectionEnd: Math.max(selectionStart, selectionEnd) };
}

const lineStartOf = (value: string, position: number) => value.lastIndexOf('\n', position - 1) + 1;

function lineEndOf(value: string, position: number): number {
  const end = value.indexOf('\n', position);
  return end === -1 ? value.length : end;
}

type Line = { start: number; text: string };

/** The lines the selection touches; a selection ending at a line's start leaves that line out. */
function selectedLines({ value, selectionStart, selectionEnd }: TextState): Line[] {
  const last =
    selectionEnd > selectionStart && value[selectionEnd - 1] === '\n' ? selectionEnd - 1 : selectionEnd;
  const lines: Line[] = [];
  let start = lineStartOf(value, selectionStart);
  for (;;) {
    const end = lineEndOf(value, start);
    lines.push({ start, text: value.slice(start, end) });
    if (end >= last || end === value.length) return lines;
    start = end + 1;
  }
}

const isBlank = (text: string) => text.trim() === '';

// ---------------------------------------------------------------------------------------------
// Emphasis

/** Block markers that emphasis goes after: heading hashes, list and alert markers, quotes. */
const BLOCK_PREFIX = /^[ \t]*(?:(?:#{1,6}|!{2,4}(?!!))[ \t]*|(?:[*+-]|\d+\.|>)[ \t]+)*/;

function starsBefore(value: string, position: number): number {
  let count = 0;
  while (value[position - 1 - count] === '*') count++;
  return count;
}

function starsAfter(value: string, position: number): number {
  let count = 0;
  while (value[position + count] === '*') count++;
  return count;
}

/** Whether a run of `stars` on both sides of a text holds this emphasis (`***` holds both). */
const holds = (stars: number, marker: string) =>
  marker.length === 2 ? stars === 2 || stars === 3 : stars === 1 || stars === 3;

/**
 * Bold (`**`) or italic (`*`), toggled: the selection is wrapped, or unwrapped when the emphasis is
 * already there (inside or around it). Spaces at the selection's ends stay outside the markers,
 * which emphasis needs; a selection over several lines is wrapped line by line, after each line's
 * heading, list or alert marker. With no selection, a pair of markers is inserted around the cursor.
 */
export function toggleEmphasis(state: TextState, marker: '**' | '*'): TextState {
  const { value } = state;
  const n = marker.length;
  const segments: { start: number; end: number }[] = [];
  for (const line of selectedLines(state)) {
    const contentStart = line.start + (BLOCK_PREFIX.exec(line.text)?.[0].length ?? 0);
    let start = Math.max(state.selectionStart, contentStart);
    let end = Math.min(state.selectionEnd, line.start + line.text.length);
    while (start < end && /\s/.test(value[start] ?? '')) start++;
    while (end > start && /\s/.test(value[end - 1] ?? '')) end--;
    if (start < end) segments.push({ start, end });
  }

  if (segments.length === 0) {
    const at = state.selectionEnd;
    const cursor = { value, selectionStart: at, selectionEnd: at };
    if (holds(Math.min(starsBefore(value, at), starsAfter(value, at)), marker)) {
      return applyEdits(cursor, [
        { at: at - n, remove: n, insert: '' },
        { at, remove: n, insert: '' },
      ]);
    }
    return {
      value: value.slice(0, at) + marker + marker + value.slice(at),
      selectionStart: at + n,
      selectionEnd: at + n,
    };
  }

  const outside = (s: { start: number; end: number }) =>
    holds(Math.min(starsBefore(value, s.start), starsAfter(value, s.end)), marker);
  // `**a** and **b**` selected is not one bold text: the inner text may not hold the marker.
  const inside = (s: { start: number; end: number }) => {
    const length = s.end - s.start;
    const stars = Math.min(starsAfter(value, s.start), starsBefore(value, s.end), Math.floor(length / 2));
    const inner = value.slice(s.start + stars, s.end - stars);
    return length > 2 * n && holds(stars, marker) && !inner.includes(marker);
  };
  const isOn = segments.every((s) => outside(s) || inside(s));
  const edits: Edit[] = segments.flatMap((s): Edit[] => {
    if (isOn && outside(s)) {
      return [
        { at: s.start - n, remove: n, insert: '' },
        { at: s.end, remove: n, insert: '' },
      ];
    }
    if (isOn) {
      return [
        { at: s.start, remove: n, insert: '' },
        { at: s.end - n, remove: n, insert: '' },
      ];
    }
    if (outside(s) || inside(s)) return [];
    return [
      { at: s.start, remove: 0, insert: marker },
      { at: s.end, remove: 0, insert: marker },
    ];
  });
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  return applyEdits({ value, selectionStart: first.start, selectionEnd: last.end }, edits);
}

// ---------------------------------------------------------------------------------------------
// Line prefixes: headings, lists, alerts

type LineKind = {
  /** The marker of this family that a line already has (indentation included), or none. */
  current: (text: string) => string | undefined;
  /** Whether the existing marker is exactly the one this tool writes. */
  isSame: (marker: string) => boolean;
  /** The marker written on the index-th changed line, keeping the old marker's indentation. */
  next: (index: number, old: string | undefined, isBlankInside: boolean) => string;
  /** Blocks that need a blank line around them to be read as such (lists, alerts). */
  needsBlankLines: boolean;
  /** Whether blank lines inside the selection get the marker too (an alert's paragraphs). */
  marksBlankLines?: boolean;
};

const HEADING = /^#+[ \t]*/;
const LIST = /^([ \t]*)([*+-]|\d+\.)[ \t]+/;
const ALERT = /^( {0,3})(!{2,4})(?!!) ?/;

function toggleLinePrefix(state: TextState, kind: LineKind): TextState {
  const lines = selectedLines(state);
  const single = lines.length === 1;
  const changed = lines.filter((line) => single || kind.marksBlankLines || !isBlank(line.text));
  const isOn = changed.every((line) => {
    const marker = kind.current(line.text);
    return marker !== undefined && kind.isSame(marker);
  });
  const edits: Edit[] = changed.map((line, index) => {
    const old = kind.current(line.text);
    const remove = old?.length ?? 0;
    if (isOn) return { at: line.start, remove, insert: (old ?? '').match(/^[ \t]*/)![0] };
    return {
      at: line.start,
      remove,
      insert: kind.next(index, old, !single && isBlank(line.text.slice(remove))),
    };
  });

  if (!isOn && kind.needsBlankLines) {
    const { value } = state;
    const first = lines[0]!;
    const last = lines[lines.length - 1]!;
    const isBlock = (text: string) => kind.current(text) !== undefined || /^\s/.test(text);
    if (first.start > 0) {
      const before = value.slice(lineStartOf(value, first.start - 1), first.start - 1);
      if (!isBlank(before) && !isBlock(before)) edits.push({ at: first.start, remove: 0, insert: '\n' });
    }
    const lastEnd = last.start + last.text.length;
    if (lastEnd < value.length) {
      const after = value.slice(lastEnd + 1, lineEndOf(value, lastEnd + 1));
      // After the line break, so that a selection ending the line stays there.
      if (!isBlank(after) && !isBlock(after)) edits.push({ at: lastEnd + 1, remove: 0, insert: '\n' });
    }
  }
  // A blank line inserted before the first line shares its position with that line's new marker.
  const merged = mergeSamePosition(edits);
  return applyEdits(state, merged, 'after', 'after');
}

/** Two edits at one position (a blank line, then a marker) become one, the blank line first. */
function mergeSamePosition(edits: Edit[]): Edit[] {
  const byPosition = new Map<number, Edit>();
  for (const edit of edits) {
    const other = byPosition.get(edit.at);
    if (!other) byPosition.set(edit.at, edit);
    else if (edit.remove === 0 && edit.insert === '\n')
      byPosition.set(edit.at, { ...other, insert: `\n${other.insert}` });
    else byPosition.set(edit.at, { ...edit, insert: `${other.insert}${edit.insert}` });
  }
  return [...byPosition.values()];
}

/** `##` or `###` heading on the selected lines, toggled (headings split paragraphs by themselves). */
export function toggleHeading(state: TextState, level: 2 | 3): TextState {
  const hashes = '#'.repeat(level);
  return toggleLinePrefix(state, {
    current: (text) => HEADING.exec(text)?.[0],
    isSame: (marker) => marker.trimEnd() === hashes,
    next: () => `${hashes} `,
    needsBlankLines: false,
  });
}

/**
 * Bulleted (`- `) or numbered (`1. `, `2. `…) list, toggled. The dialect keeps a list marker
 * directly under a text line in that paragraph, and joins a following text line to the last item,
 * so a blank line is added on either side when the neighbour is text.
 */
export function toggleList(state: TextState, kind: 'bulleted' | 'numbered'): TextState {
  return toggleLinePrefix(state, {
    current: (text) => LIST.exec(text)?.[0],
    isSame: (marker) => (kind === 'bulleted' ? /^\s*[*+-]/ : /^\s*\d/).test(marker),
    next: (index, old) => {
      const indent = old === undefined ? '' : LIST.exec(old)![1];
      return `${indent}${kind === 'bulleted' ? '-' : `${index + 1}.`} `;
    },
    needsBlankLines: true,
  });
}

export type AlertLevel = 'info' | 'warning' | 'danger';

const ALERT_MARKERS: Record<AlertLevel, string> = { info: '!!', warning: '!!!', danger: '!!!!' };

/**
 * Alert box (`!!` info, `!!!` warning, `!!!!` danger) on each selected line, toggled: the dialect
 * needs the marker on every line of the alert; a line holding only the marker separates its
 * paragraphs.
 */
export function toggleAlert(state: TextState, level: AlertLevel): TextState {
  const marker = ALERT_MARKERS[level];
  return toggleLinePrefix(state, {
    current: (text) => ALERT.exec(text)?.[0],
    isSame: (old) => old.trim() === marker,
    next: (_index, _old, isBlankInside) => (isBlankInside ? marker : `${marker} `),
    needsBlankLines: true,
    marksBlankLines: true,
  });
}

// ---------------------------------------------------------------------------------------------
// Blocks: [toc], [p], images

function trailingNewlines(text: string): number {
  const match = /\n*$/.exec(text);
  return match ? match[0].length : 0;
}

/**
 * A block alone in its paragraph at the end of the selection: `[toc]` is replaced by the table
 * of contents only when it is a paragraph's whole text; the cursor goes after it.
 */
function insertBlock(state: TextState, block: string): TextState {
  const at = state.selectionEnd;
  const before = state.value.slice(0, at);
  const after = state.value.slice(at);
  const newlinesBefore = before.trim() === '' ? 0 : Math.max(0, 2 - trailingNewlines(before));
  const newlinesAfter = after === '' ? 0 : Math.max(0, 2 - (/^\n*/.exec(after)?.[0].length ?? 0));
  const inserted = '\n'.repeat(newlinesBefore) + block;
  const cursor = before.length + inserted.length;
  return {
    value: before + inserted + '\n'.repeat(newlinesAfter) + after,
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}

/** `[toc]`: the table of contents of the text's headings. */
export const insertToc = (state: TextState): TextState => insertBlock(state, '[toc]');

/** `[p]`: what follows goes below the images floated left or right (a CSS clear). */
export const insertClear = (state: TextState): TextState => insertBlock(state, '[p]');

export const IMAGE_POSITIONS = ['inline', 'left', 'right', 'center'] as const;
export type ImagePosition = (typeof IMAGE_POSITIONS)[number];
/** `medium` is the dialect's default size, written with no option. */
export const IMAGE_SIZES = ['medium', 'small', 'big', 'orig'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/**
 * `[img=ID position size]caption[/img]`, or `[img=ID position/]` with no caption. The tag must start
 * a line, and its caption may hold no blank line nor `[/img]`. The selection, when there is one,
 * becomes the caption; otherwise the image's title does.
 */
export function insertImage(
  state: TextState,
  image: { id: number; title: string; position: ImagePosition; size: ImageSize },
): TextState {
  const { value } = state;
  const { start, end, text } = trimmedSelection(state);
  const caption = (text || image.title)
    .replaceAll('[/img]', '')
    .replace(/\n[ \t]*(?:\n[ \t]*)+/g, '\n')
    .trim();
  const options = [image.position, image.size === 'medium' ? '' : image.size].filter(Boolean).join(' ');
  const tag = `[img=${image.id} ${options}${caption ? `]${caption}[/img]` : '/]'}`;
  const lineBefore = value.slice(lineStartOf(value, start), start);
  const lineAfter = value.slice(end, lineEndOf(value, end));
  const prefix = lineBefore === '' ? '' : '\n';
  const suffix = isBlank(lineAfter) ? '' : '\n';
  const cursor = start + prefix.length + tag.length;
  return {
    value: value.slice(0, start) + prefix + tag + suffix + value.slice(end),
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}

// ---------------------------------------------------------------------------------------------
// Internal links

/** The selection without the spaces at its ends, which stay where they are. */
function trimmedSelection({ value, selectionStart, selectionEnd }: TextState) {
  let start = selectionStart;
  let end = selectionEnd;
  while (start < end && /\s/.test(value[start] ?? '')) start++;
  while (end > start && /\s/.test(value[end - 1] ?? '')) end--;
  if (start === end) return { start: selectionEnd, end: selectionEnd, text: '' };
  return { start, end, text: value.slice(start, end) };
}

/**
 * `[[routes/123|label]]`: a link to a document, labelled by the selection or else the document's
 * title. A label cannot hold `]` (the link would stay literal text): those become `)`, with their
 * `[`, and line breaks become spaces.
 */
export function insertLink(state: TextState, link: { path: string; id: number; title: string }): TextState {
  const { start, end, text } = trimmedSelection(state);
  const label =
    (text || link.title)
      .replaceAll('[', '(')
      .replaceAll(']', ')')
      .replace(/\s*\n\s*/g, ' ')
      .trim() || String(link.id);
  const inserted = `[[${link.path}/${link.id}|${label}]]`;
  const cursor = start + inserted.length;
  return {
    value: state.value.slice(0, start) + inserted + state.value.slice(end),
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}

// ---------------------------------------------------------------------------------------------
// L# / R# pitch tables

const ROW_START = /^ {0,3}([LR])#/;
/** A cell boundary, except the pipe of a wikilink's label (markdown.md §4.6). */
const CELL_SPLIT = /\|(?![^|]*\]\])/;
const NUMBERED_FORM = /^[LR]#(\d+)([A-Za-z'"][\w'"]*)?(?:-(\d+)([A-Za-z'"][\w'"]*)?)?$/;

/** The first cell of each normal row before `lineIndex`: bare `L#`, or a number with a label. */
function pitchNumbering(lines: readonly string[], lineIndex: number, letter: string) {
  let counter = 0;
  let hasLabel = false;
  for (const line of lines.slice(0, lineIndex)) {
    const row = ROW_START.exec(line);
    if (!row || row[1] !== letter) continue;
    const first = line.trim().split(CELL_SPLIT)[0]!.trim();
    if (first === `${letter}#`) counter++;
    const numbered = NUMBERED_FORM.exec(first);
    if (numbered) {
      counter = Number(numbered[3] ?? numbered[1]);
      hasLabel ||= numbered[2] !== undefined || numbered[4] !== undefined;
    }
  }
  return { counter, hasLabel };
}

/**
 * A new pitch row under the one holding the cursor (`L# | …`), with as many cells as the row
 * above, or `L# | ` to start a table. A row takes every following line up to the next row or blank
 * line, so the new row goes after those lines, and a blank line separates it from text below.
 * The numbering stays valid: a bare `L#` counts up, but after a numbered label (`L#2bis`) it would
 * switch the whole text to unnumbered, so the next number is then written out.
 */
export function insertPitchRow(state: TextState): TextState {
  const lines = state.value.split('\n');
  const cursorLine = state.value.slice(0, state.selectionEnd).split('\n').length - 1;
  let blockStart = cursorLine;
  while (blockStart > 0 && !isBlank(lines[blockStart - 1]!)) blockStart--;

  let insertAt: number;
  let replacesLine = false;
  if (isBlank(lines[cursorLine]!)) {
    insertAt = cursorLine;
    replacesLine = true;
  } else {
    const inTable = lines.slice(blockStart, cursorLine + 1).some((line) => ROW_START.test(line));
    insertAt = cursorLine + 1;
    if (inTable) {
      while (insertAt < lines.length && !isBlank(lines[insertAt]!) && !ROW_START.test(lines[insertAt]!))
        insertAt++;
    }
  }

  // The row above in the same block, if any, gives the letter and the number of cells.
  let letter = 'L';
  let cells = 2;
  for (let i = insertAt - 1; i >= blockStart && !isBlank(lines[i]!); i--) {
    const row = ROW_START.exec(lines[i]!);
    if (!row || /^\s*[LR]#~/.test(lines[i]!)) continue;
    letter = row[1]!;
    cells = Math.max(2, lines[i]!.split(CELL_SPLIT).length);
    break;
  }
  const { counter, hasLabel } = pitchNumbering(lines, insertAt, letter);
  const marker = hasLabel ? `${letter}#${counter + 1}` : `${letter}#`;
  const row = [marker, ...Array<string>(cells - 1).fill('')].join(' | ');

  const below = lines[insertAt + (replacesLine ? 1 : 0)];
  const needsBlankAfter = below !== undefined && !isBlank(below) && !ROW_START.test(below);
  const inserted = needsBlankAfter ? [row, ''] : [row];
  const result = [
    ...lines.slice(0, insertAt),
    ...inserted,
    ...lines.slice(insertAt + (replacesLine ? 1 : 0)),
  ];
  const cursor =
    result.slice(0, insertAt).reduce((sum, line) => sum + line.length + 1, 0) + marker.length + 3;
  return { value: result.join('\n'), selectionStart: cursor, selectionEnd: cursor };
}
