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

  /** The last tail given back (`tail()`), with the block and the first block of its chain. */
  private lastTail: { root: string; block: string; tail: string } | null = null;
  /** Per line test: the last block it failed on. */
  private readonly failedOn = new Map<object, string>();

  /**
   * `block.slice(at)`, remembered as a tail of `block` (and of the block that
   * one is a tail of) when it starts a line or with a newline, for `lineTest`.
   */
  tail(block: string, at: number): string {
    const tail = block.slice(at);
    if (at === 0 || block.charCodeAt(at - 1) === 10 || block.charCodeAt(at) === 10) {
      const t = this.lastTail;
      const root = t !== null && t.tail === block ? t.root : block;
      this.lastTail = { root, block, tail };
    }
    return tail;
  }

  /**
   * Runs `test`, whose matches must all start a line that is not empty and
   * read forward only (an unanchored `(^|\n)…` or multiline `^…` regex): once
   * it failed on a block, it fails on that block's tails without a new scan.
   * Processors that take one line and give the rest back would otherwise have
   * the rest scanned again for every line (quadratic).
   */
  lineTest(owner: object, block: string, test: (block: string) => boolean): boolean {
    const failed = this.failedOn.get(owner);
    const t = this.lastTail;
    if (
      failed !== undefined &&
      (failed === block || (t !== null && t.tail === block && (t.block === failed || t.root === failed)))
    ) {
      return false; // `failed` stays the chain's block, so later tails are recognised too
    }
    if (test(block)) return true;
    this.failedOn.set(owner, block);
    return false;
  }

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
