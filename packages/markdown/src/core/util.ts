// Shared constants and helpers of the Python-Markdown port (markdown.md §2, §8.1).

/** Start/end of text markers Python-Markdown uses for placeholders. */
export const STX = '\u0002';
export const ETX = '\u0003';
export const INLINE_PLACEHOLDER_PREFIX = `${STX}klzzwxh:`;
export const inlinePlaceholder = (id: string): string => `${INLINE_PLACEHOLDER_PREFIX}${id}${ETX}`;
export const INLINE_PLACEHOLDER_RE = /\u0002klzzwxh:(\d+)\u0003/g;
export const htmlPlaceholder = (i: number): string => `${STX}wzxhzdk:${i}${ETX}`;
export const HTML_PLACEHOLDER_RE = /\u0002wzxhzdk:(\d+)\u0003/g;
export const AMP_SUBSTITUTE = `${STX}amp${ETX}`;

/** Python's str.isspace() set, used by strip()/split() (markdown.md §8.3). */
const PY_SPACE =
  '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
export const PY_SPACE_CLASS = `[${PY_SPACE}]`;

/** Whether a UTF-16 unit is in Python's str.isspace() set (same set as PY_SPACE). */
export function isPySpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f);
  if (c < 0x85) return false;
  return (
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

// Hand-written loops: a `[…]+$` regex retries from every whitespace run.
export function lstrip(s: string): string {
  let a = 0;
  const n = s.length;
  while (a < n && isPySpace(s.charCodeAt(a))) a++;
  return a === 0 ? s : s.slice(a);
}
export function rstrip(s: string): string {
  let b = s.length;
  while (b > 0 && isPySpace(s.charCodeAt(b - 1))) b--;
  return b === s.length ? s : s.slice(0, b);
}
export function strip(s: string): string {
  let b = s.length;
  while (b > 0 && isPySpace(s.charCodeAt(b - 1))) b--;
  let a = 0;
  while (a < b && isPySpace(s.charCodeAt(a))) a++;
  return a === 0 && b === s.length ? s : s.slice(a, b);
}
/** Python truthiness of `s.strip()`. */
export function hasNonSpace(s: string | null | undefined): boolean {
  if (!s) return false;
  for (let i = 0; i < s.length; i++) if (!isPySpace(s.charCodeAt(i))) return true;
  return false;
}

/** Python's strip(chars) with an explicit character set. */
export function stripChars(s: string, chars: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && chars.includes(s[a] as string)) a++;
  while (b > a && chars.includes(s[b - 1] as string)) b--;
  return s.slice(a, b);
}
export function lstripChars(s: string, chars: string): string {
  let a = 0;
  while (a < s.length && chars.includes(s[a] as string)) a++;
  return s.slice(a);
}
export function rstripChars(s: string, chars: string): string {
  let b = s.length;
  while (b > 0 && chars.includes(s[b - 1] as string)) b--;
  return s.slice(0, b);
}

export function codeEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Python-Markdown's list of block-level tags (core.py, Markdown 3.x). */
const BLOCK_LEVEL = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'canvas',
  'colgroup',
  'dd',
  'body',
  'dt',
  'group',
  'iframe',
  'li',
  'legend',
  'math',
  'map',
  'noscript',
  'output',
  'object',
  'option',
  'progress',
  'script',
  'style',
  'summary',
  'tbody',
  'td',
  'textarea',
  'tfoot',
  'th',
  'thead',
  'tr',
  'video',
]);

const blockLevelCache = new Map<string, boolean>();
export function isBlockLevel(tag: string): boolean {
  let r = blockLevelCache.get(tag);
  if (r === undefined) {
    r = BLOCK_LEVEL.has(rstripChars(tag.toLowerCase(), '/'));
    if (blockLevelCache.size < 1000) blockLevelCache.set(tag, r);
  }
  return r;
}

/** Raw HTML kept aside while Markdown runs; restored by the raw-HTML postprocessor. */
export class HtmlStash {
  rawHtmlBlocks: string[] = [];
  store(html: string): string {
    this.rawHtmlBlocks.push(html);
    return htmlPlaceholder(this.rawHtmlBlocks.length - 1);
  }
}

/** Python's str.expandtabs(tabsize) (markdown.md §3: tab length 4). */
export function expandTabs(s: string, size: number): string {
  if (!s.includes('\t')) return s;
  let out = '';
  let col = 0;
  for (const ch of s) {
    if (ch === '\t') {
      const n = size - (col % size);
      out += ' '.repeat(n);
      col += n;
    } else if (ch === '\n' || ch === '\r') {
      out += ch;
      col = 0;
    } else {
      out += ch;
      col += 1;
    }
  }
  return out;
}
