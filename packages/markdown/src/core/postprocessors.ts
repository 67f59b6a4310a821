// Raw HTML postprocessor: puts stashed HTML back, dropping the <p> wrapper
// around block-level HTML (markdown.md §3 "Raw HTML", §7).
import { AMP_SUBSTITUTE, HtmlStash, htmlPlaceholder, isBlockLevel } from './util.ts';

const BLOCK_LEVEL_REGEX = /^<\/?([^ >]+)/;
const PH_RE = /<p>\u0002wzxhzdk:([0-9]+)\u0003<\/p>|\u0002wzxhzdk:([0-9]+)\u0003/g;

function isBlockHtml(html: string): boolean {
  const m = BLOCK_LEVEL_REGEX.exec(html);
  if (!m) return false;
  const name = m[1] as string;
  if ('!?@%'.includes(name[0] as string)) return true;
  return isBlockLevel(name);
}

export function rawHtmlPostprocess(text: string, stash: HtmlStash): string {
  const blocks = stash.rawHtmlBlocks;
  if (!blocks.length) return text;
  const block = blocks.map(isBlockHtml);
  for (let guard = 0; guard < 1000; guard++) {
    const next = text.replace(PH_RE, (whole, pId: string | undefined, id: string | undefined) => {
      if (pId !== undefined) {
        const i = Number(pId);
        if (i >= blocks.length) return whole;
        // `<p>PH</p>` is a key only for block-level HTML; otherwise keep the <p>.
        return block[i] ? (blocks[i] as string) : `<p>${blocks[i] as string}</p>`;
      }
      const i = Number(id);
      return i < blocks.length ? (blocks[i] as string) : whole;
    });
    if (next === text) return next;
    text = next;
  }
  return text;
}

export const ampSubstitute = (text: string): string => text.split(AMP_SUBSTITUTE).join('&');
export { htmlPlaceholder };
