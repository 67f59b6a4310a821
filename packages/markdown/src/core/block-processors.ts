// Python-Markdown 3.7 core block processors (markdown.md §3, §4 priorities).
import type { BlockParser, BlockProcessor, BlockQueue } from './block-parser.ts';
import { Element, subElement } from './etree.ts';
import { codeEscape, hasNonSpace, lstrip, lstripChars, rstrip, rstripChars, strip } from './util.ts';

export const TAB = 4;

export function lastChild(parent: Element): Element | undefined {
  return parent.children[parent.children.length - 1];
}

/** Remove one tab of indent from the leading lines; returns [detabbed, rest]. */
export function detab(text: string, length = TAB): [string, string] {
  const lines = text.split('\n');
  const out: string[] = [];
  const pad = ' '.repeat(length);
  for (const line of lines) {
    if (line.startsWith(pad)) out.push(line.slice(length));
    else if (!hasNonSpace(line)) out.push('');
    else break;
  }
  return [out.join('\n'), lines.slice(out.length).join('\n')];
}

export function looseDetab(text: string, level = 1): string {
  const pad = ' '.repeat(TAB * level);
  return text
    .split('\n')
    .map((l) => (l.startsWith(pad) ? l.slice(TAB * level) : l))
    .join('\n');
}

export class EmptyBlockProcessor implements BlockProcessor {
  readonly name = 'empty';
  readonly priority = 100;
  constructor(private readonly parser: BlockParser) {}
  test(_p: Element, block: string): boolean {
    return !block || block.startsWith('\n');
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    let filler = '\n\n';
    if (block) {
      filler = '\n';
      const rest = this.parser.tail(block, 1);
      if (rest) blocks.unshift(rest);
    }
    const sibling = lastChild(parent);
    const code = sibling?.tag === 'pre' ? sibling.children[0] : undefined;
    if (code && code.tag === 'code') {
      code.text = `${code.text ?? ''}${filler}`;
      code.atomic = true;
    }
  }
}

export class ListIndentProcessor implements BlockProcessor {
  readonly name = 'indent';
  readonly priority = 90;
  private readonly indentRe = /^((?: {4})+)/;
  constructor(private readonly parser: BlockParser) {}

  test(parent: Element, block: string): boolean {
    const last = lastChild(parent);
    return (
      block.startsWith(' '.repeat(TAB)) &&
      !this.parser.isState('detabbed') &&
      (parent.tag === 'li' || (last !== undefined && (last.tag === 'ul' || last.tag === 'ol')))
    );
  }

  run(parent: Element, blocks: BlockQueue): void {
    let block = blocks.shift() as string;
    const [level, sibling] = this.getLevel(parent, block);
    block = looseDetab(block, level);
    this.parser.state.push('detabbed');
    const last = lastChild(parent);
    if (parent.tag === 'li') {
      if (last && (last.tag === 'ul' || last.tag === 'ol')) this.parser.parseBlocks(last, [block]);
      else this.parser.parseBlocks(parent, [block]);
    } else if (sibling.tag === 'li') {
      this.parser.parseBlocks(sibling, [block]);
    } else if (sibling.children.length && lastChild(sibling)?.tag === 'li') {
      const li = lastChild(sibling) as Element;
      if (li.text) {
        const p = new Element('p');
        p.text = li.text;
        li.text = '';
        li.insert(0, p);
      }
      this.parser.parseChunk(li, block);
    } else {
      const li = subElement(sibling, 'li');
      this.parser.parseBlocks(li, [block]);
    }
    this.parser.state.pop();
  }

  private getLevel(parent: Element, block: string): [number, Element] {
    const m = this.indentRe.exec(block);
    const indentLevel = m ? (m[1] as string).length / TAB : 0;
    let level = this.parser.isState('list') ? 1 : 0;
    while (indentLevel > level) {
      const child = lastChild(parent);
      if (child && (child.tag === 'ul' || child.tag === 'ol' || child.tag === 'li')) {
        if (child.tag === 'ul' || child.tag === 'ol') level += 1;
        parent = child;
      } else break;
    }
    return [level, parent];
  }
}

export class CodeBlockProcessor implements BlockProcessor {
  readonly name = 'code';
  readonly priority = 80;
  test(_p: Element, block: string): boolean {
    return block.startsWith(' '.repeat(TAB));
  }
  run(parent: Element, blocks: BlockQueue): void {
    const sibling = lastChild(parent);
    let block = blocks.shift() as string;
    let rest: string;
    const prevCode = sibling?.tag === 'pre' ? sibling.children[0] : undefined;
    if (prevCode && prevCode.tag === 'code') {
      [block, rest] = detab(block);
      prevCode.text = `${prevCode.text ?? ''}\n${codeEscape(rstrip(block))}\n`;
      prevCode.atomic = true;
    } else {
      const pre = subElement(parent, 'pre');
      const code = subElement(pre, 'code');
      [block, rest] = detab(block);
      code.text = `${codeEscape(rstrip(block))}\n`;
      code.atomic = true;
    }
    if (rest) blocks.unshift(rest);
  }
}

export class SetextHeaderProcessor implements BlockProcessor {
  readonly name = 'setextheader';
  readonly priority = 60;
  private readonly re = /^.*?\n[=-]+[ ]*(\n|$)/m;
  test(_p: Element, block: string): boolean {
    // re.match with MULTILINE: anchored at the start of the block. `.` stops
    // at the first newline, so the line after it must start with = or -.
    const nl = block.indexOf('\n');
    if (nl < 0) return false;
    const c = block.charCodeAt(nl + 1);
    if (c !== 61 && c !== 45) return false;
    const m = this.re.exec(block);
    return m !== null && m.index === 0;
  }
  run(parent: Element, blocks: BlockQueue): void {
    const lines = (blocks.shift() as string).split('\n');
    const level = (lines[1] as string).startsWith('=') ? 1 : 2;
    const h = subElement(parent, `h${level}`);
    h.text = strip(lines[0] as string);
    if (lines.length > 2) blocks.unshift(lines.slice(2).join('\n'));
  }
}

export class HRProcessor implements BlockProcessor {
  readonly name = 'hr';
  readonly priority = 50;
  // Python uses an atomic group; JS has none, so emulate it with a lookahead + backreference.
  private readonly re = /^[ ]{0,3}(?=((?:-+[ ]{0,2}){3,}|(?:_+[ ]{0,2}){3,}|(?:\*+[ ]{0,2}){3,}))\1[ ]*$/m;
  private match: RegExpExecArray | null = null;
  test(_p: Element, block: string): boolean {
    return this.parser.lineTest(this, block, (b) => (this.match = this.re.exec(b)) !== null);
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = this.match as RegExpExecArray;
    const pre = rstripChars(block.slice(0, m.index), '\n');
    if (pre) this.parser.parseBlocks(parent, [pre]);
    subElement(parent, 'hr');
    const post = lstripChars(block.slice(m.index + m[0].length), '\n');
    if (post) blocks.unshift(post);
  }
  constructor(private readonly parser: BlockParser) {}
}

export class ReferenceProcessor implements BlockProcessor {
  readonly name = 'reference';
  readonly priority = 15;
  private readonly re =
    /^[ ]{0,3}\[([^[\]]*)\]:[ ]*\n?[ ]*([^\s]+)[ ]*(?:\n[ ]*)?((["'])(.*)\4[ ]*|\((.*)\)[ ]*)?$/m;
  constructor(private readonly parser: BlockParser) {}
  test(): boolean {
    return true;
  }
  run(_parent: Element, blocks: BlockQueue): boolean {
    const block = blocks.shift() as string;
    const m = this.parser.lineTest(this, block, (b) => this.re.test(b)) ? this.re.exec(block) : null;
    if (m) {
      const id = strip(m[1] as string).toLowerCase();
      const link = rstripChars(lstripChars(m[2] as string, '<'), '>');
      const title = m[5] ?? m[6] ?? null;
      this.parser.md.references.set(id, [link, title || null]);
      const after = block.slice(m.index + m[0].length);
      if (hasNonSpace(after)) blocks.unshift(lstripChars(after, '\n'));
      const before = block.slice(0, m.index);
      if (hasNonSpace(before)) blocks.unshift(rstripChars(before, '\n'));
      return true;
    }
    blocks.unshift(block);
    return false;
  }
}

export class ParagraphProcessor implements BlockProcessor {
  readonly name = 'paragraph';
  readonly priority = 10;
  constructor(private readonly parser: BlockParser) {}
  test(): boolean {
    return true;
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    if (!hasNonSpace(block)) return;
    if (this.parser.isState('list')) {
      // Lazy continuation of a tight list item (blockprocessors.py).
      const sibling = lastChild(parent);
      if (sibling) sibling.tail = sibling.tail ? `${sibling.tail}\n${block}` : `\n${block}`;
      else parent.text = parent.text ? `${parent.text}\n${block}` : lstrip(block);
    } else {
      const p = subElement(parent, 'p');
      p.text = lstrip(block);
    }
  }
}
