// c2c header (markdown.md §4.1): `## Title # emphasis {#id}` at line start.
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element, subElement } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { strip, stripChars } from '../core/util.ts';

const RE = /(^|\n)(#{1,6})(.*?)(#+[^#]*?)?(\{#[\p{L}\p{N}_-]+\})?(\n|$)/u;

class HeaderProcessor implements BlockProcessor {
  readonly name = 'header_emphasis';
  readonly priority = 73;
  constructor(private readonly parser: BlockParser) {}
  test(_p: Element, block: string): boolean {
    return block.includes('#') && RE.test(block);
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = RE.exec(block) as RegExpExecArray;
    const before = block.slice(0, m.index);
    if (before) this.parser.parseBlocks(parent, [before]);
    const after = this.parser.tail(block, m.index + m[0].length);
    const h = subElement(parent, `h${(m[2] as string).length}`);
    h.text = strip(m[3] as string);
    if (m[5]) h.set('id', m[5].slice(2, -1));
    if (m[4]) {
      const emphasis = stripChars(m[4], '# ');
      if (emphasis) {
        const span = subElement(h, 'span', { 'c2c:role': 'header-emphasis' });
        span.text = ` ${emphasis}`;
      }
    }
    if (after) blocks.unshift(after);
  }
}

export const headerExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.parser.register(new HeaderProcessor(md.parser));
  },
};
