// Character-reference handling of bleach (html5lib_shim): entities are never
// decoded in the output; a `&` is kept only when it starts a reference
// (markdown.md §6, §7, §8.5).
import names from './entity-names.json' with { type: 'json' };

const table = names as { names: string[]; legacy: string[] };
let prefixes: Set<string> | null = null;
const LEGACY = new Set(table.legacy);
const NAMES = new Set(table.names);

function isPrefix(s: string): boolean {
  if (!prefixes) {
    prefixes = new Set();
    for (const n of table.names) for (let i = 1; i <= n.length; i++) prefixes.add(n.slice(0, i));
  }
  return prefixes.has(s);
}

const END_CHARS = '<&=; \t\n\r\x0b\x0c';

/** bleach's match_entity: the reference name after `&` (without `;`), or null. */
export function matchEntity(part: string): string | null {
  return matchEntityAt(part, 0);
}

/**
 * match_entity on the text from `amp` (an `&`) on. It never reads past the
 * next `&` (an end character), so running it on a whole text gives the same
 * result as on the splitAmp part that starts at `amp`.
 */
function matchEntityAt(text: string, amp: number): string | null {
  let i = amp + 1;
  const n = text.length;
  if (i < n && text[i] === '#') {
    let possible = '#';
    i++;
    let allowed = '0123456789';
    if (i < n && (text[i] === 'x' || text[i] === 'X')) {
      allowed = '0123456789abcdefABCDEF';
      possible += text[i];
      i++;
    }
    while (i < n && !END_CHARS.includes(text[i] as string)) {
      const c = text[i++] as string;
      if (!allowed.includes(c)) break;
      possible += c;
    }
    if (possible && i < n && text[i] === ';') return possible;
    return null;
  }
  const start = i;
  // Fast path: a whole known name followed by ';' (all its prefixes are known too).
  let e = i;
  while (e < n && !END_CHARS.includes(text[e] as string)) e++;
  if (e > start && e < n && text.charCodeAt(e) === 59 && NAMES.has(text.slice(start, e)))
    return text.slice(start, e);
  while (i < n && !END_CHARS.includes(text[i] as string)) {
    i++;
    if (!isPrefix(text.slice(start, i))) return null;
  }
  if (i > start && i < n && text[i] === ';') return text.slice(start, i);
  return null;
}

/** bleach's convert_entity: the character(s), or null when not a real reference. */
export function convertEntity(value: string): string | null {
  if (value[0] === '#') {
    if (value.length < 2) return null;
    const hex = value[1] === 'x' || value[1] === 'X';
    const digits = hex ? value.slice(2) : value.slice(1);
    if (digits === '') return null;
    const cp = parseInt(digits, hex ? 16 : 10);
    return cp > 0 && cp < 0x110000 ? String.fromCodePoint(cp) : null;
  }
  // html5lib's table holds names with ';' and the legacy ones without it.
  return LEGACY.has(value) ? decodeNamed(value) : null;
}

function decodeNamed(name: string): string {
  // Legacy names decode to `& < > "` or to non-ASCII characters. Only the URL
  // check reads the result, and for it every non-ASCII character except NBSP
  // (which it deletes) behaves the same, so one stands in for all of them.
  const ascii: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    AMP: '&',
    LT: '<',
    GT: '>',
    QUOT: '"',
    nbsp: '\u00a0',
  };
  return ascii[name] ?? '\u00e9';
}

/** Splits on `&`, each part after the first starting with `&` (next_possible_entity). */
export function splitAmp(text: string): string[] {
  const parts = text.split('&');
  const out = [parts[0] as string];
  for (let i = 1; i < parts.length; i++) out.push(`&${parts[i] as string}`);
  return out;
}

/** bleach's convert_entities (used only for the URL check). */
export function convertEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  for (const part of splitAmp(text)) {
    if (!part) continue;
    if (part.startsWith('&')) {
      const ent = matchEntity(part);
      if (ent !== null) {
        const conv = convertEntity(ent);
        if (conv !== null) {
          out += conv + part.slice(ent.length + 2);
          continue;
        }
      }
    }
    out += part;
  }
  return out;
}

const escText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Characters that make serializeText change a text. */
/** bleach INVISIBLE_CHARACTERS: C0 controls except tab, LF, CR. */
const isInvisible = (c: number): boolean => c < 32 && c !== 9 && c !== 10 && c !== 13;

/** 0: nothing to change, 1: `&`, `<` or `>` only, 2: also control characters. */
function textSpecials(data: string): number {
  let r = 0;
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (c === 38 || c === 60 || c === 62) r = 1;
    else if (isInvisible(c)) return 2;
  }
  return r;
}

/** serializeText for a text without control characters, in one pass. */
function serializePlainText(data: string): string {
  let out = '';
  let last = 0;
  const n = data.length;
  for (let i = 0; i < n; i++) {
    const c = data.charCodeAt(i);
    if (c === 38) {
      out += data.slice(last, i);
      const ent = matchEntityAt(data, i);
      if (ent !== null) {
        out += ent === 'amp' ? '&amp;' : `&${ent};`;
        i += ent.length + 1; // at the ';'
      } else out += '&amp;';
      last = i + 1;
    } else if (c === 60 || c === 62) {
      out += data.slice(last, i) + (c === 60 ? '&lt;' : '&gt;');
      last = i + 1;
    }
  }
  return last === 0 ? data : out + data.slice(last);
}

/** Text node → HTML: control chars become `?`, references are kept as written. */
export function serializeText(data: string): string {
  const specials = textSpecials(data);
  if (specials === 0) return data;
  if (specials === 1) return serializePlainText(data);
  // bleach INVISIBLE_CHARACTERS: C0 controls except tab, LF, CR.
  data = data.replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, '?');
  if (!data.includes('&')) return escText(data);
  let out = '';
  for (const part of splitAmp(data)) {
    if (!part) continue;
    if (part.startsWith('&')) {
      const ent = matchEntity(part);
      if (ent !== null) {
        out += ent === 'amp' ? '&amp;' : `&${ent};`;
        out += escText(part.slice(ent.length + 2));
        continue;
      }
    }
    out += escText(part);
  }
  return out;
}

/** Whether the value holds `&`, `<` or `"`. */
function hasAttrSpecial(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 38 || c === 60 || c === 34) return true;
  }
  return false;
}

/** Attribute value → HTML (html5lib serializer + bleach escape_base_amp). */
export function serializeAttrValue(value: string): string {
  if (!hasAttrSpecial(value)) return `"${value}"`;
  let v = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  if (v.includes('"') && !v.includes("'")) {
    // bleach's escape_base_amp only sees values quoted with `"`; a single-quoted
    // value keeps html5lib's blanket `&amp;`.
    return `'${v}'`;
  }
  v = v.replace(/"/g, '&quot;');
  const quote = '"';
  // escape_base_amp: undo the &amp; and re-escape only bare ampersands.
  v = v.replace(/&amp;/g, '&');
  let out = '';
  for (const part of splitAmp(v)) {
    if (!part) continue;
    if (part.startsWith('&')) {
      const ent = matchEntity(part);
      if (ent !== null && convertEntity(ent) !== null) {
        out += `&${ent};${part.slice(ent.length + 2)}`;
        continue;
      }
    }
    out += part.replace(/&/g, '&amp;');
  }
  return `${quote}${out}${quote}`;
}
