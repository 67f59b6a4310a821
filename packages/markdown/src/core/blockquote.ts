// Blockquotes with lazy continuation; consecutive quotes merge (markdown.md §3).
import type { BlockParser, BlockProcessor, BlockQueue } from './block-parser.ts';
import { Element, subElement } from './etree.ts';
import { lastChild } from './block-processors.ts';
import { strip } from './util.ts';

const RE = /(^|\n)[ ]{0,3}>[ ]?(.*)/;
const MAX_DEPTH = 100; // stands in for Python's recursion-limit guard

export class BlockQuoteProcessor implements BlockProcessor {
  readonly name = 'quote';
  readonly priority = 20;
  private depth = 0;
  constructor(private readonly parser: BlockParser) {}

  test(_p: Element, block: string): boolean {
    return this.depth < MAX_DEPTH && this.parser.lineTest(this, block, (b) => RE.test(b));
  }

  run(parent: Element, blocks: BlockQueue): void {
    let block = blocks.shift() as string;
    const m = RE.exec(block);
    if (m) {
      this.parser.parseBlocks(parent, [block.slice(0, m.index)]);
      block = block
        .slice(m.index)
        .split('\n')
        .map((l) => this.clean(l))
        .join('\n');
    }
    const sibling = lastChild(parent);
    const quote = sibling && sibling.tag === 'blockquote' ? sibling : subElement(parent, 'blockquote');
    this.parser.state.push('blockquote');
    this.depth++;
    try {
      this.parser.parseChunk(quote, block);
    } finally {
      this.depth--;
      this.parser.state.pop();
    }
  }

  private clean(line: string): string {
    const m = /^[ ]{0,3}>[ ]?(.*)/.exec(line);
    if (strip(line) === '>') return '';
    return m ? (m[1] as string) : line;
  }
}
