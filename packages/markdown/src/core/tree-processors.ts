// Prettify and unescape tree processors (markdown.md §7 "Newlines").
import type { Element } from './etree.ts';
import { hasNonSpace, isBlockLevel, rstrip } from './util.ts';

function prettifyTree(elem: Element): void {
  if (isBlockLevel(elem.tag) && elem.tag !== 'code' && elem.tag !== 'pre') {
    const first = elem.children[0];
    if (!hasNonSpace(elem.text) && first && isBlockLevel(first.tag)) elem.text = '\n';
    for (const e of elem.children) if (isBlockLevel(e.tag)) prettifyTree(e);
  }
  if (!hasNonSpace(elem.tail)) elem.tail = '\n';
}

export function prettify(root: Element): void {
  prettifyTree(root);
  // One walk for both fix-ups: each only touches the br's tail or the pre's
  // first child's text, which the other never reads.
  for (const el of root.iter()) {
    if (el.tag === 'br') {
      el.tail = hasNonSpace(el.tail) ? `\n${el.tail as string}` : '\n';
    } else if (el.tag === 'pre') {
      const code = el.children[0];
      if (code && code.tag === 'code' && !code.children.length && code.text !== null) {
        code.text = `${rstrip(code.text)}\n`;
        code.atomic = true;
      }
    }
  }
}

const ESCAPE_RE = /\u0002(\d+)\u0003/g;
export const unescapeText = (text: string): string =>
  text.includes('\u0002')
    ? text.replace(ESCAPE_RE, (_m, n: string) => String.fromCodePoint(Number(n)))
    : text;

/** Turns backslash-escape placeholders back into characters (not inside code). */
export function unescapeTree(root: Element): void {
  for (const el of root.iter()) {
    if (el.text && el.tag !== 'code') el.text = unescapeText(el.text);
    if (el.tail) el.tail = unescapeText(el.tail);
    if (el.attribCount) {
      for (const [k, v] of el.attrib) {
        const u = unescapeText(v);
        if (u !== v) el.attrib.set(k, u);
      }
    }
  }
}
