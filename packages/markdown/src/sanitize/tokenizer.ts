// HTML5 tokenizer (data state only) in the way bleach drives html5lib:
// entities are not decoded, comments and doctypes are dropped, and a tag that
// is not allowed becomes text holding its exact source (markdown.md §6, §8.5).

import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from './allow-list.ts';

export type Token =
  | { kind: 'text'; data: string }
  | { kind: 'start'; name: string; attrs: [string, string][] }
  | { kind: 'end'; name: string };

/** ASCII letter. */
function isAlphaCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
/** html5 whitespace: space, tab, LF, FF, CR. */
function isWs(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13;
}
/** Whitespace, `/` or `>`: ends a tag or attribute name. */
function isNameEnd(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 47 || c === 62;
}
const HAS_UPPER = /[A-Z]/;
/** ASCII-only lower-casing, as html5lib does. */
const lower = (s: string): string => (HAS_UPPER.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s);

/** Receives the tokens as they are read. */
export interface TokenSink {
  text(data: string): void;
  start(name: string, attrs: [string, string][]): void;
  end(name: string): void;
}

class ArraySink implements TokenSink {
  readonly tokens: Token[] = [];
  text(data: string): void {
    this.tokens.push({ kind: 'text', data });
  }
  start(name: string, attrs: [string, string][]): void {
    this.tokens.push({ kind: 'start', name, attrs });
  }
  end(name: string): void {
    this.tokens.push({ kind: 'end', name });
  }
}

export function tokenize(html: string, isAllowed: (tag: string) => boolean): Token[] {
  const sink = new ArraySink();
  scan(html, isAllowed, sink);
  return sink.tokens;
}

/**
 * Tokenises `html` into `sink`. Text is a run of source characters (kept
 * tags' neighbours, not-allowed tags as written) minus the dropped
 * constructs; `segment` is where the current uninterrupted source run starts.
 */
export function scan(html: string, isAllowed: (tag: string) => boolean, sink: TokenSink): void {
  const n = html.length;
  let text = '';
  let segment = 0;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    i = lt;
    const next = html.charCodeAt(i + 1);
    if (isAlphaCode(next) || (next === 47 && isAlphaCode(html.charCodeAt(i + 2)))) {
      const tag = readTag(html, i);
      if (!tag) break; // EOF inside the tag: bleach turns what was read into text.
      if (isAllowed(tag.name)) {
        text += html.slice(segment, i);
        if (text) sink.text(text);
        text = '';
        if (tag.end) sink.end(tag.name);
        else sink.start(tag.name, tag.attrs);
        segment = tag.next;
      }
      i = tag.next;
    } else if (next === 47) {
      const after = html.charCodeAt(i + 2);
      if (after === 62) {
        text += html.slice(segment, i);
        i += 3; // `</>` is ignored
        segment = i;
      } else if (i + 2 >= n) {
        i += 2; // `</` at the end stays text
      } else {
        // Bogus comment from `</x`: bleach keeps it as text unless it names an allowed tag.
        const gt = html.indexOf('>', i + 2);
        const end = gt < 0 ? n : gt + 1;
        const data = html.slice(i + 2, gt < 0 ? n : gt);
        if (isAllowed(lower(data).trim())) {
          text += html.slice(segment, i);
          segment = end;
        }
        i = end;
      }
    } else if (next === 33) {
      text += html.slice(segment, i);
      i = skipMarkup(html, i);
      segment = i;
    } else if (next === 63) {
      text += html.slice(segment, i);
      const gt = html.indexOf('>', i + 2);
      i = gt < 0 ? n : gt + 1;
      segment = i;
    } else {
      i += 1; // a lone `<` is text
    }
  }
  text += html.slice(segment);
  if (text) sink.text(text);
}

/** Comments, doctypes and other `<!…>` declarations are dropped (strip_comments). */
function skipMarkup(html: string, i: number): number {
  const n = html.length;
  if (html.startsWith('<!--', i)) {
    if (html.startsWith('<!-->', i)) return i + 5;
    if (html.startsWith('<!--->', i)) return i + 6;
    const a = html.indexOf('-->', i + 4);
    const b = html.indexOf('--!>', i + 4);
    if (a < 0 && b < 0) return n;
    if (b < 0 || (a >= 0 && a < b)) return a + 3;
    return b + 4;
  }
  const gt = html.indexOf('>', i + 2);
  return gt < 0 ? n : gt + 1;
}

/**
 * Lower-case names that are looked up all the time (allowed tags and
 * attributes). Reading one of them returns this very string, whose hash is
 * already known, instead of a fresh slice of the input.
 */
const KNOWN_NAMES = [
  ...ALLOWED_TAGS,
  'tag',
  'class',
  'id',
  'href',
  'src',
  'alt',
  'title',
  'style',
  'colspan',
  'translate',
  ...new Set(Object.values(ALLOWED_ATTRIBUTES).flat()),
];
/** Known names by first character and length (key: code * 64 + length). */
const KNOWN_BY_KEY = new Map<number, string[]>();
for (const name of new Set(KNOWN_NAMES)) {
  const key = name.charCodeAt(0) * 64 + name.length;
  const list = KNOWN_BY_KEY.get(key);
  if (list) list.push(name);
  else KNOWN_BY_KEY.set(key, [name]);
}

/** Whether the last readName returned a known name. */
let lastNameKnown = false;

/** html.slice(start, end) as a lower-cased (ASCII only) name. */
function readName(html: string, start: number, end: number): string {
  const len = end - start;
  if (len < 64) {
    const candidates = KNOWN_BY_KEY.get(html.charCodeAt(start) * 64 + len);
    if (candidates !== undefined) {
      for (const c of candidates) {
        if (html.startsWith(c, start)) {
          lastNameKnown = true;
          return c;
        }
      }
    }
  }
  lastNameKnown = false;
  return lower(html.slice(start, end));
}

interface RawTag {
  name: string;
  end: boolean;
  attrs: [string, string][];
  next: number;
}

/** Adds an attribute unless the name is already there (the first one wins); creates the list. */
function addAttr(attrs: [string, string][] | null, k: string, v: string): [string, string][] {
  if (attrs === null) return [[k, v]];
  for (const a of attrs) if (a[0] === k) return attrs;
  attrs.push([k, v]);
  return attrs;
}

/** Shared by every tag without attributes; never modified. */
const NO_ATTRS: [string, string][] = [];
/** readTag's result, reused: the caller reads it before the next call. */
const TAG: RawTag = { name: '', end: false, attrs: NO_ATTRS, next: 0 };

function makeTag(
  name: string,
  known: boolean,
  end: boolean,
  attrs: [string, string][] | null,
  next: number,
): RawTag {
  if (!known && name.includes('\0')) name = name.replace(/\0/g, '\ufffd');
  TAG.name = name;
  TAG.end = end;
  TAG.attrs = end || attrs === null ? NO_ATTRS : attrs;
  TAG.next = next;
  return TAG;
}

/** Reads a start or end tag from `<`; null when the input ends inside it. */
function readTag(html: string, start: number): RawTag | null {
  const n = html.length;
  const end = html.charCodeAt(start + 1) === 47;
  let i = start + (end ? 2 : 1);
  const nameStart = i;
  while (i < n && !isNameEnd(html.charCodeAt(i))) i++;
  if (i >= n) return null;
  const name = readName(html, nameStart, i);
  const known = lastNameKnown;
  let attrs: [string, string][] | null = null;
  for (;;) {
    let c = html.charCodeAt(i);
    while (i < n && (isWs(c) || c === 47)) {
      if (c === 47 && html.charCodeAt(i + 1) === 62) break;
      c = html.charCodeAt(++i);
    }
    if (i >= n) return null;
    if (c === 47 && html.charCodeAt(i + 1) === 62) return makeTag(name, known, end, attrs, i + 2);
    if (c === 62) return makeTag(name, known, end, attrs, i + 1);
    // attribute name (a leading `=` is part of the name, per spec)
    const anStart = i++;
    while (i < n && !isNameEnd((c = html.charCodeAt(i))) && c !== 61) i++;
    const an = readName(html, anStart, i);
    while (i < n && isWs(html.charCodeAt(i))) i++;
    if (i >= n) return null;
    if (html.charCodeAt(i) !== 61) {
      attrs = addAttr(attrs, an, '');
      continue;
    }
    i++; // '='
    while (i < n && isWs(html.charCodeAt(i))) i++;
    if (i >= n) return null;
    const q = html.charCodeAt(i);
    let value = '';
    if (q === 34 || q === 39) {
      const close = html.indexOf(q === 34 ? '"' : "'", i + 1);
      if (close < 0) return null;
      value = html.slice(i + 1, close);
      i = close + 1;
    } else if (q === 62) {
      attrs = addAttr(attrs, an, '');
      return makeTag(name, known, end, attrs, i + 1);
    } else {
      const vStart = i;
      while (i < n && !isWs((c = html.charCodeAt(i))) && c !== 62) i++;
      value = html.slice(vStart, i);
      if (i >= n) return null;
    }
    attrs = addAttr(attrs, an, value);
  }
}
