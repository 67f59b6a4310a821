// Raw HTML postprocessor: puts stashed HTML back, dropping the <p> wrapper
// around block-level HTML (markdown.md §3 "Raw HTML", §7).
import { AMP_SUBSTITUTE, HtmlStash, htmlPlaceholder, isBlockLevel } from './util.ts';

const BLOCK_LEVEL_REGEX = /^<\/?([^ >]+)/;

function isBlockHtml(html: string): boolean {
  const m = BLOCK_LEVEL_REGEX.exec(html);
  if (!m) return false;
  const name = m[1] as string;
  if ('!?@%'.includes(name[0] as string)) return true;
  return isBlockLevel(name);
}

const PH_PREFIX = '\u0002wzxhzdk:';

/**
 * One pass of `text.replace(PH_RE, …)`, written as a scan: a placeholder is
 * replaced together with a `<p>`…`</p>` right around it (when that `<p>` does
 * not overlap the previous match), like the regex's first alternative.
 */
function replacePlaceholders(text: string, blocks: string[], block: boolean[]): string {
  let j = text.indexOf(PH_PREFIX);
  if (j < 0) return text;
  let out = '';
  let last = 0;
  const n = text.length;
  while (j >= 0) {
    let k = j + PH_PREFIX.length;
    const digits = k;
    while (k < n && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    if (k === digits || text.charCodeAt(k) !== 3) {
      j = text.indexOf(PH_PREFIX, j + 1);
      continue;
    }
    const i = Number(text.slice(digits, k));
    const end = k + 1;
    const wrapped = j - 3 >= last && text.startsWith('<p>', j - 3) && text.startsWith('</p>', end);
    if (wrapped) {
      out += text.slice(last, j - 3);
      if (i >= blocks.length) out += text.slice(j - 3, end + 4);
      // `<p>PH</p>` is a key only for block-level HTML; otherwise keep the <p>.
      else out += block[i] ? (blocks[i] as string) : `<p>${blocks[i] as string}</p>`;
      last = end + 4;
    } else {
      out += text.slice(last, j);
      out += i < blocks.length ? (blocks[i] as string) : text.slice(j, end);
      last = end;
    }
    j = text.indexOf(PH_PREFIX, last);
  }
  return last === 0 ? text : out + text.slice(last);
}

export function rawHtmlPostprocess(text: string, stash: HtmlStash): string {
  const blocks = stash.rawHtmlBlocks;
  if (!blocks.length) return text;
  const block = blocks.map(isBlockHtml);
  for (let guard = 0; guard < 1000; guard++) {
    const next = replacePlaceholders(text, blocks, block);
    if (next === text) return next;
    // With no placeholder left, another pass could not change anything.
    if (!next.includes(PH_PREFIX)) return next;
    text = next;
  }
  return text;
}

export const ampSubstitute = (text: string): string =>
  text.includes(AMP_SUBSTITUTE) ? text.split(AMP_SUBSTITUTE).join('&') : text;
export { htmlPlaceholder };
