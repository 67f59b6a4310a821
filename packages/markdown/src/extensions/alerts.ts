// Alerts `!!` info, `!!!` warning, `!!!!` danger (markdown.md §4.5).
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element, subElement } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { strip } from '../core/util.ts';

const RE = /(^|\n)[ ]{0,3}(!{2,4})(([^!]|$).*)/;
const ROLES: Record<string, string> = { '!!': 'info', '!!!': 'warning', '!!!!': 'danger' };

const TESTERS = new Map<string, RegExp>();
function testerFor(level: string): RegExp {
  let re = TESTERS.get(level);
  if (!re) {
    re = new RegExp(`^[ ]{0,3}${level}([^!]|$)`);
    TESTERS.set(level, re);
  }
  return re;
}

class AlertProcessor implements BlockProcessor {
  readonly name = 'c2calert';
  readonly priority = 10.2;
  constructor(private readonly parser: BlockParser) {}
  test(_p: Element, block: string): boolean {
    return block.includes('!!') && this.parser.lineTest(this, block, (b) => RE.test(b));
  }
  run(parent: Element, blocks: BlockQueue): void {
    const block = blocks.shift() as string;
    const m = RE.exec(block) as RegExpExecArray;
    const level = m[2] as string;
    const tester = testerFor(level);
    this.parser.parseBlocks(parent, [block.slice(0, m.index)]);
    const after = block.slice(m.index).split('\n');
    // Where the lines left after the alert start in `block`.
    let rest = m.index;
    if (after[0] === '') {
      after.shift();
      rest += 1;
    }
    const lines: string[] = [];
    // Only lines with the same marker join the alert: no lazy continuation.
    let i = 0;
    for (; i < after.length && tester.test(after[i] as string); i++) {
      lines.push(after[i] as string);
      rest += (after[i] as string).length + 1;
    }
    const div = subElement(parent, 'div', { 'c2c:role': ROLES[level] as string });
    this.parser.parseChunk(div, lines.map(clean).join('\n'));
    this.parser.parseBlocks(parent, [this.parser.tail(block, rest)]);
  }
}

function clean(line: string): string {
  const s = strip(line);
  if (s === '!!' || s === '!!!' || s === '!!!!') return '';
  const m = RE.exec(line);
  return m && m.index === 0 ? (m[3] as string) : line;
}

export const alertExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.parser.register(new AlertProcessor(md.parser));
  },
};
