// Raw HTML block extraction: a port of Python's html.parser.HTMLParser as
// patched by Python-Markdown's HTMLExtractor (markdown.md §3 "Raw HTML").
// Block-level tags opening a line are stashed whole (to the matching close
// tag); everything else is left in the text for the inline patterns.
// Quirks of the original (two passes, line offsets computed on the sliced
// buffer) are kept on purpose, since they decide what counts as "line start".
import { HtmlStash, isBlockLevel, strip, PY_SPACE_CLASS as S } from './util.ts';

const SNS = S.slice(0, -1); // the class body without the closing bracket, to extend it
const interestingNormal = /[&<]/g;
const starttagopen = /<[a-zA-Z]/y;
const charref = /&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]/y;
// Python-Markdown requires the ';' (htmlparser.entityref patch).
const entityref = /&([a-zA-Z][-.a-zA-Z0-9]*);/y;
const tagfindTolerant = new RegExp(`([a-zA-Z][^\\t\\n\\r\\f />\\x00]*)(?:${S}|/(?!>))*`, 'y');
const attrfindTolerant = new RegExp(
  `((?<=['"${SNS.slice(1)}/])[^${SNS.slice(1)}/>][^${SNS.slice(1)}/=>]*)(${S}*=+${S}*('[^']*'|"[^"]*"|(?!['"])[^>${SNS.slice(1)}]*))?(?:${S}|/(?!>))*`,
  'y',
);
const locateStarttagEnd = new RegExp(
  `<[a-zA-Z][^\`\\t\\n\\r\\f />\\x00]*` +
    `(?:[${SNS.slice(1)}/]*` +
    `(?:(?<=['"${SNS.slice(1)}/])[^\`${SNS.slice(1)}/>][^${SNS.slice(1)}/=>]*` +
    `(?:${S}*=+${S}*(?:'[^']*'|"[^"]*"|(?!['"])[^\`>${SNS.slice(1)}]*)(?:${S}*,)*)?(?:${S}|/(?!>))*` +
    `)*)?${S}*`,
  'y',
);
const endtagfind = new RegExp(`</${S}*([a-zA-Z][-.a-zA-Z0-9:_]*)${S}*>`, 'y');
const commentclose = new RegExp(`--${S}*>`, 'g');
const blankLineRe = /^([ ]*\n){2}/;
const CDATA_CONTENT = new Set(['script', 'style']);

function matchAt(re: RegExp, s: string, i: number): RegExpExecArray | null {
  re.lastIndex = i;
  return re.exec(s);
}

function pyUnescapeAttr(v: string): string {
  // Attribute values are unescaped by html.parser but Python-Markdown only
  // uses the original tag text, so the decoded value is never needed.
  return v;
}

export class HtmlExtractor {
  private rawdata = '';
  /**
   * Per searched string: the smallest index from which it was not found in
   * `rawdata` (none after it either). Runs of unclosed `<!--`, `</a`, `<?`…
   * would otherwise each search to the end of the text (quadratic).
   */
  private notFoundFrom = new Map<string, number>();
  /** Index after the last of `` ` = \0 " ' > `` in `rawdata` (-1: not computed). */
  private plainFrom = -1;
  private lineno = 1;
  private offset = 0;
  private nlCache: number[] | null = null;
  private cdataElem: string | null = null;
  private inraw = false;
  private intail = false;
  private stack: string[] = [];
  private cache: string[] = [];
  private overrideCommentUpdate = false;
  private starttagText = '';
  readonly cleandoc: string[] = [];

  constructor(private readonly stash: HtmlStash) {}

  run(source: string): string {
    this.setRawdata(source);
    this.nlCache = null;
    // feed() then close(): two passes, the second forced to the end.
    this.goahead(false);
    this.goahead(true);
    if (this.rawdata.length) this.handleData(this.rawdata);
    if (this.cache.length) {
      this.cleandoc.push(this.stash.store(this.cache.join('')));
      this.cache = [];
    }
    return this.cleandoc.join('');
  }

  private setRawdata(raw: string): void {
    this.rawdata = raw;
    this.notFoundFrom.clear();
    this.plainFrom = -1;
  }

  /** `rawdata.indexOf(needle, from)`, remembering where it is known to be absent. */
  private find(needle: string, from: number): number {
    const none = this.notFoundFrom.get(needle);
    if (none !== undefined && from >= none) return -1;
    const r = this.rawdata.indexOf(needle, from);
    if (r < 0) this.notFoundFrom.set(needle, none === undefined ? from : Math.min(none, from));
    return r;
  }

  // --- positions (html.parser / _markupbase) ---
  private updatepos(i: number, j: number): number {
    if (this.overrideCommentUpdate) {
      // Python-Markdown resets the position after a malformed comment; we
      // continue after the '<' that was emitted as data.
      this.overrideCommentUpdate = false;
      return i + 1;
    }
    if (i >= j) return j;
    const raw = this.rawdata;
    let n = 0;
    let last = -1;
    // Only [i, j) is read: an indexOf would run on to the next newline, maybe the text's end.
    for (let p = i; p < j; p++) {
      if (raw.charCodeAt(p) === 10) {
        n++;
        last = p;
      }
    }
    if (n) {
      this.lineno += n;
      this.offset = j - (last + 1);
    } else this.offset += j - i;
    return j;
  }

  private get lineOffset(): number {
    if (this.lineno > 1 && this.rawdata.includes('\n')) {
      if (!this.nlCache) {
        this.nlCache = [];
        for (let p = this.rawdata.indexOf('\n'); p !== -1; p = this.rawdata.indexOf('\n', p + 1))
          this.nlCache.push(p);
      }
      const idx = this.lineno - 2;
      if (idx < this.nlCache.length) return (this.nlCache[idx] as number) + 1;
      return this.rawdata.lastIndexOf('\n');
    }
    return 0;
  }

  private atLineStart(): boolean {
    if (this.offset === 0) return true;
    if (this.offset > 3) return false;
    const lo = this.lineOffset;
    return strip(this.rawdata.slice(lo, lo + this.offset)) === '';
  }

  private get here(): number {
    return this.lineOffset + this.offset;
  }

  // --- the main loop (html.parser.goahead with convert_charrefs=False) ---
  private goahead(end: boolean): void {
    const raw = this.rawdata;
    const n = raw.length;
    let i = 0;
    while (i < n) {
      let j: number;
      if (this.cdataElem) {
        const re = new RegExp(`</${S}*${this.cdataElem}${S}*>`, 'gi');
        re.lastIndex = i;
        const m = re.exec(raw);
        if (m) j = m.index;
        else break;
      } else {
        interestingNormal.lastIndex = i;
        const m = interestingNormal.exec(raw);
        j = m ? m.index : n;
      }
      if (i < j) this.handleData(raw.slice(i, j));
      i = this.updatepos(i, j);
      if (i === n) break;
      if (raw.startsWith('<', i)) {
        let k: number;
        if (matchAt(starttagopen, raw, i)) k = this.parseStarttag(i);
        else if (raw.startsWith('</', i)) k = this.parseEndtag(i);
        else if (raw.startsWith('<!--', i)) k = this.parseComment(i);
        else if (raw.startsWith('<?', i)) k = this.parsePi(i);
        else if (raw.startsWith('<!', i)) k = this.parseHtmlDeclaration(i);
        else if (i + 1 < n) {
          this.handleData('<');
          k = i + 1;
        } else break;
        if (k < 0) {
          if (!end) break;
          k = this.find('>', i + 1);
          if (k < 0) {
            k = raw.indexOf('<', i + 1);
            if (k < 0) k = i + 1;
          } else k += 1;
          this.handleData(raw.slice(i, k));
        }
        i = this.updatepos(i, k);
      } else if (raw.startsWith('&#', i)) {
        const m = matchAt(charref, raw, i);
        if (m) {
          this.handleEmptyTag(`&#${m[0].slice(2, -1)};`, false);
          let k = i + m[0].length;
          if (raw[k - 1] !== ';') k -= 1;
          i = this.updatepos(i, k);
          continue;
        }
        if (raw.indexOf(';', i) !== -1) {
          this.handleData(raw.slice(i, i + 2));
          i = this.updatepos(i, i + 2);
        }
        break;
      } else if (raw.startsWith('&', i)) {
        const m = matchAt(entityref, raw, i);
        if (m) {
          this.handleEmptyTag(`&${m[1]};`, false);
          i = this.updatepos(i, i + m[0].length);
          continue;
        }
        if (i + 1 < n) {
          this.handleData('&');
          i = this.updatepos(i, i + 1);
        } else break;
      }
    }
    if (end && i < n && !this.cdataElem) {
      this.handleData(raw.slice(i, n));
      i = this.updatepos(i, n);
    }
    this.setRawdata(raw.slice(i));
    this.nlCache = null;
  }

  // --- parse_* helpers ---
  private checkForWholeStartTag(i: number): number {
    const raw = this.rawdata;
    // With none of `` ` = \0 " ' > `` left, the regex takes every word and
    // separator up to the text's end: no tag ends (-1), found without reading
    // the rest again for each `<a` of an unclosed run.
    if (this.plainFrom < 0) {
      let k = raw.length;
      while (k > 0 && !'`=\0"\'>'.includes(raw[k - 1] as string)) k--;
      this.plainFrom = k;
    }
    if (i >= this.plainFrom) return -1;
    const m = matchAt(locateStarttagEnd, raw, i);
    if (!m) throw new Error('we should not get here');
    const j = i + m[0].length;
    const next = raw.slice(j, j + 1);
    if (next === '>') return j + 1;
    if (next === '/') {
      if (raw.startsWith('/>', j)) return j + 2;
      return -1;
    }
    if (next === '') return -1;
    if (/[a-zA-Z=/]/.test(next)) return -1;
    return j > i ? j : i + 1;
  }

  private parseStarttag(i: number): number {
    const raw = this.rawdata;
    const endpos = this.checkForWholeStartTag(i);
    if (endpos < 0) {
      // Python-Markdown: an unfinished start tag is just a '<' of text.
      this.handleData(raw.slice(i, i + 1));
      return i + 1;
    }
    this.starttagText = raw.slice(i, endpos);
    const m = matchAt(tagfindTolerant, raw, i + 1);
    if (!m) throw new Error('unexpected call to parse_starttag');
    let k = i + 1 + m[0].length;
    const tag = (m[1] as string).toLowerCase();
    while (k < endpos) {
      const a = matchAt(attrfindTolerant, raw, k);
      if (!a) break;
      pyUnescapeAttr(a[3] ?? '');
      k += a[0].length;
    }
    const endText = strip(raw.slice(k, endpos));
    if (endText !== '>' && endText !== '/>') {
      this.handleData(raw.slice(i, endpos));
      return endpos;
    }
    if (endText.endsWith('/>')) {
      this.handleEmptyTag(this.starttagText, isBlockLevel(tag));
    } else {
      if (CDATA_CONTENT.has(tag)) this.cdataElem = tag;
      this.handleStarttag(tag);
    }
    return endpos;
  }

  private parseEndtag(i: number): number {
    const raw = this.rawdata;
    const gt = this.find('>', i + 1);
    if (gt < 0) return -1;
    const gtpos = gt + 1;
    const m = matchAt(endtagfind, raw, i);
    if (!m) {
      if (this.cdataElem !== null) {
        this.handleData(raw.slice(i, gtpos));
        return gtpos;
      }
      const nm = matchAt(tagfindTolerant, raw, i + 2);
      if (!nm) {
        if (raw.slice(i, i + 3) === '</>') return i + 3;
        return this.parseBogusComment(i);
      }
      const tagname = (nm[1] as string).toLowerCase();
      const g = this.find('>', i + 2 + nm[0].length);
      this.handleEndtag(tagname);
      return g + 1;
    }
    const elem = (m[1] as string).toLowerCase();
    if (this.cdataElem !== null && elem !== this.cdataElem) {
      this.handleData(raw.slice(i, gtpos));
      return gtpos;
    }
    this.handleEndtag(elem);
    this.cdataElem = null;
    return gtpos;
  }

  private parseComment(i: number): number {
    const raw = this.rawdata;
    const none = this.notFoundFrom.get('-->');
    if (none !== undefined && i + 4 >= none) return -1;
    commentclose.lastIndex = i + 4;
    const m = commentclose.exec(raw);
    if (!m) {
      // the regex searches forward: from any later start it fails too
      this.notFoundFrom.set('-->', none === undefined ? i + 4 : Math.min(none, i + 4));
      return -1;
    }
    const data = raw.slice(i + 4, m.index);
    // Python-Markdown's handle_comment: only a literal '-->' closes it.
    const at = this.here + data.length + 4;
    if (raw.slice(at, at + 3) !== '-->') {
      this.handleData('<');
      this.overrideCommentUpdate = true;
      return m.index + m[0].length;
    }
    this.handleEmptyTag(`<!--${data}-->`, true);
    return m.index + m[0].length;
  }

  private parsePi(i: number): number {
    if (!(this.atLineStart() || this.intail)) {
      this.handleData('<?');
      return i + 2;
    }
    const raw = this.rawdata;
    const j = this.find('?>', i + 2);
    if (j < 0) return -1;
    this.handleEmptyTag(`<?${raw.slice(i + 2, j)}?>`, true);
    return j + 2;
  }

  private parseHtmlDeclaration(i: number): number {
    const raw = this.rawdata;
    if (!(this.atLineStart() || this.intail)) {
      this.handleData('<!');
      return i + 2;
    }
    if (raw.slice(i, i + 3) === '<![' && raw.slice(i, i + 9) !== '<![CDATA[') {
      const r = this.parseBogusComment(i);
      if (r === -1) {
        this.handleData(raw.slice(i, i + 1));
        return i + 1;
      }
      return r;
    }
    if (raw.slice(i, i + 9) === '<![CDATA[') {
      const j = this.find(']]>', i + 3);
      if (j < 0) return -1;
      this.handleEmptyTag(`<![${raw.slice(i + 3, j)}]]>`, true);
      return j + 3;
    }
    if (raw.slice(i, i + 9).toLowerCase() === '<!doctype') {
      const gt = this.find('>', i + 9);
      if (gt === -1) return -1;
      this.handleEmptyTag(`<!${raw.slice(i + 2, gt)}>`, true);
      return gt + 1;
    }
    return this.parseBogusComment(i);
  }

  private parseBogusComment(i: number): number {
    const raw = this.rawdata;
    const pos = this.find('>', i + 2);
    if (pos === -1) return -1;
    this.handleEmptyTag(raw.slice(i, pos + 1), false);
    return pos + 1;
  }

  // --- HTMLExtractor handlers (Python-Markdown htmlparser.py) ---
  private handleStarttag(tag: string): void {
    if (tag === 'hr') {
      // Python-Markdown treats <hr> as an empty tag.
      this.handleEmptyTag(this.starttagText, true);
      return;
    }
    if (isBlockLevel(tag) && (this.intail || (this.atLineStart() && !this.inraw))) {
      this.inraw = true;
      this.cleandoc.push('\n');
    }
    const text = this.starttagText;
    if (this.inraw) {
      this.stack.push(tag);
      this.cache.push(text);
    } else {
      this.cleandoc.push(text);
      if (CDATA_CONTENT.has(tag)) this.cdataElem = null;
    }
  }

  private endtagText(tag: string): string {
    const start = this.here;
    const gt = this.rawdata.indexOf('>', start);
    return gt >= 0 ? this.rawdata.slice(start, gt + 1) : `</${tag}>`;
  }

  private handleEndtag(tag: string): void {
    const text = this.endtagText(tag);
    if (this.inraw) {
      this.cache.push(text);
      if (this.stack.includes(tag)) {
        while (this.stack.length) if (this.stack.pop() === tag) break;
      }
      if (this.stack.length === 0) {
        if (blankLineRe.test(this.rawdata.slice(this.here + text.length))) this.cache.push('\n');
        else this.intail = true;
        this.inraw = false;
        this.cleandoc.push(this.stash.store(this.cache.join('')));
        this.cleandoc.push('\n\n');
        this.cache = [];
      }
    } else {
      this.cleandoc.push(text);
    }
  }

  private handleData(data: string): void {
    if (this.intail && data.includes('\n')) this.intail = false;
    if (this.inraw) this.cache.push(data);
    else this.cleandoc.push(data);
  }

  private handleEmptyTag(data: string, isBlock: boolean): void {
    if (this.inraw || this.intail) {
      this.cache.push(data);
    } else if (this.atLineStart() && isBlock) {
      if (blankLineRe.test(this.rawdata.slice(this.here + data.length))) data += '\n';
      else this.intail = true;
      const item = this.cleandoc[this.cleandoc.length - 1] ?? '';
      if (!item.endsWith('\n\n') && item.endsWith('\n')) this.cleandoc.push('\n');
      this.cleandoc.push(this.stash.store(data));
      this.cleandoc.push('\n\n');
    } else {
      this.cleandoc.push(data);
    }
  }
}
