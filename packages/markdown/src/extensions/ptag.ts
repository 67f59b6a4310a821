// `[p]` alone on a line → clearing div (markdown.md §4.7).
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';

const RE = /(?:\n|^)\[p\](?:\n|$)/;

class PTagProcessor implements BlockProcessor {
  readonly name = 'c2cptag';
  readonly priority = 10.25;
  constructor(private readonly parser: BlockParser) {}
  test(_p: Element, block: string): boolean {
    return block.includes('[p]') && this.parser.lineTest(this, block, (b) => RE.test(b));
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = RE.exec(block) as RegExpExecArray;
    this.parser.parseBlocks(parent, [block.slice(0, m.index)]);
    parent.append(new Element('div', { style: 'clear:both' }));
    this.parser.parseBlocks(parent, [this.parser.tail(block, m.index + m[0].length)]);
  }
}

export const ptagExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.parser.register(new PTagProcessor(md.parser));
  },
};
