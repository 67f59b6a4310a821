// Heading ids, level shift and the `[toc]` marker (markdown.md §4.2).
import { Element, subElement } from '../core/etree.ts';
import type { Markdown, MarkdownExtension } from '../core/markdown.ts';
import { prettify } from '../core/tree-processors.ts';
import { HTML_PLACEHOLDER_RE, strip } from '../core/util.ts';
import { unescapeText } from '../core/tree-processors.ts';

const HEADER_RE = /^[Hh][123456]$/;
const BASE_LEVEL = 2;
const MARKER = '[toc]';

interface Token {
  level: number;
  id: string;
  name: string;
  children: Token[];
}

/** Minimal html.unescape for code-span text (only what code_escape produces). */
const unescapeCode = (s: string): string =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

export function slugify(value: string, sep = '-'): string {
  value = value.normalize('NFKD').replace(/[^\x00-\x7f]/g, '');
  value = strip(value.replace(/[^\p{L}\p{N}_\s-]/gu, '')).toLowerCase();
  return value.replace(/[-\s]+/g, sep);
}

/**
 * The id itself, or the first of id_1, id_2… (an existing `_n` counts on)
 * that is free. `jumps` remembers where an earlier walk from the same id
 * ended: every id on the way is still taken, so the walk goes on from there
 * (n headings with one title cost O(n), not O(n²)).
 */
export function unique(id: string, ids: Set<string>, jumps?: Map<string, string>): string {
  const start = id;
  while (ids.has(id) || !id) {
    const known = jumps?.get(id);
    if (known !== undefined && known !== id) {
      id = known;
      continue;
    }
    const m = /^(.*)_([0-9]+)$/s.exec(id);
    id = m ? `${m[1] as string}_${Number(m[2]) + 1}` : `${id}_1`;
  }
  ids.add(id);
  jumps?.set(start, id);
  return id;
}

function nestTokens(list: Token[]): Token[] {
  const ordered: Token[] = [];
  if (!list.length) return ordered;
  let last = list[0] as Token;
  let levels = [last.level];
  ordered.push(last);
  let parents: Token[] = [];
  // An index, not shift(): shifting moves the whole list each time.
  for (let k = 1; k < list.length; k++) {
    const t = list[k] as Token;
    const current = t.level;
    if (current < (levels[levels.length - 1] as number)) {
      levels.pop();
      let toPop = 0;
      for (let k = parents.length - 1; k >= 0; k--) {
        if (current <= (parents[k] as Token).level) toPop += 1;
        else break;
      }
      if (toPop) {
        levels = levels.slice(0, -toPop);
        parents = parents.slice(0, -toPop);
      }
      levels.push(current);
    }
    if (current === levels[levels.length - 1]) {
      (parents.length ? (parents[parents.length - 1] as Token).children : ordered).push(t);
    } else {
      last.children.push(t);
      parents.push(last);
      levels.push(current);
    }
    last = t;
  }
  return ordered;
}

function buildTocDiv(tokens: Token[]): Element {
  const div = new Element('div', { 'c2c:role': 'toc' });
  const buildUl = (list: Token[], parent: Element): void => {
    const ul = subElement(parent, 'ul');
    for (const item of list) {
      const li = subElement(ul, 'li');
      const a = subElement(li, 'a', { href: `#${item.id}` });
      a.text = item.name;
      if (item.children.length) buildUl(item.children, li);
    }
  };
  buildUl(tokens, div);
  prettify(div);
  return div;
}

/**
 * Replaces each `[toc]` paragraph (an element whose only content is the
 * marker) with a copy of the toc div, outside headings and code
 * (upstream: iterparent + the marker test).
 */
function replaceMarkers(node: Element, div: Element): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const c = children[i] as Element;
    if ((c.tag.length === 2 && HEADER_RE.test(c.tag)) || c.tag === 'pre' || c.tag === 'code') continue;
    if (c.children.length === 0) {
      // Upstream first skips elements whose whole text is blank; with no
      // children that text is c.text, which is not blank when it is the marker.
      if (c.text && c.text.includes(MARKER) && strip(c.text) === MARKER) children[i] = cloneForSlot(div, c);
    } else replaceMarkers(c, div);
  }
}

function stashedHtmlToText(text: string, md: Markdown): string {
  return text.replace(HTML_PLACEHOLDER_RE, (whole, n: string) => {
    const raw = md.htmlStash.rawHtmlBlocks[Number(n)];
    if (raw === undefined) return whole;
    return raw.replace(/<[^>]+>/g, '').replace(/&[#a-zA-Z0-9]+;/g, '');
  });
}

function runToc(md: Markdown, doc: Element): void {
  const used = new Set<string>();
  // The first loop only reads, so both loops can share one snapshot.
  const all = doc.iter();
  for (const el of all) {
    if (!el.attribCount) continue;
    const id = el.get('id');
    if (id !== undefined) used.add(id);
  }
  const tokens: Token[] = [];
  const jumps = new Map<string, string>();
  for (const el of all) {
    if (el.tag.length !== 2 || !HEADER_RE.test(el.tag)) continue;
    const level = Math.min(Number(el.tag[1]) + BASE_LEVEL - 1, 6);
    el.tag = `h${level}`;
    // c2c: own text of the heading and of each descendant, emphasis skipped, tails dropped.
    const parts: string[] = [];
    for (const e of el.iter()) {
      if (e.text && e.get('c2c:role') !== 'header-emphasis')
        parts.push(e.atomic ? unescapeCode(e.text) : e.text);
    }
    const text = parts.join('');
    if (el.get('id') === undefined) {
      el.set('id', unique(slugify(unescapeText(stashedHtmlToText(text, md))), used, jumps));
    }
    if (level < 5) tokens.push({ level, id: el.get('id') as string, name: text, children: [] });
  }
  const div = buildTocDiv(nestTokens(tokens));
  replaceMarkers(doc, div);
}

/** ElementTree puts the same div object in each slot; we copy so tails stay independent. */
function cloneForSlot(div: Element, _replaced: Element): Element {
  // The replaced element's tail is lost, as with `p[i] = elem` upstream.
  return cloneTree(div);
}

function cloneTree(e: Element): Element {
  const c = new Element(e.tag);
  if (e.attribCount) for (const [k, v] of e.attrib) c.set(k, v);
  c.text = e.text;
  c.atomic = e.atomic;
  c.tail = e.tail;
  for (const ch of e.children) c.append(cloneTree(ch));
  return c;
}

export const tocExtension: MarkdownExtension = {
  extend(md: Markdown): void {
    md.addTreeProcessor({ name: 'toc', priority: 5, run: (root) => runToc(md, root) });
  },
};
