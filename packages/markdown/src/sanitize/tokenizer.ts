// HTML5 tokenizer (data state only) in the way bleach drives html5lib:
// entities are not decoded, comments and doctypes are dropped, and a tag that
// is not allowed becomes text holding its exact source (markdown.md §6, §8.5).

export type Token =
  | { kind: 'text'; data: string }
  | { kind: 'start'; name: string; attrs: [string, string][] }
  | { kind: 'end'; name: string };

const WS = ' \t\n\f\r';
const isAlpha = (c: string | undefined): boolean => c !== undefined && /[a-zA-Z]/.test(c);
/** Whitespace, `/` or `>`: ends a tag or attribute name. */
function isNameEnd(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 12 || c === 13 || c === 47 || c === 62;
}
const lower = (s: string): string => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

export function tokenize(html: string, isAllowed: (tag: string) => boolean): Token[] {
  const out: Token[] = [];
  const n = html.length;
  let text = '';
  const flush = (): void => {
    if (text) out.push({ kind: 'text', data: text });
    text = '';
  };
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    const next = html[i + 1];
    if (isAlpha(next) || (next === '/' && isAlpha(html[i + 2]))) {
      const tag = readTag(html, i);
      if (!tag) {
        // EOF inside the tag: bleach turns what was read into text.
        text += html.slice(i);
        break;
      }
      if (isAllowed(tag.name)) {
        flush();
        out.push(tag.end ? { kind: 'end', name: tag.name } : { kind: 'start', name: tag.name, attrs: tag.attrs });
      } else {
        text += html.slice(i, tag.next);
      }
      i = tag.next;
    } else if (next === '/') {
      const after = html[i + 2];
      if (after === '>') {
        i += 3; // `</>` is ignored
      } else if (after === undefined) {
        text += '</';
        i += 2;
      } else {
        // Bogus comment from `</x`: bleach keeps it as text unless it names an allowed tag.
        const gt = html.indexOf('>', i + 2);
        const end = gt < 0 ? n : gt + 1;
        const data = html.slice(i + 2, gt < 0 ? n : gt);
        if (!isAllowed(lower(data).trim())) text += html.slice(i, end);
        i = end;
      }
    } else if (next === '!') {
      i = skipMarkup(html, i);
    } else if (next === '?') {
      const gt = html.indexOf('>', i + 2);
      i = gt < 0 ? n : gt + 1;
    } else {
      text += '<';
      i += 1;
    }
  }
  flush();
  return out;
}

/** Comments, doctypes and other `<!…>` declarations are dropped (strip_comments). */
function skipMarkup(html: string, i: number): number {
  const n = html.length;
  if (html.startsWith('<!--', i)) {
    if (html.startsWith('<!-->', i)) return i + 5;
    if (html.startsWith('<!--->', i)) return i + 6;
    const a = html.indexOf('-->', i + 4);
    const b = html.indexOf('--!>', i + 4);
    if (a < 0 && b < 0) return n;
    if (b < 0 || (a >= 0 && a < b)) return a + 3;
    return b + 4;
  }
  const gt = html.indexOf('>', i + 2);
  return gt < 0 ? n : gt + 1;
}

interface RawTag {
  name: string;
  end: boolean;
  attrs: [string, string][];
  next: number;
}

/** Reads a start or end tag from `<`; null when the input ends inside it. */
function readTag(html: string, start: number): RawTag | null {
  const n = html.length;
  const end = html[start + 1] === '/';
  let i = start + (end ? 2 : 1);
  const nameStart = i;
  while (i < n && !isNameEnd(html.charCodeAt(i))) i++;
  const name = html.slice(nameStart, i);
  if (i >= n) return null;
  const attrs: [string, string][] = [];
  const seen = new Set<string>();
  const add = (k: string, v: string): void => {
    if (seen.has(k)) return; // duplicate attribute: the first one wins
    seen.add(k);
    attrs.push([k, v]);
  };
  for (;;) {
    while (i < n && (WS.includes(html[i] as string) || html[i] === '/')) {
      if (html[i] === '/' && html[i + 1] === '>') break;
      i++;
    }
    if (i >= n) return null;
    if (html[i] === '/' && html[i + 1] === '>') return finish(2);
    if (html[i] === '>') return finish(1);
    // attribute name (a leading `=` is part of the name, per spec)
    const anStart = i++;
    while (i < n && !isNameEnd(html.charCodeAt(i)) && html.charCodeAt(i) !== 61) i++;
    const an = html.slice(anStart, i);
    while (i < n && WS.includes(html[i] as string)) i++;
    if (i >= n) return null;
    if (html[i] !== '=') {
      add(lower(an), '');
      continue;
    }
    i++; // '='
    while (i < n && WS.includes(html[i] as string)) i++;
    if (i >= n) return null;
    const q = html[i];
    let value = '';
    if (q === '"' || q === "'") {
      const close = html.indexOf(q, i + 1);
      if (close < 0) return null;
      value = html.slice(i + 1, close);
      i = close + 1;
    } else if (q === '>') {
      add(lower(an), '');
      return finish(1);
    } else {
      const vStart = i;
      while (i < n && !WS.includes(html[i] as string) && html[i] !== '>') i++;
      value = html.slice(vStart, i);
      if (i >= n) return null;
    }
    add(lower(an), value);
  }

  function finish(len: number): RawTag {
    return { name: lower(name).replace(/\0/g, '\ufffd'), end, attrs: end ? [] : attrs, next: i + len };
  }
}
