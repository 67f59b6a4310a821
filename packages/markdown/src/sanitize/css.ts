// `style` filtering of bleach's CSSSanitizer (tinycss2): keep allowed
// declarations as `name:value;`, value text unchanged (markdown.md §6).
import { ALLOWED_CSS_PROPERTIES } from './allow-list.ts';

type Part = { kind: 'decl'; name: string; value: string } | { kind: 'ws'; text: string };

/** Splits a declaration list at top-level `;`, keeping strings and brackets whole. */
function splitDeclarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let cur = '';
  for (let i = 0; i < style.length; i++) {
    const c = style[i] as string;
    if (quote) {
      if (c === '\\') {
        cur += c + (style[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ';' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out;
}

const IDENT = /^-?(?:[a-zA-Z_]|[^\x00-\x7f])(?:[a-zA-Z0-9_-]|[^\x00-\x7f])*/;

function parse(style: string): Part[] {
  const parts: Part[] = [];
  for (const chunk of splitDeclarations(style.replace(/\/\*[\s\S]*?\*\//g, ' '))) {
    const lead = /^[ \t\n\r\f]*/.exec(chunk)?.[0] ?? '';
    if (lead) parts.push({ kind: 'ws', text: lead });
    const rest = chunk.slice(lead.length);
    if (!rest) continue;
    const name = IDENT.exec(rest)?.[0];
    if (!name) continue; // parse error: dropped
    const after = rest.slice(name.length);
    const colon = /^[ \t\n\r\f]*:/.exec(after);
    if (!colon) continue;
    let value = after.slice(colon[0].length);
    const important = /![ \t\n\r\f]*important[ \t\n\r\f]*$/i.exec(value);
    const isImportant = important !== null;
    if (important) value = value.slice(0, important.index);
    parts.push({ kind: 'decl', name, value: isImportant ? `${value}!important` : value });
  }
  return parts;
}

export function sanitizeCss(style: string): string {
  const kept: Part[] = [];
  for (const p of parse(style)) {
    if (p.kind === 'decl') {
      if (ALLOWED_CSS_PROPERTIES.has(p.name.toLowerCase())) kept.push(p);
    } else if (kept.length && (kept[kept.length - 1] as Part).kind !== 'ws') kept.push(p);
  }
  return kept
    .map((p) => (p.kind === 'decl' ? `${p.name}:${p.value};` : p.text))
    .join('')
    .trim();
}
