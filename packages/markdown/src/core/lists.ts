// Ordered / unordered lists (markdown.md §3 "Lists"): the first item decides
// the list type, start numbers are dropped, 4-space indent nests.
import type { BlockParser, BlockProcessor, BlockQueue } from './block-parser.ts';
import { Element, subElement } from './etree.ts';
import { lastChild, TAB } from './block-processors.ts';
import { lstrip } from './util.ts';

const CHILD_RE = /^[ ]{0,3}((\d+\.)|[*+-])[ ]+(.*)/;
const INDENT_RE = /^[ ]{4,7}((\d+\.)|[*+-])[ ]+.*/;

export class ListProcessor implements BlockProcessor {
  readonly name: string;
  readonly priority: number;
  private readonly re: RegExp;

  constructor(
    private readonly parser: BlockParser,
    private readonly tag: 'ol' | 'ul',
  ) {
    this.name = tag === 'ol' ? 'olist' : 'ulist';
    this.priority = tag === 'ol' ? 40 : 30;
    this.re = tag === 'ol' ? /^[ ]{0,3}\d+\.[ ]+(.*)/ : /^[ ]{0,3}[*+-][ ]+(.*)/;
  }

  test(_p: Element, block: string): boolean {
    return this.re.test(block);
  }

  run(parent: Element, blocks: BlockQueue): void {
    const items = this.getItems(blocks.shift() as string);
    const sibling = lastChild(parent);
    let lst: Element;
    if (sibling && (sibling.tag === 'ol' || sibling.tag === 'ul')) {
      // A previous list continues: this makes it loose.
      lst = sibling;
      const lastLi = lastChild(lst) as Element;
      if (lastLi.text) {
        const p = new Element('p');
        p.text = lastLi.text;
        lastLi.text = '';
        lastLi.insert(0, p);
      }
      const lch = lastChild(lastLi);
      if (lch && lch.tail) {
        const p = subElement(lastLi, 'p');
        p.text = lstrip(lch.tail);
        lch.tail = '';
      }
      const li = subElement(lst, 'li');
      this.parser.state.push('looselist');
      const first = items.shift() as string;
      this.parser.parseBlocks(li, [first]);
      this.parser.state.pop();
    } else if (parent.tag === 'ol' || parent.tag === 'ul') {
      lst = parent;
    } else {
      lst = subElement(parent, this.tag);
    }
    this.parser.state.push('list');
    for (const item of items) {
      if (item.startsWith(' '.repeat(TAB))) {
        this.parser.parseBlocks(lastChild(lst) as Element, [item]);
      } else {
        const li = subElement(lst, 'li');
        this.parser.parseBlocks(li, [item]);
      }
    }
    this.parser.state.pop();
  }

  private getItems(block: string): string[] {
    const items: string[] = [];
    for (const line of block.split('\n')) {
      const m = CHILD_RE.exec(line);
      if (m) {
        items.push(m[3] as string);
      } else if (INDENT_RE.test(line)) {
        const last = items[items.length - 1] as string;
        if (last.startsWith(' '.repeat(TAB))) items[items.length - 1] = `${last}\n${line}`;
        else items.push(line);
      } else {
        items[items.length - 1] = `${items[items.length - 1] as string}\n${line}`;
      }
    }
    return items;
  }
}
