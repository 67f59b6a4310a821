// `*` and `_` emphasis (Python-Markdown's AsteriskProcessor/UnderscoreProcessor).
// Kept literal: the nesting quirk `*a **b** c*` → `<em>a </em><em>b</em><em> c</em>`
// comes from this exact algorithm (markdown.md §3 "Emphasis").
import { Element } from './etree.ts';
import { type InlinePattern, type InlineResult, RESTART_ALL } from './inline-pattern.ts';

type Builder = 'double' | 'double2' | 'single';
interface Item {
  re: RegExp;
  builder: Builder;
  tags: string;
}

const W = '[\\p{L}\\p{N}_]';
const sticky = (src: string): RegExp => new RegExp(src, 'suy');

const ASTERISK: Item[] = [
  { re: sticky('(\\*)\\1{2}(.+?)\\1(.*?)\\1{2}'), builder: 'double', tags: 'strong,em' },
  { re: sticky('(\\*)\\1{2}(.+?)\\1{2}(.*?)\\1'), builder: 'double', tags: 'em,strong' },
  { re: sticky('(\\*)\\1(?!\\1)([^*]+?)\\1(?!\\1)(.+?)\\1{3}'), builder: 'double2', tags: 'strong,em' },
  { re: sticky('(\\*{2})(.+?)\\1'), builder: 'single', tags: 'strong' },
  { re: sticky('(\\*)([^\\*]+)\\1'), builder: 'single', tags: 'em' },
];

const UNDERSCORE: Item[] = [
  { re: sticky('(_)\\1{2}(.+?)\\1(.*?)\\1{2}'), builder: 'double', tags: 'strong,em' },
  { re: sticky('(_)\\1{2}(.+?)\\1{2}(.*?)\\1'), builder: 'double', tags: 'em,strong' },
  {
    re: sticky(`(?<!${W})(_)\\1(?!\\1)(.+?)(?<!${W})\\1(?!\\1)(.+?)\\1{3}(?!${W})`),
    builder: 'double2',
    tags: 'strong,em',
  },
  { re: sticky(`(?<!${W})(_{2})(?!_)(.+?)(?<!_)\\1(?!${W})`), builder: 'single', tags: 'strong' },
  { re: sticky(`(?<!${W})(_)(?!_)(.+?)(?<!_)\\1(?!${W})`), builder: 'single', tags: 'em' },
];

function matchAt(re: RegExp, data: string, pos: number): RegExpExecArray | null {
  re.lastIndex = pos;
  return re.exec(data);
}

class EmStrong {
  constructor(
    private readonly items: Item[],
    private readonly marker: RegExp,
  ) {}

  private parseSubPatterns(data: string, parent: Element, last: Element | null, idx: number): void {
    let offset = 0;
    let pos = 0;
    const length = data.length;
    while (pos < length) {
      if (matchAt(this.marker, data, pos)) {
        let matched = false;
        for (let index = 0; index < this.items.length; index++) {
          if (index <= idx) continue;
          const item = this.items[index] as Item;
          const m = matchAt(item.re, data, pos);
          if (m) {
            const text = data.slice(offset, m.index);
            if (text) {
              if (last) last.tail = text;
              else parent.text = text;
            }
            const el = this.build(m, item.builder, item.tags, index);
            parent.append(el);
            last = el;
            offset = pos = m.index + m[0].length;
            matched = true;
          }
        }
        if (!matched) pos += 1;
      } else pos += 1;
    }
    const text = data.slice(offset);
    if (text) {
      if (last) last.tail = text;
      else parent.text = text;
    }
  }

  private build(m: RegExpExecArray, builder: Builder, tags: string, idx: number): Element {
    const [t1, t2] = tags.split(',') as [string, string | undefined];
    if (builder === 'single') {
      const el = new Element(t1);
      this.parseSubPatterns(m[2] as string, el, null, idx);
      return el;
    }
    const el1 = new Element(t1);
    const el2 = new Element(t2 as string);
    if (builder === 'double') {
      this.parseSubPatterns(m[2] as string, el2, null, idx);
      el1.append(el2);
      if (m.length === 4) this.parseSubPatterns((m[3] ?? '') as string, el1, el2, idx);
    } else {
      this.parseSubPatterns(m[2] as string, el1, null, idx);
      el1.append(el2);
      this.parseSubPatterns(m[3] as string, el2, null, idx);
    }
    return el1;
  }

  handle(m: RegExpExecArray, data: string): InlineResult {
    for (let index = 0; index < this.items.length; index++) {
      const item = this.items[index] as Item;
      const m1 = matchAt(item.re, data, m.index);
      if (m1) return [this.build(m1, item.builder, item.tags, index), m1.index, m1.index + m1[0].length];
    }
    return [null, null, null];
  }
}

/** Start of the run of `ch` that ends at `i` (not before `from`). */
function runStart(data: string, i: number, ch: string, from: number): number {
  while (i > from && data[i - 1] === ch) i--;
  return i;
}

/**
 * Replacing a span removes `*` and never joins two runs, so a `*` whose try
 * failed can only match now if the span changed what it read: the `[^*]`
 * scans stop at the next `*`, so that is the last run before the span (and,
 * when that run touches the span, the run before it).
 */
function asteriskResume(data: string, start: number, _end: number, from: number): number {
  const last = start > 0 ? data.lastIndexOf('*', start - 1) : -1;
  if (last < from) return start;
  const run = runStart(data, last, '*', from);
  if (last !== start - 1) return run;
  const prev = run > 0 ? data.lastIndexOf('*', run - 1) : -1;
  return prev < from ? run : runStart(data, prev, '*', from);
}

/**
 * The `_` patterns look at the characters around their runs: only when the
 * span touches a `_` can an earlier try (or one at the span's end) change.
 */
function underscoreResume(data: string, start: number, end: number): number {
  return data[start - 1] === '_' || data[end] === '_' ? RESTART_ALL : start;
}

export function asteriskEmphasis(): InlinePattern {
  const p = new EmStrong(ASTERISK, /\*/y);
  return {
    name: 'em_strong',
    priority: 60,
    re: /\*/g,
    triggers: ['*'],
    handle: (m, d) => p.handle(m, d),
    resume: asteriskResume,
  };
}

export function underscoreEmphasis(): InlinePattern {
  const p = new EmStrong(UNDERSCORE, /_/y);
  return {
    name: 'em_strong2',
    priority: 50,
    re: /_/g,
    triggers: ['_'],
    handle: (m, d) => p.handle(m, d),
    resume: underscoreResume,
  };
}
