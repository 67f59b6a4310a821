// Plain text of a cooked document, e.g. for summaries and search snippets.
import { cook } from './cook.ts';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const cp = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return cp > 0 && cp < 0x110000 ? String.fromCodePoint(cp) : whole;
    }
    return NAMED[ref] ?? whole;
  });
}

/** Markdown → plain text: tags dropped, references decoded, whitespace collapsed. */
export function toPlainText(markdown: string, maxLength = Infinity): string {
  const html = cook(markdown)
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/td|\/th|\/figcaption|\/blockquote|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  const text = decode(html).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, Math.max(0, maxLength - 1)).trimEnd()}…` : text;
}
