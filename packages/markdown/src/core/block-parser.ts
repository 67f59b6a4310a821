// Block parser: blocks are split at blank lines and each goes to the first
// processor (by priority) whose test accepts it (markdown.md §3, §4).
import { Element } from './etree.ts';
import type { Markdown } from './markdown.ts';

export interface BlockProcessor {
  readonly name: string;
  readonly priority: number;
  test(parent: Element, block: string): boolean;
  /** Returning false means "not handled": the next processor is tried. */
  run(parent: Element, blocks: BlockQueue): boolean | void;
}

/**
 * The blocks still to parse, first one first. Kept reversed so that taking
 * the first block and giving one back cost O(1): an array's shift moves
 * every item, quadratic over a document of many blocks.
 */
export class BlockQueue {
  private readonly items: string[];
  constructor(blocks: string[]) {
    this.items = blocks.reverse();
  }
  get length(): number {
    return this.items.length;
  }
  get first(): string {
    return this.items[this.items.length - 1] as string;
  }
  shift(): string | undefined {
    return this.items.pop();
  }
  unshift(block: string): void {
    this.items.push(block);
  }
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

  parseBlocks(parent: Element, list: string[]): void {
    const blocks = new BlockQueue(list);
    while (blocks.length) {
      for (const p of this.processors) {
        if (p.test(parent, blocks.first)) {
          if (p.run(parent, blocks) !== false) break;
        }
      }
    }
  }
}
