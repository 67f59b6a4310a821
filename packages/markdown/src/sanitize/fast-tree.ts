// Fast path of the HTML5 tree construction for the sanitiser (markdown.md §6).
//
// The sanitiser's tokens hold only allowed tags (everything else is already
// text). For such a token stream the HTML5 "in body" / table algorithms reduce
// to a stack machine, as long as no element is ever reparented: then the tree
// is only ever appended to its current node, and it can be serialised while it
// is built. This builder follows the html5 rules for that subset (implied
// closes of p, li, headings, table cells/rows, implied tbody/tr, the newline
// after <pre>, ignored stray end tags) and gives up — returns null — on
// anything that would need more: adoption agency, reconstruction of active
// formatting elements, foster parenting, NUL or CR in the input, unknown tags.
// The caller then runs the full parse5 path, so the output is always the one
// parse5 gives. `fast-tree.test.ts` checks both paths against each other.
import { VOID_ELEMENTS } from './allow-list.ts';
import { scan, type TokenSink } from './tokenizer.ts';

const NUL_OR_CR = /[\0\r]/;

/** Thrown (and caught in `sanitizeFast`) when the fast path cannot decide. */
const BAIL = Symbol('bail');

/** Formatting elements (active formatting list), html5 §13.2.4.3. */
const FORMATTING = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/** Tags this builder knows the rules of; anything else makes it give up (unless it is plainly ordinary). */
const enum Cat {
  Ordinary,
  Formatting,
  A,
  Block, // closes a p in button scope; end tag pops to it when in scope
  Heading,
  Pre,
  Li,
  Table,
  Tbody,
  Tr,
  Cell,
  Hr,
  VoidInline, // br, img
  P,
}

const CATEGORY = new Map<string, Cat>([
  ['a', Cat.A],
  ['b', Cat.Formatting],
  ['code', Cat.Formatting],
  ['em', Cat.Formatting],
  ['i', Cat.Formatting],
  ['s', Cat.Formatting],
  ['small', Cat.Formatting],
  ['strong', Cat.Formatting],
  ['abbr', Cat.Ordinary],
  ['acronym', Cat.Ordinary],
  ['span', Cat.Ordinary],
  ['sub', Cat.Ordinary],
  ['sup', Cat.Ordinary],
  ['del', Cat.Ordinary],
  ['ins', Cat.Ordinary],
  ['blockquote', Cat.Block],
  ['center', Cat.Block],
  ['div', Cat.Block],
  ['figcaption', Cat.Block],
  ['figure', Cat.Block],
  ['ol', Cat.Block],
  ['ul', Cat.Block],
  ['p', Cat.P],
  ['h1', Cat.Heading],
  ['h2', Cat.Heading],
  ['h3', Cat.Heading],
  ['h4', Cat.Heading],
  ['h5', Cat.Heading],
  ['h6', Cat.Heading],
  ['pre', Cat.Pre],
  ['li', Cat.Li],
  ['table', Cat.Table],
  ['tbody', Cat.Tbody],
  ['tr', Cat.Tr],
  ['td', Cat.Cell],
  ['th', Cat.Cell],
  ['hr', Cat.Hr],
  ['br', Cat.VoidInline],
  ['img', Cat.VoidInline],
]);

/** html5 "special" elements among the known tags (the fragment root `html` is special too). */
const SPECIAL = new Set([
  'blockquote',
  'br',
  'center',
  'div',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'table',
  'tbody',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * Category of a tag. An unknown (extra) tag is handled only when its name
 * cannot be one the html5 algorithm treats specially: html5 only names tags
 * made of ASCII letters and digits (plus `annotation-xml` in MathML).
 */
function category(name: string): Cat {
  const c = CATEGORY.get(name);
  if (c !== undefined) return c;
  if (/^[a-z0-9]+$/.test(name) || name === 'annotation-xml') throw BAIL;
  return Cat.Ordinary;
}

const isHeading = (t: string): boolean =>
  t.length === 2 && t.charCodeAt(0) === 104 && t.charCodeAt(1) >= 49 && t.charCodeAt(1) <= 54;

/** html5 whitespace: tab, LF, FF, CR, space. */
function isWhitespace(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 9 && c !== 12 && c !== 13) return false;
  }
  return true;
}

export interface FastCallbacks {
  /** Serialised attributes (with leading spaces) of an element. */
  attrs(tag: string, attrs: [string, string][]): string;
  /** Serialised text node. */
  text(data: string): string;
}

type Mode = 'body' | 'table' | 'tbody' | 'tr' | 'cell';

/** `<name>` / `</name>` strings, made once per (allowed) tag name. */
const START_TAGS = new Map<string, string>();
const END_TAGS = new Map<string, string>();
function tagString(cache: Map<string, string>, open: string, name: string): string {
  let t = cache.get(name);
  if (t === undefined) {
    t = `${open}${name}>`;
    if (cache.size < 256) cache.set(name, t);
  }
  return t;
}

class Builder implements TokenSink {
  private readonly stack: string[] = [];
  private out = '';
  private pending = '';
  private skipNewline = false;
  /** How many table, tbody, tr, td, th and p elements are open (to skip stack scans). */
  private tableParts = 0;
  private paragraphs = 0;

  constructor(private readonly cb: FastCallbacks) {}

  private flush(): void {
    if (this.pending) {
      this.out += this.cb.text(this.pending);
      this.pending = '';
    }
  }

  /** Insertion mode, derived from the nearest table-related element on the stack. */
  private mode(): Mode {
    if (this.tableParts === 0) return 'body';
    const s = this.stack;
    for (let i = s.length - 1; i >= 0; i--) {
      switch (s[i]) {
        case 'td':
        case 'th':
          return 'cell';
        case 'tr':
          return 'tr';
        case 'tbody':
          return 'tbody';
        case 'table':
          return 'table';
      }
    }
    return 'body';
  }

  private insert(name: string, attrs: [string, string][]): void {
    this.flush();
    this.out += attrs.length ? `<${name}${this.cb.attrs(name, attrs)}>` : tagString(START_TAGS, '<', name);
    if (VOID_ELEMENTS.has(name)) return;
    this.count(name, 1);
    this.stack.push(name);
  }

  /**
   * Pops the stack down to index `to` (inclusive). A formatting element popped
   * here would stay in the active formatting list and be reconstructed later:
   * not handled, unless `formattingOk`: the element's own end tag removes it
   * from the list, closing a cell clears the list to its marker.
   */
  private popTo(to: number, formattingOk = false): void {
    if (to < 0) throw BAIL; // not on the stack: cannot happen, but never loop on it
    const s = this.stack;
    if (s.length > to) this.flush();
    while (s.length > to) {
      const name = s.pop() as string;
      if (!formattingOk && FORMATTING.has(name)) throw BAIL;
      this.count(name, -1);
      this.out += tagString(END_TAGS, '</', name);
    }
  }

  private count(name: string, delta: number): void {
    switch (name) {
      case 'p':
        this.paragraphs += delta;
        break;
      case 'table':
      case 'tbody':
      case 'tr':
      case 'td':
      case 'th':
        this.tableParts += delta;
    }
  }

  /** Index of `name` on the stack if in the given scope, else -1. */
  private inScope(name: string, listItem = false, table = false): number {
    const s = this.stack;
    for (let i = s.length - 1; i >= 0; i--) {
      const t = s[i] as string;
      if (t === name) return i;
      if (t === 'table') return -1;
      if (!table && (t === 'td' || t === 'th')) return -1;
      if (listItem && (t === 'ol' || t === 'ul')) return -1;
    }
    return -1;
  }

  private closePInButtonScope(): void {
    if (this.paragraphs === 0) return;
    const i = this.inScope('p');
    if (i >= 0) this.popTo(i);
  }

  private closeCell(): void {
    const s = this.stack;
    for (let i = s.length - 1; i >= 0; i--) {
      if (s[i] === 'td' || s[i] === 'th') {
        this.popTo(i, true);
        return;
      }
    }
    throw BAIL;
  }

  start(name: string, attrs: [string, string][]): void {
    this.skipNewline = false;
    const cat = category(name);
    const mode = this.mode();
    if (mode === 'table' || mode === 'tbody' || mode === 'tr') {
      if (cat === Cat.Tbody && mode === 'table') return this.insert(name, attrs);
      if (cat === Cat.Tr) {
        if (mode === 'table') this.insert('tbody', []);
        else if (mode === 'tr') this.popTo(this.stack.length - 1);
        return this.insert(name, attrs);
      }
      if (cat === Cat.Cell) {
        if (mode === 'table') this.insert('tbody', []);
        if (mode !== 'tr') this.insert('tr', []);
        return this.insert(name, attrs);
      }
      throw BAIL; // foster parenting, nested table starts, tbody restarts
    }
    if (mode === 'cell' && (cat === Cat.Tbody || cat === Cat.Tr || cat === Cat.Cell)) {
      this.closeCell();
      return this.start(name, attrs);
    }
    switch (cat) {
      case Cat.Block:
      case Cat.P:
      case Cat.Table:
        this.closePInButtonScope();
        return this.insert(name, attrs);
      case Cat.Heading: {
        this.closePInButtonScope();
        const top = this.stack[this.stack.length - 1];
        if (top !== undefined && isHeading(top)) this.popTo(this.stack.length - 1);
        return this.insert(name, attrs);
      }
      case Cat.Pre:
        this.closePInButtonScope();
        this.insert(name, attrs);
        this.skipNewline = true;
        return;
      case Cat.Li: {
        const s = this.stack;
        for (let i = s.length - 1; i >= 0; i--) {
          const t = s[i] as string;
          if (t === 'li') {
            this.popTo(i);
            break;
          }
          if (SPECIAL.has(t) && t !== 'div' && t !== 'p') break;
        }
        this.closePInButtonScope();
        return this.insert(name, attrs);
      }
      case Cat.Hr:
        this.closePInButtonScope();
        return this.insert(name, attrs);
      case Cat.A: {
        const s = this.stack;
        for (let i = s.length - 1; i >= 0; i--) {
          const t = s[i];
          if (t === 'td' || t === 'th') break;
          if (t === 'a') throw BAIL; // adoption agency
        }
        return this.insert(name, attrs);
      }
      case Cat.Tbody:
      case Cat.Tr:
      case Cat.Cell:
        return; // table parts outside a table are ignored
      default:
        return this.insert(name, attrs);
    }
  }

  end(name: string): void {
    this.skipNewline = false;
    const cat = category(name);
    const mode = this.mode();
    const s = this.stack;
    if (mode === 'table' || mode === 'tbody' || mode === 'tr') {
      switch (cat) {
        case Cat.Table:
          return this.popTo(s.lastIndexOf('table'));
        case Cat.Tbody:
          if (mode === 'table') return;
          return this.popTo(s.lastIndexOf('tbody'));
        case Cat.Tr:
          if (mode === 'tr') this.popTo(s.length - 1);
          return;
        case Cat.Cell:
          return;
        default:
          throw BAIL;
      }
    }
    if (mode === 'cell') {
      if (cat === Cat.Cell) {
        const i = this.inScope(name, false, true);
        if (i >= 0) this.popTo(i, true);
        return;
      }
      if (cat === Cat.Table || cat === Cat.Tbody || cat === Cat.Tr) {
        if (this.inScope(name, false, true) < 0) return;
        this.closeCell();
        return this.end(name);
      }
    }
    switch (cat) {
      case Cat.P: {
        const i = this.inScope('p');
        if (i >= 0) return this.popTo(i);
        this.flush();
        this.out += '<p></p>';
        return;
      }
      case Cat.Li: {
        const i = this.inScope('li', true);
        if (i >= 0) this.popTo(i);
        return;
      }
      case Cat.Heading: {
        for (let i = s.length - 1; i >= 0; i--) {
          const t = s[i] as string;
          if (isHeading(t)) return this.popTo(i);
          if (t === 'table' || t === 'td' || t === 'th') return;
        }
        return;
      }
      case Cat.Block:
      case Cat.Pre: {
        const i = this.inScope(name);
        if (i >= 0) this.popTo(i);
        return;
      }
      case Cat.VoidInline:
        if (name === 'br') this.insert('br', []);
        return; // `</img>`: no open img can match, a special element stops the walk
      case Cat.Hr:
      case Cat.Tbody:
      case Cat.Tr:
      case Cat.Cell:
      case Cat.Table:
        return; // ignored in body (no such element open)
      case Cat.Formatting:
      case Cat.A: {
        if (s[s.length - 1] === name) return this.popTo(s.length - 1, true);
        if (s.includes(name)) throw BAIL; // adoption agency
        return;
      }
      default: {
        // "any other end tag"
        for (let i = s.length - 1; i >= 0; i--) {
          const t = s[i] as string;
          if (t === name) return this.popTo(i);
          if (SPECIAL.has(t)) return;
        }
        return;
      }
    }
  }

  text(data: string): void {
    if (this.skipNewline) {
      this.skipNewline = false;
      if (data.charCodeAt(0) === 10) data = data.slice(1);
      if (!data) return;
    }
    const mode = this.mode();
    if ((mode === 'table' || mode === 'tbody' || mode === 'tr') && !isWhitespace(data)) throw BAIL;
    this.pending += data;
  }

  finish(): string {
    this.flush();
    this.popTo(0, true); // end of input: nothing is reconstructed any more
    return this.out;
  }
}

/**
 * Tokenises and builds in one pass: the sanitised HTML of `source`, or null
 * when the full HTML5 algorithm is needed.
 */
export function sanitizeFast(
  source: string,
  isAllowed: (tag: string) => boolean,
  cb: FastCallbacks,
): string | null {
  // parse5 drops NULs in text, maps them to U+FFFD in attributes and turns CR into LF.
  if (NUL_OR_CR.test(source)) return null;
  const b = new Builder(cb);
  try {
    scan(source, isAllowed, b);
    return b.finish();
  } catch (e) {
    if (e === BAIL) return null;
    throw e;
  }
}
