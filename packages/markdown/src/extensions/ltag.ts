// L#/R# pitch tables (markdown.md §4.6): a block processor builds the table,
// a tree processor numbers the pitches across the whole document.
import type { BlockParser, BlockProcessor, BlockQueue } from '../core/block-parser.ts';
import { Element, subElement } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { stripChars } from '../core/util.ts';

const RE_TESTER = /(?:^|\n) {0,3}([LR]#)/;
const RE_SPLIT = /(?:^|\n) {0,3}([LR]#)/g;
// A `|` followed by pipe-free text ending in `]]` belongs to a wikilink.
const RE_PIPE_SAVER = /(\|)(?![^|]*\]\])/g;
const CELL_SEPARATOR = '__--|--__';

class LTagProcessor implements BlockProcessor {
  readonly name = 'ltag';
  readonly priority = 75;
  constructor(private readonly parser: BlockParser) {}

  test(_p: Element, block: string): boolean {
    return block.includes('#') && this.parser.lineTest(this, block, (b) => RE_TESTER.test(b));
  }

  run(parent: Element, blocks: BlockQueue): void {
    const rows = (blocks.shift() as string).split(RE_SPLIT);
    const before = rows.shift() as string;
    if (before.length) this.parser.parseBlocks(parent, [before]);
    const table = subElement(parent, 'table', { 'c2c:role': 'ltag', class: 'ltag' });
    const tbody = subElement(table, 'tbody');
    let colCount = 0;
    const colspanRows: Element[] = [];
    for (let i = 0; i + 1 < rows.length; i += 2) {
      const row = buildRow((rows[i] as string) + (rows[i + 1] as string), tbody, colspanRows);
      colCount = Math.max(colCount, row.children.length);
    }
    for (const row of colspanRows) (row.children[0] as Element).set('colspan', String(colCount));
  }
}

function buildRow(markdown: string, tbody: Element, colspanRows: Element[]): Element {
  const row = subElement(tbody, 'tr', { tag: markdown[0] as string });
  const marker = markdown.slice(2, 3);
  if (marker === '~') {
    const cell = subElement(row, 'td');
    cell.text = stripChars(markdown.slice(3), ' \n');
    colspanRows.push(row);
  } else {
    const cellTag = marker === '=' ? 'th' : 'td';
    for (const cellMd of markdown.replace(RE_PIPE_SAVER, CELL_SEPARATOR).split(CELL_SEPARATOR)) {
      const cell = subElement(row, cellTag);
      cell.text = stripChars(cellMd, ' \n\u00a0');
    }
  }
  return row;
}

// --- numbering ---
const RAW_LABEL = `[a-zA-Z'"][a-zA-Z'"\\p{Nd}_]*`;
const LTAG_SRC = `([LR])#(?:(=)|(~)|((\\p{Nd}+)(${RAW_LABEL})?-(\\p{Nd}+))|((\\p{Nd}*)(${RAW_LABEL})?))`;
const LTAG_GLOBAL = new RegExp(LTAG_SRC, 'gu');
const LTAG_FULL = new RegExp(`^(?:${LTAG_SRC})$`, 'u');
const enum G {
  Type = 1,
  Header = 2,
  Middle = 3,
  Multi = 4,
  FirstOffset = 5,
  MultiLabel = 6,
  LastOffset = 7,
  Mono = 8,
  MonoValue = 9,
  MonoLabel = 10,
}

class Unsupported extends Error {}

class LTagNumbering {
  private value: Record<string, number> = { L: 0, R: 0 };
  supported = true;
  private allowLabels = true;
  private containsLabel = false;

  constructor(private readonly md: Markdown) {}

  private unmatched = (m0: string): string => this.md.htmlStash.store(`<code>${m0}</code>`);

  private format(type: string, text: string): string {
    return `<span class="pitch"><span translate>${type}</span>${text}</span>`;
  }

  compute(text: string | null, rowType: string, isFirstCell: boolean): string | null {
    if (!text) return text;
    if (isFirstCell && !LTAG_FULL.test(text)) this.supported = false;
    // Every L#/R# tag holds a '#': without one nothing below can match (or change state).
    if (!text.includes('#')) return text;
    if (!this.supported) return text.replace(LTAG_GLOBAL, (m0) => this.unmatched(m0));
    try {
      return text.replace(LTAG_GLOBAL, (...args: unknown[]) => {
        const g = args as (string | undefined)[];
        let result: string;
        if (g[G.Header] !== undefined) result = isFirstCell ? '' : (g[0] as string);
        else if (g[G.Middle] !== undefined) result = g[0] as string;
        else if (g[G.Multi] !== undefined) result = this.multi(g, isFirstCell);
        else result = this.mono(g, rowType, isFirstCell);
        return this.md.htmlStash.store(result);
      });
    } catch (e) {
      if (!(e instanceof Unsupported)) throw e;
      this.supported = false;
      return text.replace(LTAG_GLOBAL, (m0) => this.unmatched(m0));
    }
  }

  private label(raw: string | undefined): string {
    if (raw === undefined) return '';
    if (!this.allowLabels) throw new Unsupported("Can't handle label");
    this.containsLabel = true;
    return raw;
  }

  private multi(g: (string | undefined)[], first: boolean): string {
    const label = this.label(g[G.MultiLabel]);
    const type = g[G.Type] as string;
    const last = g[G.LastOffset] as string;
    if (first) this.value[type] = parseInt(last, 10);
    return this.format(type, `${g[G.FirstOffset] as string}${label}-${last}${label}`);
  }

  private mono(g: (string | undefined)[], rowType: string, first: boolean): string {
    const label = this.label(g[G.MonoLabel]);
    const type = g[G.Type] as string;
    const value = g[G.MonoValue] ?? '';
    if (value.length) {
      if (first) this.value[type] = parseInt(value, 10);
      return this.format(type, value + label);
    }
    this.allowLabels = false;
    if (this.containsLabel) throw new Unsupported('Not yet supported');
    let n = this.value[first ? type : rowType] ?? 0;
    if (first) {
      n += 1;
      this.value[type] = n;
    }
    return this.format(type, String(n));
  }
}

function runNumbering(md: Markdown, root: Element): void {
  const numbering = new LTagNumbering(md);
  const compute = (node: Element, rowType: string, first: boolean): void => {
    if (node.tag === 'code' || node.tag === 'pre') return;
    node.text = numbering.compute(node.text, rowType, first);
    for (const child of node.children) {
      compute(child, rowType, false);
      child.tail = numbering.compute(child.tail, rowType, false);
    }
  };
  for (const table of root.children) {
    if (table.tag !== 'table' || table.get('class') !== 'ltag') continue;
    for (const tbody of table.children) {
      if (tbody.tag !== 'tbody') continue;
      for (const row of tbody.children) {
        if (row.tag !== 'tr') continue;
        const middle = row.children[0]?.get('colspan') !== undefined;
        const rowType = row.get('tag') ?? 'L';
        row.children.forEach((cell, i) => {
          const first = i === 0 && !middle;
          if (first && cell.children.length !== 0) numbering.supported = false;
          compute(cell, rowType, first);
        });
      }
    }
  }
}

export const ltagExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    if (!md.escapedChars.includes('|')) md.escapedChars.push('|');
    md.parser.register(new LTagProcessor(md.parser));
    // Registered at the very end upstream ('_end'): after unescape.
    md.addTreeProcessor({ name: 'ltag', priority: -1, run: (root) => runNumbering(md, root) });
  },
};
