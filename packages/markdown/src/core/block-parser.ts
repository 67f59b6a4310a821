// Block parser: blocks are split at blank lines and each goes to the first
// processor (by priority) whose test accepts it (markdown.md §3, §4).
import { Element } from './etree.ts';
import type { Markdown } from './markdown.ts';

export interface BlockProcessor {
  readonly name: string;
  readonly priority: number;
  test(parent: Element, block: string): boolean;
  /** Returning false means "not handled": the next processor is tried. */
  run(parent: Element, blocks: string[]): boolean | void;
}

export class BlockParser {
  readonly processors: BlockProcessor[] = [];
  /** Parser state stack ('list', 'detabbed', 'looselist', 'blockquote'). */
  readonly state: string[] = [];

  constructor(readonly md: Markdown) {}

  register(p: BlockProcessor): void {
    // Highest priority first, in registration order among equals (util.Registry's stable sort).
    let i = this.processors.length;
    while (i > 0 && (this.processors[i - 1] as BlockProcessor).priority < p.priority) i--;
    this.processors.splice(i, 0, p);
  }

  isState(s: string): boolean {
    return this.state.length > 0 && this.state[this.state.length - 1] === s;
  }

  parseDocument(lines: string[]): Element {
    return this.parseText(lines.join('\n'));
  }

  /** parseDocument(text.split('\n')) without the split and re-join. */
  parseText(text: string): Element {
    const root = new Element('div');
    this.parseChunk(root, text);
    return root;
  }

  parseChunk(parent: Element, text: string): void {
    this.parseBlocks(parent, text.split('\n\n'));
  }

  parseBlocks(parent: Element, blocks: string[]): void {
    while (blocks.length) {
      for (const p of this.processors) {
        if (p.test(parent, blocks[0] as string)) {
          if (p.run(parent, blocks) !== false) break;
        }
      }
    }
  }
}
