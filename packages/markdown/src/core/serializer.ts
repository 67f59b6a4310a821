// Python-Markdown's (x)html serializer: attributes sorted by name, `&` kept
// when it starts an entity (markdown.md §7). bleach re-serialises afterwards,
// so only what influences the re-parse matters, but we keep it exact.
import type { Element } from './etree.ts';

const HTML_EMPTY = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'link',
  'meta',
  'param',
]);
const RE_AMP = /&(?!(?:#[0-9]+|#x[0-9a-f]+|[0-9a-z]+);)/gi;

const CDATA_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&<>"]/;

export function escapeCdata(text: string): string {
  if (!CDATA_SPECIAL.test(text)) return text;
  if (text.includes('&')) text = text.replace(RE_AMP, '&amp;');
  if (text.includes('<')) text = text.replace(/</g, '&lt;');
  if (text.includes('>')) text = text.replace(/>/g, '&gt;');
  return text;
}

function escapeAttrib(text: string): string {
  if (!ATTR_SPECIAL.test(text)) return text;
  return escapeCdata(text).replace(/"/g, '&quot;');
}

function write(elem: Element): string {
  const tag = elem.tag;
  let out = `<${tag}`;
  const count = elem.attribCount;
  if (count === 1) {
    for (const [k, v] of elem.attrib) out += ` ${k}="${escapeAttrib(v)}"`;
  } else if (count) {
    // Sorted by name (UTF-16 order, like Python's sorted() on these ASCII
    // names); insertion sort, there are only a few.
    const items: [string, string][] = [];
    for (const item of elem.attrib) {
      let j = items.length;
      items.push(item);
      while (j > 0 && (items[j - 1] as [string, string])[0] > item[0]) {
        items[j] = items[j - 1] as [string, string];
        j--;
      }
      items[j] = item;
    }
    for (const [k, v] of items) out += ` ${k}="${escapeAttrib(v)}"`;
  }
  const lower = tag.toLowerCase();
  if (HTML_EMPTY.has(lower)) {
    out += ' />';
  } else {
    out += '>';
    if (elem.text) out += lower === 'script' || lower === 'style' ? elem.text : escapeCdata(elem.text);
    for (const c of elem.children) out += write(c);
    out += `</${tag}>`;
  }
  if (elem.tail) out += escapeCdata(elem.tail);
  return out;
}

export function serialize(elem: Element): string {
  return write(elem);
}
