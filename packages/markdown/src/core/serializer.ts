// Python-Markdown's (x)html serializer: attributes sorted by name, `&` kept
// when it starts an entity (markdown.md §7). bleach re-serialises afterwards,
// so only what influences the re-parse matters, but we keep it exact.
import type { Element } from './etree.ts';

const HTML_EMPTY = new Set(['area', 'base', 'basefont', 'br', 'col', 'frame', 'hr', 'img', 'input', 'isindex', 'link', 'meta', 'param']);
const RE_AMP = /&(?!(?:#[0-9]+|#x[0-9a-f]+|[0-9a-z]+);)/gi;

export function escapeCdata(text: string): string {
  if (text.includes('&')) text = text.replace(RE_AMP, '&amp;');
  if (text.includes('<')) text = text.replace(/</g, '&lt;');
  if (text.includes('>')) text = text.replace(/>/g, '&gt;');
  return text;
}

function escapeAttrib(text: string): string {
  return escapeCdata(text).replace(/"/g, '&quot;');
}

function write(out: string[], elem: Element): void {
  const tag = elem.tag;
  out.push('<', tag);
  if (elem.attrib.size) {
    const items = [...elem.attrib.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [k, v] of items) out.push(' ', k, '="', escapeAttrib(v), '"');
  }
  const lower = tag.toLowerCase();
  if (HTML_EMPTY.has(lower)) {
    out.push(' />');
  } else {
    out.push('>');
    if (elem.text) out.push(lower === 'script' || lower === 'style' ? elem.text : escapeCdata(elem.text));
    for (const c of elem.children) write(out, c);
    out.push('</', tag, '>');
  }
  if (elem.tail) out.push(escapeCdata(elem.tail));
}

export function serialize(elem: Element): string {
  const out: string[] = [];
  write(out, elem);
  return out.join('');
}
